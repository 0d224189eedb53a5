import { CENTRE_APP_PATHS, COORDINATOR_PROFILE } from '@eval/contracts/centre-app-constants';
import type { AnswerBody } from '@eval/contracts/quizzes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadState } from '../../components/load-state';
import { apiLanguageOf, appLanguageOf } from '../../i18n/languages';
import { useSessionUser } from '../../lib/hooks';
import { useOnline } from '../../lib/online';
import { appPath } from '../../lib/paths';
import { useGetHomeQuery, useGetQuestionnaireQuery } from './api';
import { KeyNavigation } from './key-navigation';
import {
  allKeysComplete,
  isAnswered,
  keyProgress,
  resumePoint,
  type Question,
  type Questionnaire,
} from './progress';
import { QuestionCard } from './question-card';
import { SubmitDialog } from './submit-dialog';
import { useSaveQueue } from './use-save-queue';

/** The questionnaire, key by key: each answer is saved as it is given. */
export function AnswerPage() {
  const { i18n } = useTranslation();
  const user = useSessionUser();
  const centerId = user?.centros_id ?? 0;
  const lang = apiLanguageOf(appLanguageOf(i18n.language));
  const questionnaire = useGetQuestionnaireQuery(
    { centerId, lang },
    { refetchOnMountOrArgChange: true },
  );
  // The store's updates render at once, in one task; a deferred value is rendered by React in
  // slices with the browser free in between, so a phone is not held while the screen is built.
  const data = useDeferredValue(questionnaire.data);
  if (!data) {
    return (
      <LoadState failed={questionnaire.isError} onRetry={() => void questionnaire.refetch()} />
    );
  }
  return (
    <AnswerView
      centerId={centerId}
      isCoordinator={user?.perfil === COORDINATOR_PROFILE}
      questionnaire={data}
    />
  );
}

function AnswerView({
  centerId,
  isCoordinator,
  questionnaire,
}: {
  centerId: number;
  isCoordinator: boolean;
  questionnaire: Questionnaire;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = apiLanguageOf(appLanguageOf(i18n.language));
  const colours = useGetHomeQuery({ lang }).data?.keys;
  const { queue, states } = useSaveQueue(centerId);
  const [params, setParams] = useSearchParams();
  /** Answers given in this visit, by question: they win over the loaded ones. */
  const [given, setGiven] = useState<ReadonlyMap<number, AnswerBody>>(new Map());
  const [submitting, setSubmitting] = useState(false);
  const finished = questionnaire.status === 'FINISHED';
  const claves = questionnaire.claves;

  const answerOf = (q: Question) => given.get(q.id) ?? queue.pendingBody(q.id) ?? q.answer;
  const progress = claves.map((k) => keyProgress(k.preguntas.map((q) => isAnswered(answerOf(q)))));

  // Resume where one left off: the first key with a question unanswered, unless one is asked.
  // Worked out once: saves update the questionnaire, and the screen must not jump as they do.
  const [resume] = useState(() => resumePoint(claves, (q) => queue.pendingBody(q.id) ?? q.answer));
  const asked = Number(params.get('clave'));
  const keyIndex =
    Number.isInteger(asked) && asked >= 1 && asked <= claves.length ? asked - 1 : resume.keyIndex;
  const clave = claves[keyIndex];

  const focusFirst = useRef(params.get('clave') === null);
  useEffect(() => {
    if (!focusFirst.current || !clave) return;
    focusFirst.current = false;
    const question = clave.preguntas[resume.questionIndex];
    if (question && resume.questionIndex > 0) {
      document.getElementById(`pregunta-${question.id}`)?.scrollIntoView({ block: 'center' });
    }
  }, [clave, resume.questionIndex]);

  const goToKey = (index: number) => {
    setParams({ clave: String(index + 1) });
    window.scrollTo({ top: 0 });
    document.getElementById('clave-titulo')?.focus();
  };

  const answer = (question: Question, body: AnswerBody) => {
    setGiven((previous) => new Map(previous).set(question.id, body));
    // The server needs an option or "no aplica": an emptied question is not sent, and keeps its
    // last saved answer until one is chosen.
    if (isAnswered(body)) void queue.enqueue(question.id, body);
  };

  const complete = allKeysComplete(progress);
  const colour = colours?.find((k) => k.keyId === clave?.id);

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('answer.title')} · {questionnaire.periodo}
      </Typography>
      {finished && <Alert severity="info">{t('answer.finished')}</Alert>}
      <KeyNavigation
        claves={claves}
        progress={progress}
        current={keyIndex}
        colours={colours ?? []}
        onSelect={goToKey}
      />
      <SaveSummary count={states.size} />
      {clave && (
        <Box component="section" aria-labelledby="clave-titulo">
          <Box sx={{ borderLeft: 8, borderColor: colour?.color ?? 'primary.main', pl: 1.5, mb: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('answer.keyOf', { index: String(keyIndex + 1), count: claves.length })}
            </Typography>
            <Typography id="clave-titulo" component="h2" variant="h6" tabIndex={-1}>
              {clave.titulo}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={progress[keyIndex]?.percentage ?? 0}
              aria-label={t('home.keyProgress', {
                num: String(progress[keyIndex]?.num ?? 0),
                total: String(progress[keyIndex]?.total ?? 0),
              })}
              sx={{ mt: 1, height: 8, borderRadius: 4 }}
            />
          </Box>
          {clave.preguntas.length === 0 && <Typography>{t('answer.noQuestions')}</Typography>}
          <Stack spacing={2}>
            {clave.preguntas.map((question, index) => (
              <QuestionCard
                key={question.id}
                question={question}
                index={index}
                count={clave.preguntas.length}
                answer={answerOf(question)}
                touched={given.has(question.id)}
                saveState={states.get(question.id)}
                readOnly={finished}
                onAnswer={(body) => answer(question, body)}
                onRetry={() => void queue.retryNow()}
              />
            ))}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
            <Button
              variant="outlined"
              disabled={keyIndex === 0}
              onClick={() => goToKey(keyIndex - 1)}
            >
              {t('answer.previousKey')}
            </Button>
            <Button disabled={keyIndex >= claves.length - 1} onClick={() => goToKey(keyIndex + 1)}>
              {t('answer.nextKey')}
            </Button>
          </Stack>
        </Box>
      )}
      {!finished && complete && isCoordinator && (
        <Box>
          {states.size > 0 && <Alert severity="warning">{t('submit.pendingSaves')}</Alert>}
          <Button
            color="success"
            size="large"
            sx={{ mt: 1 }}
            disabled={states.size > 0}
            onClick={() => setSubmitting(true)}
          >
            {t('answer.submit')}
          </Button>
          <SubmitDialog
            centerId={centerId}
            periodo={questionnaire.periodo}
            open={submitting}
            onClose={() => setSubmitting(false)}
            onDone={() => {
              setSubmitting(false);
              void navigate(appPath(CENTRE_APP_PATHS.results), { state: { submitted: true } });
            }}
          />
        </Box>
      )}
      {!finished && complete && !isCoordinator && (
        <Alert severity="info">{t('home.coordinatorOnly')}</Alert>
      )}
    </Stack>
  );
}

/** How many answers are still being saved (offline: kept on the device), or that all are saved. */
function SaveSummary({ count }: { count: number }) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <Typography
      variant="body2"
      role="status"
      color={count > 0 ? 'warning.dark' : 'text.secondary'}
      data-testid="save-summary"
    >
      {count === 0
        ? t('answer.allSaved')
        : online
          ? t('answer.unsavedCount', { count })
          : t('answer.offlineCount', { count })}
    </Typography>
  );
}
