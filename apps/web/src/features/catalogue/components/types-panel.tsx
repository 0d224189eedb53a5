import { HistoryButton } from '../../../components/history/history-button';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { tipoBodySchema, type Tipo, type TipoBody } from '@eval/contracts/catalogue';
import { useState } from 'react';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { notify } from '../../../lib/notify';
import { useCreateTipoMutation, useGetTiposQuery, useUpdateTipoMutation } from '../api';
import { CatalogueTable } from './catalogue-table';
import { EditorRowActions } from './editor-row-actions';
import { notifyFailure } from '../../../lib/api-errors';
import { useCanWriteNational } from '../../../lib/admin-scope';

interface TypeRowProps {
  initial: TipoBody;
  name: string;
  saveLabel: string;
  /** Called with the contract's body once it accepts the row; true when saved. */
  onSave(body: z.output<typeof tipoBodySchema>): Promise<boolean>;
  onCancel?(): void;
}

/** A type's code and name edited in place, checked by the contract (its message under a field). */
function TypeEditorRow({ initial, name, saveLabel, onSave, onCancel }: TypeRowProps) {
  // The row never marked its fields required.
  const form = useContractForm(tipoBodySchema, initial, { markRequired: false });
  return (
    <TableRow>
      <TableCell>
        <FormTextField
          form={form}
          name="codigo"
          size="small"
          // Seen, not only heard: the new row's empty fields were named only by the headings.
          placeholder="Código del tipo"
          slotProps={{ htmlInput: { 'aria-label': `${name}: código` } }}
        />
      </TableCell>
      <TableCell>
        <FormTextField
          form={form}
          name="nombre"
          size="small"
          fullWidth
          placeholder="Nombre del tipo"
          slotProps={{ htmlInput: { 'aria-label': `${name}: nombre` } }}
        />
      </TableCell>
      <TableCell />
      <EditorRowActions
        saveLabel={saveLabel}
        onSave={() => void form.handleSubmit(onSave)()}
        onCancel={onCancel}
      />
    </TableRow>
  );
}

/** Question types (code and name), edited in place beside the keys. */
export function TypesPanel() {
  // National data: a scoped or read-only administrator only reads it.
  const canWrite = useCanWriteNational();
  const tiposLoad = useGetTiposQuery(undefined);
  const { data: tipos = [], isFetching } = tiposLoad;
  const [create] = useCreateTipoMutation();
  const [update] = useUpdateTipoMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const save = async (body: z.output<typeof tipoBodySchema>, tipo: Tipo | null) => {
    try {
      if (tipo) await update({ id: tipo.id, body }).unwrap();
      else await create(body).unwrap();
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
            initial={{ codigo: t.codigo, nombre: t.nombre }}
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
              {canWrite && (
                <IconButton
                  aria-label={`Editar tipo ${t.codigo}`}
                  size="small"
                  onClick={() => setEditing(t.id)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              )}
              <HistoryButton entity="type" id={t.id} name={`tipo ${t.codigo}`} />
            </TableCell>
          </TableRow>
        ),
      )}
      {canWrite && (
        <TypeEditorRow
          key={`new-${tipos.length}`}
          name="Nuevo tipo"
          initial={{ codigo: '', nombre: '' }}
          saveLabel="Añadir tipo"
          onSave={(d) => save(d, null)}
        />
      )}
    </CatalogueTable>
  );
}
