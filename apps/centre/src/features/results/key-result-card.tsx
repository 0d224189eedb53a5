import { MIN_AGGREGATE_CENTRES } from '@eval/contracts/centre-app-constants';
import type { CentreKeyResult } from '@eval/contracts/centre-app';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDifference, formatScore } from '../../lib/format';
import { ChartSlot } from './chart-slot';
import { KeyQuestions } from './key-questions';

/** One key's result: its scores beside the comparisons, its chart and its feedback. */
export function KeyResultCard({
  result,
  hasFirst,
  hasPrevious,
  comunidad,
  communityAverage,
  similarUnknown,
  history,
}: {
  result: CentreKeyResult;
  hasFirst: boolean;
  /** A previous evaluation other than the first: its row would repeat the first's otherwise. */
  hasPrevious: boolean;
  comunidad: string;
  /** "Media de Andalucía", "Mitjana d'Andalusia": the community's average, phrased. */
  communityAverage: string;
  /** The centre has no similar group (its ownership or level is not recorded). */
  similarUnknown: boolean;
  /** This key's score in every finished evaluation, oldest first (shown from two on). */
  history: readonly { periodo: string; score: number | null }[];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const average = (value: number | null) =>
    value === null
      ? t('results.tooFew', { min: String(MIN_AGGREGATE_CENTRES) })
      : formatScore(value, lang);
  const rows: [string, string][] = [
    [
      t('results.score'),
      result.score === null ? t('results.noScore') : formatScore(result.score, lang),
    ],
    ...(hasFirst
      ? ([
          [t('results.firstShort'), formatScore(result.firstScore, lang)],
          [t('results.difference'), formatDifference(result.difference, lang)],
        ] as [string, string][])
      : []),
    ...(hasPrevious
      ? ([
          [t('results.previousShort'), formatScore(result.previousScore, lang)],
          [t('results.previousDifference'), formatDifference(result.previousDifference, lang)],
        ] as [string, string][])
      : []),
    [communityAverage, average(result.communityScore)],
    [t('results.programme'), average(result.programmeScore)],
    [
      t('results.similar'),
      similarUnknown ? t('results.similarUnknown') : average(result.similarScore),
    ],
  ];
  const bars = [
    { name: t('results.thisCentre'), value: result.score },
    ...(hasFirst ? [{ name: t('results.firstShort'), value: result.firstScore }] : []),
    ...(hasPrevious ? [{ name: t('results.previousShort'), value: result.previousScore }] : []),
    ...(result.communityScore !== null ? [{ name: comunidad, value: result.communityScore }] : []),
    ...(result.programmeScore !== null
      ? [{ name: t('results.programme'), value: result.programmeScore }]
      : []),
    ...(result.similarScore !== null
      ? [{ name: t('results.similar'), value: result.similarScore }]
      : []),
  ];
  return (
    <Paper
      component="li"
      sx={{
        p: 2,
        borderLeft: 8,
        borderColor: result.color,
        // A card off the screen is laid out and painted when it comes near it: ten cards of
        // scores, chart and feedback are most of the page's layout work on load.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 640px',
      }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {result.orden}. {result.titulo}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, my: 1 }}
      >
        {rows.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {name}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <ChartSlot
        label={t('results.chartLabel', {
          titulo: result.titulo,
          score: formatScore(result.score, lang),
          first: formatScore(result.firstScore, lang),
          previous: formatScore(result.previousScore, lang),
          community: formatScore(result.communityScore, lang),
          programme: formatScore(result.programmeScore, lang),
          similar: formatScore(result.similarScore, lang),
        })}
        bars={bars}
        colour={result.color}
      />
      {history.length > 1 && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="key-history">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t('results.keyHistory')}:
          </Box>{' '}
          {history.map((h) => `${h.periodo} ${formatScore(h.score, lang)}`).join(' → ')}
        </Typography>
      )}
      <KeyQuestions questions={result.questions} keyTitle={`${result.orden}. ${result.titulo}`} />
      <Typography component="h4" variant="subtitle2" sx={{ mt: 1 }}>
        {t('results.feedback')}
      </Typography>
      {result.feedback ? (
        <>
          {result.feedback.titulo && (
            <Typography sx={{ fontWeight: 600 }}>{result.feedback.titulo}</Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-line' }}>{result.feedback.texto}</Typography>
        </>
      ) : (
        <Typography color="text.secondary">{t('results.noFeedback')}</Typography>
      )}
    </Paper>
  );
}
