import TextField from '@mui/material/TextField';
import { toolkitCreateSchema, type Toolkit, type ToolkitCreate } from '@eval/contracts/content';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { DOCUMENT_ACCEPT, FileField } from './file-field';
import { firstIssue } from '../../../lib/form-issues';

interface ToolkitDialogProps {
  initial: Toolkit | null;
  busy: boolean;
  /** `file`: a newly chosen file, uploaded before the toolkit is saved. */
  onSave(body: ToolkitCreate, file: File | null): void;
  onClose(): void;
}

/** Creates or edits a toolkit: title, description, address and an optional file. */
export function ToolkitDialog({ initial, busy, onSave, onClose }: ToolkitDialogProps) {
  const [titulo, setTitulo] = useState(initial?.titulo ?? '');
  const [descripcion, setDescripcion] = useState(initial?.descripcion ?? '');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = toolkitCreateSchema.safeParse({
      titulo,
      descripcion,
      url,
      file_id: initial?.file_id ?? null,
    });
    if (!parsed.success) {
      setError(firstIssue(parsed.error.issues));
      return;
    }
    onSave(parsed.data, file);
  };
  return (
    <FormDialog
      titleId="toolkit-dialog-title"
      title={initial ? 'Editar toolkit' : 'Nuevo toolkit'}
      error={error}
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label="Título"
        value={titulo}
        onChange={(e) => setTitulo(e.target.value)}
        fullWidth
        margin="dense"
        required
      />
      <TextField
        label="Descripción"
        value={descripcion}
        onChange={(e) => setDescripcion(e.target.value)}
        fullWidth
        margin="dense"
        multiline
        minRows={3}
      />
      <TextField
        label="URL"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        fullWidth
        margin="dense"
        placeholder="https://"
      />
      <FileField
        label="Elegir fichero del toolkit"
        accept={DOCUMENT_ACCEPT}
        file={file}
        current={initial?.fileUrl ? 'Fichero actual' : null}
        onChange={setFile}
        onError={setError}
      />
    </FormDialog>
  );
}
