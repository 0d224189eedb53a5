import type { QuizRow } from '@eval/contracts/quizzes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useResetQuizMutation } from '../api';
import { notifyFailure } from '../../../lib/api-errors';

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
      notifyFailure(error);
    }
  };
  return (
    <ConfirmDialog
      open
      title="Reiniciar evaluación"
      message={
        `¿Seguro que desea reiniciar la evaluación de ${row.nombre} (${row.codigo}) del periodo ` +
        `${row.quiz}? Volverá a quedar sin comenzar; sus respuestas se guardan en el archivo.`
      }
      confirmLabel="Reiniciar"
      busy={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
