import type { CentreResults } from '@eval/contracts/centre-app';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../lib/format';
import { ChartSlot } from './chart-slot';

/** Longest key title beside a bar: a phone's chart keeps most of its width for the bars. */
const LABEL_CHARS = 22;
const shortTitle = (title: string) =>
  title.length > LABEL_CHARS ? `${title.slice(0, LABEL_CHARS - 1).trimEnd()}…` : title;

/** Every key's score at a glance, each in its key's colour; the chart's label says the numbers. */
export function KeyOverview({ results }: { results: CentreResults }) {
  const { t, i18n } = useTranslation();
  const scores = results.keys
    .map((k) => `${k.orden}. ${k.titulo} ${formatScore(k.score, i18n.language)}`)
    .join('; ');
  return (
    <Paper component="section" aria-labelledby="overview-title" sx={{ p: 2 }}>
      <Typography id="overview-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('results.overview')}
      </Typography>
      <ChartSlot
        label={t('results.overviewLabel', { scores })}
        bars={results.keys.map((k) => ({
          name: `${k.orden}. ${shortTitle(k.titulo)}`,
          value: k.score,
        }))}
        colour={results.keys[0]?.color ?? '#2b74c4'}
        colours={results.keys.map((k) => k.color)}
      />
    </Paper>
  );
}
