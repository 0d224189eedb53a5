import { HistoryButton } from '../../../components/history/history-button';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tipoBodySchema, type Tipo } from '@eval/contracts/catalogue';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useCreateTipoMutation, useGetTiposQuery, useUpdateTipoMutation } from '../api';
import { CatalogueTable } from './catalogue-table';
import { EditorRowActions } from './editor-row-actions';
import { notifyFailure } from '../../../lib/api-errors';
import { firstIssue } from '../../../lib/form-issues';

interface TypeRowProps {
  initial: { codigo: string; nombre: string };
  name: string;
  saveLabel: string;
  onSave(draft: { codigo: string; nombre: string }): Promise<boolean>;
  onCancel?(): void;
}

function TypeEditorRow({ initial, name, saveLabel, onSave, onCancel }: TypeRowProps) {
  const [draft, setDraft] = useState(initial);
  return (
    <TableRow>
      <TableCell>
        <TextField
          size="small"
          value={draft.codigo}
          onChange={(e) => setDraft((d) => ({ ...d, codigo: e.target.value }))}
          slotProps={{ htmlInput: { 'aria-label': `${name}: código` } }}
        />
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          fullWidth
          value={draft.nombre}
          onChange={(e) => setDraft((d) => ({ ...d, nombre: e.target.value }))}
          slotProps={{ htmlInput: { 'aria-label': `${name}: nombre` } }}
        />
      </TableCell>
      <TableCell />
      <EditorRowActions
        saveLabel={saveLabel}
        onSave={() => void onSave(draft)}
        onCancel={onCancel}
      />
    </TableRow>
  );
}

/** Question types (code and name), edited in place beside the keys. */
export function TypesPanel() {
  const tiposLoad = useGetTiposQuery(undefined);
  const { data: tipos = [], isFetching } = tiposLoad;
  const [create] = useCreateTipoMutation();
  const [update] = useUpdateTipoMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const save = async (draft: { codigo: string; nombre: string }, tipo: Tipo | null) => {
    const parsed = tipoBodySchema.safeParse(draft);
    if (!parsed.success) {
      notify(firstIssue(parsed.error.issues), { variant: 'error' });
      return false;
    }
    try {
      if (tipo) await update({ id: tipo.id, body: parsed.data }).unwrap();
      else await create(parsed.data).unwrap();
      setEditing(null);
      notify('Tipo de pregunta guardado');
      return true;
    } catch (error) {
      notifyFailure(error);
      return false;
    }
  };
  return (
    <CatalogueTable
      title="Tipos de pregunta"
      intro={
        <Typography variant="body2" sx={{ mb: 1 }}>
          El código MULTIPLE admite varias respuestas; cualquier otro, una sola.
        </Typography>
      }
      what="los tipos de pregunta"
      loads={[tiposLoad]}
      busy={isFetching}
      label="Tipos de pregunta"
      headings={['Código', 'Nombre', 'Preguntas']}
    >
      {tipos.map((t) =>
        editing === t.id ? (
          <TypeEditorRow
            key={t.id}
            name={`Tipo ${t.codigo}`}
            initial={t}
            saveLabel="Guardar"
            onSave={(d) => save(d, t)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <TableRow key={t.id}>
            <TableCell>{t.codigo}</TableCell>
            <TableCell>{t.nombre}</TableCell>
            <TableCell>{t.preguntas}</TableCell>
            <TableCell align="right">
              <IconButton
                aria-label={`Editar tipo ${t.codigo}`}
                size="small"
                onClick={() => setEditing(t.id)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
              <HistoryButton entity="type" id={t.id} name={`tipo ${t.codigo}`} />
            </TableCell>
          </TableRow>
        ),
      )}
      <TypeEditorRow
        key={`new-${tipos.length}`}
        name="Nuevo tipo"
        initial={{ codigo: '', nombre: '' }}
        saveLabel="Añadir tipo"
        onSave={(d) => save(d, null)}
      />
    </CatalogueTable>
  );
}
