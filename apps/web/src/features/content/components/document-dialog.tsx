import { useState } from 'react';
import { FormDialog, type FormDialogFrame } from '../../../components/form-dialog';
import { DialogTextField } from './dialog-text-field';
import { DOCUMENT_ACCEPT, FileField } from './file-field';

interface DocumentDialogProps extends FormDialogFrame {
  onSave(nombre: string, file: File): void;
}

/** Uploads a new document: a name and its file. */
export function DocumentDialog({ onSave, ...frame }: DocumentDialogProps) {
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
      {...frame}
      onSubmit={save}
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
