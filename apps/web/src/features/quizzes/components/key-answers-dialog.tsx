import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { KEY_ANSWER_STATUS_LABELS } from '@eval/contracts/evaluation-enums';
import type { QuizKeyColumn, QuizRow } from '@eval/contracts/quizzes';
import { ClosableDialog } from '../../../components/closable-dialog';
import { LoadError } from '../../../components/load-error';
import { useGetKeyAnswersQuery } from '../api';

export interface KeyAnswersTarget {
  row: QuizRow;
  key: QuizKeyColumn;
}

const TYPE_LABELS = { UNICA: 'Respuesta única', MULTIPLE: 'Respuesta múltiple', ESCALA: 'Escala' };

/**
 * A centre's answers for one key (spec §2, §3): each question's number, type, title and status
 * ('NO PROCEDE' when not applicable) with its options, the centre's choice marked.
 */
export function KeyAnswersDialog({
  target,
  onClose,
}: {
  target: KeyAnswersTarget;
  onClose(): void;
}) {
  const answers = useGetKeyAnswersQuery({
    centerId: target.row.id,
    keyId: target.key.id,
    periodId: target.row.periodId,
  });
  const { data, isFetching } = answers;
  return (
    <ClosableDialog
      open
      onClose={onClose}
      titleId="key-answers-title"
      title={`${target.row.nombre} · Clave ${target.key.orden}: ${target.key.titulo} (${target.row.quiz})`}
      // Long keys scroll inside the dialog: focusable, so the keyboard can scroll them too.
      scrolls
    >
      {isFetching && <CircularProgress aria-label="Cargando respuestas" />}
      <LoadError what="las respuestas" loads={[answers]} />
      {!isFetching && data && (
        <List aria-label="Preguntas de la clave">
          {data.map((question) => (
            <ListItem key={question.id} divider sx={{ display: 'block' }} data-testid="key-answer">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {`${question.num}. ${question.titulo}`}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                <Chip size="small" variant="outlined" label={TYPE_LABELS[question.codigo]} />
                <Chip
                  size="small"
                  color={question.status === 'COMPLETE' ? 'success' : 'default'}
                  label={KEY_ANSWER_STATUS_LABELS[question.status]}
                />
              </Stack>
              <List dense disablePadding aria-label={`Respuestas de la pregunta ${question.num}`}>
                {question.answers.map((answer) => (
                  <ListItem key={answer.id} sx={{ gap: 1 }}>
                    {answer.centerAnswer ? (
                      <CheckCircleIcon color="success" fontSize="small" aria-hidden />
                    ) : (
                      <RadioButtonUncheckedIcon fontSize="small" aria-hidden />
                    )}
                    <Typography sx={{ fontWeight: answer.centerAnswer ? 700 : 400 }}>
                      {answer.respuesta}
                      {answer.centerAnswer ? ' (respuesta del centro)' : ''}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            </ListItem>
          ))}
        </List>
      )}
    </ClosableDialog>
  );
}
