import { requestAt } from '@eval/contracts/call-request';
import type { centreAppCalls } from '@eval/contracts/calls/centre-app';
import { centreAppRoutes } from '@eval/contracts/calls/centre-app-routes';
import type { CentreResults } from '@eval/contracts/centre-app';
import {
  CENTRE_APP_PATHS,
  centreReportFileName,
  MIN_AGGREGATE_CENTRES,
} from '@eval/contracts/centre-app-constants';
import type { LanguageCode } from '@eval/contracts/common';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ofPlace } from '@eval/contracts/place-names';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { LoadState } from '../../components/load-state';
import { apiLanguageOf, appLanguageOf } from '../../i18n/languages';
import { downloadFile } from '../../lib/download';
import { appPath } from '../../lib/paths';
import { formatDate, formatDifference, formatScore } from '../../lib/format';
import { useGetConsultationResultsQuery, useGetEvaluationsQuery, useGetResultsQuery } from './api';
import { EvaluationList } from './evaluation-list';
import { KeyOverview } from './key-overview';
import { KeyCards } from './key-cards';
import { differenceFrom, previousBeyondFirst, similarUnknown } from './comparisons';
import { OtherVoices } from './other-voices';
import { ScoreHistory } from './score-history';

/** The results of a finished evaluation (the newest unless one is chosen), and the others. */
export function ResultsPage() {
  const { t } = useTranslation();
  const evaluations = useGetEvaluationsQuery(undefined);
  const [params] = useSearchParams();
  // Set by the submit dialog: the coordinator has just finished the evaluation.
  const submitted = (useLocation().state as { submitted?: unknown } | null)?.submitted === true;
  if (!evaluations.data) {
    return <LoadState failed={evaluations.isError} onRetry={() => void evaluations.refetch()} />;
  }
  const finished = evaluations.data.filter((e) => e.status === 'FINISHED');
  const asked = Number(params.get('evaluacion'));
  const shown = finished.find((e) => e.evaluationId === asked) ?? finished[0];
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        {t('results.title')}
      </Typography>
      {submitted && (
        <Alert severity="success" role="status" data-testid="submitted">
          {t('results.submitted')}
        </Alert>
      )}
      {shown ? (
        <ResultsOf evaluationId={shown.evaluationId} />
      ) : (
        <Alert severity="info">{t('results.none')}</Alert>
      )}
      <EvaluationList evaluations={evaluations.data} shownId={shown?.evaluationId ?? null} />
    </Stack>
  );
}

function ResultsOf({ evaluationId }: { evaluationId: number }) {
  const { i18n } = useTranslation();
  const lang = apiLanguageOf(appLanguageOf(i18n.language));
  const results = useGetResultsQuery({ evaluationId, lang });
  // Asked for with the results, not after them: the section below shows it (other-voices.tsx).
  useGetConsultationResultsQuery({ evaluacion: evaluationId, lang });
  // Rendered by React in slices, the browser free in between, not in one task (answer-page.tsx).
  const data = useDeferredValue(results.data);
  // While they load, the results keep a screen's height: the list of evaluations below them
  // was on the screen and jumped down when they came, a layout shift of most of a phone's
  // screen (Lighthouse's CLS 0.4).
  if (!data)
    return (
      <div style={{ minHeight: '100vh' }}>
        <LoadState failed={results.isError} onRetry={() => void results.refetch()} />
      </div>
    );
  return <ResultsView results={data} lang={lang} />;
}

function ResultsView({ results, lang }: { results: CentreResults; lang: LanguageCode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const average = (score: number | null) =>
    score === null
      ? t('results.tooFew', { min: String(MIN_AGGREGATE_CENTRES) })
      : formatScore(score, language);

  // The API names the community in the page's language; Catalan elides "de" (d'Andalusia).
  const communityAverage = t('results.community', {
    deComunidad: ofPlace(results.language_id, results.community.comunidad),
  });

  const previous = previousBeyondFirst(results);
  const hasPrevious = previous !== null;
  const noSimilarGroup = similarUnknown(results);

  const downloadPdf = async () => {
    setDownloading(true);
    const ok = await downloadFile(
      requestAt<typeof centreAppCalls.report>(centreAppRoutes.report, {
        params: { evaluationId: String(results.evaluationId) },
        query: { lang },
      }),
      centreReportFileName(results.centre.codigo, results.period.periodo, results.language_id),
    );
    setDownloading(false);
    setFailed(!ok);
  };

  return (
    <Stack spacing={3}>
      <Paper component="section" aria-labelledby="summary-title" sx={{ p: 2 }}>
        <Typography id="summary-title" component="h2" variant="h6">
          {results.centre.nombre} · {results.period.periodo}
        </Typography>
        <Typography color="text.secondary">
          {t('results.finishedOn', { date: formatDate(results.finishedAt, language) })}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            columnGap: 2,
            rowGap: 0.5,
            my: 1.5,
          }}
        >
          <Typography component="dt">{t('results.overallScore')}</Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}
            data-testid="overall-score"
          >
            {formatScore(results.score, language)}
          </Typography>
          {results.first && (
            <>
              <Typography component="dt">
                {t('results.first', { periodo: results.first.periodo })}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right' }} data-testid="first">
                {formatScore(results.first.score, language)} (
                {formatDifference(
                  results.score !== null && results.first.score !== null
                    ? results.score - results.first.score
                    : null,
                  language,
                )}
                )
              </Typography>
            </>
          )}
          {previous && (
            <>
              <Typography component="dt">
                {t('results.previous', { periodo: previous.periodo })}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right' }} data-testid="previous">
                {formatScore(previous.score, language)} (
                {formatDifference(differenceFrom(results.score, previous), language)})
              </Typography>
            </>
          )}
          <Typography component="dt">{communityAverage}</Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {average(results.community.score)}
          </Typography>
          <Typography component="dt">{t('results.programme')}</Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {average(results.programme.score)}
          </Typography>
          <Typography component="dt">{t('results.similar')}</Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }} data-testid="similar">
            {noSimilarGroup ? t('results.similarUnknown') : average(results.similar.score)}
          </Typography>
        </Box>
        {!results.first && <Typography variant="body2">{t('results.isFirst')}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {t('results.aggregatesNote', { min: String(MIN_AGGREGATE_CENTRES) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('results.similarNote')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button size="large" onClick={() => void downloadPdf()} disabled={downloading}>
            {downloading ? t('results.downloading') : t('results.downloadPdf')}
          </Button>
          {/* From a score to its plan: the plan of this evaluation's period. */}
          <Button
            component={RouterLink}
            to={`${appPath(CENTRE_APP_PATHS.plan)}?evaluacion=${String(results.evaluationId)}`}
            variant="outlined"
            size="large"
          >
            {t('app.nav.plan')}
          </Button>
        </Stack>
        {failed && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {t('results.downloadFailed')}
          </Alert>
        )}
      </Paper>

      <KeyOverview results={results} />

      <ScoreHistory results={results} />

      <KeyCards
        results={results}
        hasPrevious={hasPrevious}
        communityAverage={communityAverage}
        similarUnknown={noSimilarGroup}
      />

      {/* Last: it comes with its own call, and its arrival moves nothing above it. */}
      <OtherVoices evaluationId={results.evaluationId} lang={lang} />
    </Stack>
  );
}
