import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { DialogTextField } from './dialog-text-field';
import { DOCUMENT_ACCEPT, FileField } from './file-field';

interface DocumentDialogProps {
  busy: boolean;
  onSave(nombre: string, file: File): void;
  onClose(): void;
}

/** Uploads a new document: a name and its file. */
export function DocumentDialog({ busy, onSave, onClose }: DocumentDialogProps) {
  const [nombre, setNombre] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (nombre.trim() === '') return setError('El nombre es obligatorio.');
    if (!file) return setError('Elija el fichero del documento.');
    onSave(nombre.trim(), file);
  };
  return (
    <FormDialog
      titleId="documento-dialog-title"
      title="Subir documento"
      error={error}
      submitLabel="Subir"
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <DialogTextField label="Nombre" value={nombre} onChange={setNombre} required />
      <FileField
        label="Elegir fichero del documento"
        accept={DOCUMENT_ACCEPT}
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setError(null);
        }}
        onError={setError}
      />
    </FormDialog>
  );
}
