import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DOCUMENT_ACCEPT, FileField } from './file-field';

interface DocumentoDialogProps {
  busy: boolean;
  onSave(nombre: string, file: File): void;
  onClose(): void;
}

/** Uploads a new document: a name and its file. */
export function DocumentoDialog({ busy, onSave, onClose }: DocumentoDialogProps) {
  const [nombre, setNombre] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (nombre.trim() === '') return setError('El nombre es obligatorio.');
    if (!file) return setError('Elija el fichero del documento.');
    onSave(nombre.trim(), file);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="documento-dialog-title">
      <DialogTitle id="documento-dialog-title">Subir documento</DialogTitle>
      <DialogContent>
        <TextField
          label="Nombre"
          value={nombre}
          onChange={(e) => setNombre(e.target.value)}
          fullWidth
          margin="dense"
          required
        />
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
        {error && (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          Subir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
