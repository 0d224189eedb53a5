import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/online';

/** Said on every signed-in screen while the device has no network: what still works. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" data-testid="offline-notice" sx={{ borderRadius: 0 }}>
      {t('app.offline')}
    </Alert>
  );
}
