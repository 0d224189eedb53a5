import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { QuizRow } from '@eval/contracts/quizzes';
import { errorMessage } from '../../../lib/download-file';
import { notify } from '../../../lib/notify';
import { useResetQuizMutation } from '../api';

/**
 * Confirms the reset of a centre's finished evaluation of the active period. The server keeps
 * the answers in its archive; afterwards the row shows "Sin comenzar".
 */
export function ResetQuizDialog({ row, onClose }: { row: QuizRow; onClose(): void }) {
  const [resetQuiz, { isLoading }] = useResetQuizMutation();
  const confirm = async () => {
    try {
      // Spec §4: the server's result is not shown; the row now reads "Sin comenzar".
      await resetQuiz({ centerId: row.id }).unwrap();
      onClose();
    } catch (error) {
      notify(errorMessage(error, 'Interal Error'), { variant: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="reset-quiz-title">
      <DialogTitle id="reset-quiz-title">Reiniciar evaluación</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {`¿Seguro que desea reiniciar la evaluación de ${row.nombre} del periodo ${row.quiz}? ` +
            'Volverá a quedar sin comenzar; sus respuestas se guardan en el archivo.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose}>
          Cancelar
        </Button>
        <Button color="error" disabled={isLoading} onClick={() => void confirm()}>
          Reiniciar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
