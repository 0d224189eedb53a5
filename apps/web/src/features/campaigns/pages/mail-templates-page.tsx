import { useState } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TEMPLATE_KIND_LABELS } from '@eval/contracts/mail-templates';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { STICKY_ACTIONS_SX } from '../../../components/sticky-actions';
import { dateText } from '../campaign-text';
import { useGetMailTemplatesQuery } from '../api';
import { TemplateEditorDialog } from '../components/template-editor-dialog';
import { TableHeadings } from '../../../components/table-headings';
import { useCanWriteNational } from '../../../lib/admin-scope';

/**
 * Plantillas de correo: every e-mail the system sends, editable in Spanish and
 * Catalan, with earlier versions kept and restorable.
 */
export default function MailTemplatesPage() {
  // Mail templates are national data: a scoped or read-only administrator only reads them.
  const canWrite = useCanWriteNational();
  const templates = useGetMailTemplatesQuery(undefined);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <>
      <PageHeading title="Plantillas de correo" />
      <Typography sx={{ mb: 2 }}>
        Formato permitido: **negrita**, *cursiva*, líneas que empiezan por «- » para listas y
        [texto]({'{{enlace}}'}) para enlaces. No se admite HTML.
      </Typography>
      <LoadError what="las plantillas de correo" loads={[templates]} />
      {/* On a phone the table scrolls by itself, not the whole page with the top bar. */}
      <TableContainer sx={STICKY_ACTIONS_SX}>
        <Table size="small" aria-label="Plantillas de correo">
          <TableHeadings headings={['Nombre', 'Tipo', 'Versión', 'Modificada']} />
          <TableBody>
            {(templates.data ?? []).map((t) => (
              <TableRow key={t.id}>
                <TableCell>{t.nombre}</TableCell>
                <TableCell>{TEMPLATE_KIND_LABELS[t.kind]}</TableCell>
                <TableCell>{t.version}</TableCell>
                <TableCell>{dateText(t.updated_at)}</TableCell>
                <TableCell>
                  {canWrite && (
                    <Button
                      size="small"
                      onClick={() => setEditing(t.id)}
                      aria-label={`Editar ${t.nombre}`}
                    >
                      Editar
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing !== null && <TemplateEditorDialog id={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
