import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

interface UploadProgressProps {
  /** What is being done ("Analizando el fichero"). */
  label: string;
  /** Share of the file sent and read, 0 to 1. */
  progress: number;
}

/**
 * The progress bar of an import: the share of the file the server has read while the file is
 * sent, then, once all is sent, an indeterminate bar while the last rows are written.
 */
export function UploadProgress({ label, progress }: UploadProgressProps) {
  const percent = Math.round(progress * 100);
  const finishing = progress >= 1;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2">
        {finishing ? `${label}: terminando…` : `${label}: ${percent} %`}
      </Typography>
      <LinearProgress
        aria-label={`Progreso: ${label}`}
        variant={finishing ? 'indeterminate' : 'determinate'}
        value={finishing ? undefined : percent}
      />
    </Box>
  );
}
