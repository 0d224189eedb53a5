import { MIN_AGGREGATE_CENTRES } from '@eval/contracts/centre-app-constants';
import type { CentreKeyResult } from '@eval/contracts/centre-app';
import { Fragment, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDifference, formatScore } from '../../lib/format';
import { ChartSlot } from './chart-slot';
import { KeyQuestions } from './key-questions';
import styles from './key-result-card.module.css';

/**
 * One key's result: its scores beside the comparisons, its chart and its feedback. Plain
 * elements styled by a CSS module, not MUI's styled components: the results have ten of these
 * and rendering them was the screen's longest work on a phone (key-result-card.module.css).
 */
export const KeyResultCard = memo(function KeyResultCard({
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
    <li className={styles.card} style={{ borderLeftColor: result.color }}>
      <h3 className={styles.title}>
        {result.orden}. {result.titulo}
      </h3>
      <dl className={styles.scores}>
        {rows.map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
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
        <p className={`${styles.small} ${styles.history}`} data-testid="key-history">
          <span className={styles.strong}>{t('results.keyHistory')}:</span>{' '}
          {history.map((h) => `${h.periodo} ${formatScore(h.score, lang)}`).join(' → ')}
        </p>
      )}
      <KeyQuestions questions={result.questions} keyTitle={`${result.orden}. ${result.titulo}`} />
      <h4 className={styles.subheading}>{t('results.feedback')}</h4>
      {result.feedback ? (
        <>
          {result.feedback.titulo && (
            <p className={`${styles.text} ${styles.strong}`}>{result.feedback.titulo}</p>
          )}
          <p className={styles.feedback}>{result.feedback.texto}</p>
        </>
      ) : (
        <p className={styles.secondary}>{t('results.noFeedback')}</p>
      )}
    </li>
  );
});
