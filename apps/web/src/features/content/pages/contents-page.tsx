import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LanguageCode } from '@eval/contracts/common';
import type { Contenido } from '@eval/contracts/content';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import {
  useCreateContenidoMutation,
  useDeleteContenidoMutation,
  useGetContenidosQuery,
  useUpdateContenidoMutation,
} from '../api';
import { ContentJsonDialog } from '../components/content-json-dialog';
import { ContentToolbar } from '../components/content-toolbar';
import { HistoryButton } from '../../../components/history/history-button';
import { RowActions } from '../components/row-actions';
import { notifyFailure } from '../../../lib/api-errors';

/** A one-line preview of a payload, shown as plain text, at most `max` characters. */
const preview = (payload: unknown, max = 120): string => {
  const text = JSON.stringify(payload) ?? '';
  return text.length > max ? `${text.slice(0, max - 3)}…` : text;
};

/** /admin/contenidos: free-form contents per language, edited as JSON. */
export default function ContentsPage() {
  const [language, setLanguage] = useState<LanguageCode>('ES');
  const contenidos = useGetContenidosQuery({ language });
  const { data = [], isFetching } = contenidos;
  const [create, creating] = useCreateContenidoMutation();
  const [update, updating] = useUpdateContenidoMutation();
  const [remove, removing] = useDeleteContenidoMutation();
  const [editing, setEditing] = useState<Contenido | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contenido | null>(null);

  const save = async (payload: unknown) => {
    try {
      if (editing === 'new') await create({ language, payload }).unwrap();
      else if (editing) await update({ language, id: editing.id, payload }).unwrap();
      notify('Contenido guardado');
      setEditing(null);
    } catch (error) {
      notifyFailure(error);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      notify('Contenido eliminado');
    } catch (error) {
      notifyFailure(error);
    }
    setDeleting(null);
  };

  return (
    <>
      <PageHeading title="Contenidos" />
      <ContentToolbar
        language={language}
        onLanguageChange={setLanguage}
        addLabel="Nuevo contenido"
        onAdd={() => setEditing('new')}
      />
      <LoadError what="los contenidos" loads={[contenidos]} />
      <TableContainer component={Paper} aria-busy={isFetching}>
        <Table size="small" aria-label="Contenidos">
          <TableHead>
            <TableRow>
              <TableCell>Id</TableCell>
              <TableCell>Contenido</TableCell>
              <TableCell>Modificado</TableCell>
              <TableCell align="right">Acciones</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.id}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {preview(row.payload)}
                </TableCell>
                <TableCell>{formatDate(row.updated_at)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <HistoryButton entity="content" id={row.id} name={`contenido ${row.id}`} />
                  <RowActions
                    name={`contenido ${row.id}`}
                    onEdit={() => setEditing(row)}
                    onDelete={() => setDeleting(row)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data.length === 0 && !isFetching && !contenidos.isError && (
          <Typography sx={{ p: 2 }}>Sin contenidos en este idioma.</Typography>
        )}
      </TableContainer>
      {editing && (
        <ContentJsonDialog
          initial={editing === 'new' ? undefined : editing.payload}
          busy={creating.isLoading || updating.isLoading}
          onSave={(payload) => void save(payload)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar contenido"
        message={
          deleting
            ? `¿Seguro que quiere eliminar el contenido ${deleting.id} (${preview(deleting.payload, 60)})?`
            : ''
        }
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
