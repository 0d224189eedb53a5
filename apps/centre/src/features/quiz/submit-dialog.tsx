import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../lib/api-errors';
import { useSubmitEvaluationMutation } from './api';

/**
 * The coordinator's last step: a dialog that says what can no longer be changed, then `enviar`.
 * `onDone` runs once the evaluation is finished.
 */
export function SubmitDialog({
  centerId,
  periodo,
  open,
  onClose,
  onDone,
}: {
  centerId: number;
  periodo: string;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [submit, { isLoading }] = useSubmitEvaluationMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    const result = await submit({ centerId });
    if ('error' in result) {
      setFailure(serverMessage(result.error) ?? t('submit.failed'));
      return;
    }
    setFailure(null);
    onDone();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="submit-title"
      aria-describedby="submit-body"
    >
      <DialogTitle id="submit-title">{t('submit.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="submit-body">{t('submit.body', { periodo })}</DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          {t('submit.cancel')}
        </Button>
        <Button onClick={() => void confirm()} disabled={isLoading}>
          {t('submit.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
