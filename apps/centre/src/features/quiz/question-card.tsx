import type { AnswerBody } from '@eval/contracts/quizzes';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/online';
import type { GivenAnswer, Question } from './progress';
import type { PendingState } from './save-queue';

interface Props {
  question: Question;
  index: number;
  count: number;
  answer: GivenAnswer | AnswerBody | null;
  /** Given in this visit (so "Guardado" can be said once the queue has saved it). */
  touched: boolean;
  saveState: PendingState | undefined;
  readOnly: boolean;
  onAnswer: (body: AnswerBody) => void;
  onRetry: () => void;
}

/**
 * One question: its options (one for UNICA and ESCALA, several for MULTIPLE), "No aplica", and
 * the state of its save. A fieldset with the question as legend, so a screen reader names it.
 */
export function QuestionCard(props: Props) {
  const { question, index, count, answer, touched, saveState, readOnly, onAnswer, onRetry } = props;
  const { t } = useTranslation();
  const chosen = answer?.respuestasIds ?? [];
  const notApplicable = answer?.notApplicable === true;
  const legendId = `q-${question.id}-legend`;
  const multiple = question.codigo === 'MULTIPLE';

  const toggle = (optionId: number, checked: boolean) => {
    const next = checked ? [...chosen, optionId] : chosen.filter((id) => id !== optionId);
    onAnswer({ respuestasIds: next });
  };

  return (
    <Paper
      component="fieldset"
      id={`pregunta-${question.id}`}
      data-question-id={question.id}
      tabIndex={-1}
      sx={{ p: 2, m: 0, border: 1, borderColor: 'divider', minWidth: 0 }}
      aria-describedby={`q-${question.id}-status`}
    >
      <Typography
        component="legend"
        id={legendId}
        sx={{ float: 'left', width: '100%', p: 0, mb: 1 }}
      >
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {t('answer.questionOf', { index: String(index + 1), count })}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {question.titulo}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {multiple ? t('answer.chooseMany') : t('answer.chooseOne')}
        </Typography>
      </Typography>
      <Stack sx={{ clear: 'both' }}>
        {multiple ? (
          <FormGroup>
            {question.respuestas.map((option) => (
              <FormControlLabel
                key={option.id}
                control={
                  <Checkbox
                    checked={!notApplicable && chosen.includes(option.id)}
                    onChange={(e) => toggle(option.id, e.target.checked)}
                    disabled={readOnly}
                  />
                }
                label={option.respuesta}
              />
            ))}
          </FormGroup>
        ) : (
          <RadioGroup
            aria-labelledby={legendId}
            value={notApplicable ? '' : String(chosen[0] ?? '')}
            onChange={(e) => onAnswer({ respuestasIds: [Number(e.target.value)] })}
          >
            {question.respuestas.map((option) => (
              <FormControlLabel
                key={option.id}
                value={String(option.id)}
                control={<Radio disabled={readOnly} />}
                label={option.respuesta}
              />
            ))}
          </RadioGroup>
        )}
        <FormControlLabel
          sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }}
          control={
            <Checkbox
              checked={notApplicable}
              disabled={readOnly}
              onChange={(e) => {
                if (e.target.checked) onAnswer({ notApplicable: true });
                else if (answer?.respuestasIds?.length)
                  onAnswer({ respuestasIds: answer.respuestasIds });
                else onAnswer({ respuestasIds: [] });
              }}
            />
          }
          label={t('answer.notApplicable')}
        />
        <SaveStatus
          id={`q-${question.id}-status`}
          state={saveState}
          touched={touched}
          onRetry={onRetry}
        />
      </Stack>
    </Paper>
  );
}

/**
 * The state of a question's save. A failed one is one line at a phone's width (390 px): what
 * happened and, with a network, a retry; offline it says the answer waits for the connection.
 */
function SaveStatus({
  id,
  state,
  touched,
  onRetry,
}: {
  id: string;
  state: PendingState | undefined;
  touched: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!state) {
    return (
      <Typography id={id} variant="body2" color="success.dark" role="status" sx={{ minHeight: 20 }}>
        {touched ? `✓ ${t('answer.saved')}` : ''}
      </Typography>
    );
  }
  if (state.status === 'saving') {
    return (
      <Typography id={id} variant="body2" color="text.secondary" role="status">
        {t('answer.saving')}
      </Typography>
    );
  }
  if (state.status === 'rejected') {
    return (
      <Alert id={id} severity="error" role="alert" data-save-failed>
        {t('answer.rejected', { message: state.message ?? t('answer.rejectedUnknown') })}
      </Alert>
    );
  }
  const message =
    state.status === 'waitingSignIn'
      ? t('answer.waitingSignIn')
      : online
        ? t('answer.retrying', { attempts: String(state.attempts) })
        : t('answer.retryingOffline');
  return (
    <Alert
      id={id}
      severity="warning"
      role="alert"
      data-save-failed
      sx={{
        py: 0,
        alignItems: 'center',
        '& .MuiAlert-icon': { mr: 1 },
        '& .MuiAlert-message': {
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
        '& .MuiAlert-action': { pt: 0 },
      }}
      action={
        state.status === 'retrying' && online ? (
          <Button color="inherit" variant="text" size="small" onClick={onRetry}>
            {t('answer.retryNow')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
