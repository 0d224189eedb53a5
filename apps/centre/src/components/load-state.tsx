import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** What a screen shows while its data load, or when they failed to (with a retry). */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" variant="text" onClick={onRetry}>
            {t('app.retry')}
          </Button>
        }
      >
        {t('app.loadFailed')}
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
