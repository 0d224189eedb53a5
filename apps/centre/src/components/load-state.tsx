import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/online';

/**
 * What a screen shows while its data load, or when they failed to (with a retry). Offline it
 * says so: the query loads again by itself once the browser is back online (lib/api.ts).
 */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (failed) {
    return (
      <Alert
        severity={online ? 'error' : 'warning'}
        action={
          <Button color="inherit" variant="text" onClick={onRetry}>
            {t('app.retry')}
          </Button>
        }
      >
        {online ? t('app.loadFailed') : t('app.offlineLoad')}
      </Alert>
    );
  }
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <span>{t('app.loading')}</span>
    </Stack>
  );
}
