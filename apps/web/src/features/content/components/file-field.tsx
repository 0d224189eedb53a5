import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_UPLOAD_BYTES } from '@eval/contracts/content';

/** What the file chooser offers; the server checks the content itself (magic bytes). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.docx,.xlsx,.pptx,.odt,.ods,.odp';
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp';

interface FileFieldProps {
  label: string;
  accept: string;
  file: File | null;
  /** Name of the file already stored, when nothing new was chosen. */
  current?: string | null;
  onChange(file: File | null): void;
  onError(message: string): void;
  maxBytes?: number;
}

/** A file chooser with the chosen (or current) file's name; refuses oversized files at once. */
export function FileField(props: FileFieldProps) {
  const { label, accept, file, current, onChange, onError, maxBytes = MAX_UPLOAD_BYTES } = props;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
        {label}
        <input
          hidden
          type="file"
          accept={accept}
          aria-label={label}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (chosen && chosen.size > maxBytes) {
              onError(
                `El fichero supera el tamaño máximo permitido (${Math.round(maxBytes / 1048576)} MB).`,
              );
              return;
            }
            onChange(chosen);
          }}
        />
      </Button>
      <Typography variant="body2">{file?.name ?? current ?? 'Ningún fichero'}</Typography>
    </Stack>
  );
}
