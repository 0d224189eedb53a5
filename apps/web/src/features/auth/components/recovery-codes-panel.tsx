import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { notify } from '../../../lib/notify';

interface RecoveryCodesPanelProps {
  codes: string[];
  onDone(): void;
}

/**
 * The recovery codes, shown this once (only their hashes are kept): copy or download them
 * before leaving. Each one signs in once instead of a code of the app.
 */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('Códigos copiados.');
    } catch {
      notify('No se han podido copiar: selecciónelos y cópielos a mano.', { variant: 'error' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'codigos-de-recuperacion.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="warning">
        Guarde estos códigos de recuperación en un lugar seguro: no se volverán a mostrar. Cada uno
        sirve una sola vez para iniciar sesión si no tiene a mano su aplicación.
      </Alert>
      <Box
        component="ul"
        aria-label="Códigos de recuperación"
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, m: 0, pl: 3 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copiar
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          Descargar
        </Button>
        <Button onClick={onDone}>He guardado los códigos</Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Si los pierde, genere otros nuevos desde esta página: los anteriores dejarán de valer.
      </Typography>
    </Box>
  );
}
