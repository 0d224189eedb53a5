import type { CentreResults } from '@eval/contracts/centre-app';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScore, localeOf } from '../../lib/format';
import { HistoryChartSlot } from './history-chart-slot';

/** Read by screen readers, not shown: the chart's numbers as a table. */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const GLOBAL_COLOUR = '#1f4e85';

/**
 * Every finished evaluation's global score over time as a line, and one key's beside it when
 * chosen: eleven lines on a phone's width read as none. The table after it holds every key's
 * score of every period, for a screen reader (the chart is one image to it).
 */
export function ScoreHistory({ results }: { results: CentreResults }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const selectId = useId();
  const [keyId, setKeyId] = useState<number | null>(null);
  const history = results.history;
  if (history.length < 2) return null;
  const chosen = results.keys.find((k) => k.keyId === keyId);
  const scoreOf = (entry: (typeof history)[number], id: number) =>
    entry.keys.find((k) => k.keyId === id)?.score ?? null;
  const lines = [
    { name: t('results.overallScore'), values: history.map((h) => h.score), colour: GLOBAL_COLOUR },
    ...(chosen
      ? [
          {
            name: `${chosen.orden}. ${chosen.titulo}`,
            values: history.map((h) => scoreOf(h, chosen.keyId)),
            colour: chosen.color,
          },
        ]
      : []),
  ];
  const label = t('results.historyLabel', {
    scores: lines
      .map(
        (line) =>
          `${line.name}: ${history
            .map((h, i) => `${h.periodo} ${formatScore(line.values[i], language)}`)
            .join(', ')}`,
      )
      .join('; '),
  });
  return (
    <Paper component="section" aria-labelledby="history-title" sx={{ p: 2 }}>
      <Typography id="history-title" component="h2" variant="h6">
        {t('results.history')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('results.historyIntro')}
      </Typography>
      <Box sx={{ mb: 1.5 }}>
        <Typography component="label" htmlFor={selectId} variant="body2" sx={{ display: 'block' }}>
          {t('results.historySeries')}
        </Typography>
        <Box
          component="select"
          id={selectId}
          value={keyId ?? ''}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            setKeyId(event.target.value === '' ? null : Number(event.target.value))
          }
          sx={{ width: '100%', minHeight: 44, mt: 0.5, font: 'inherit', px: 1 }}
        >
          <option value="">{t('results.historyOnlyGlobal')}</option>
          {results.keys.map((k) => (
            <option key={k.keyId} value={k.keyId}>
              {k.orden}. {k.titulo}
            </option>
          ))}
        </Box>
      </Box>
      <HistoryChartSlot
        label={label}
        locale={localeOf(language)}
        periods={history.map((h) => h.periodo)}
        lines={lines}
      />
      {/* The box hides it: a table itself grows to its content whatever its width says. */}
      <div style={visuallyHidden}>
        <table data-testid="history-table">
          <caption>{t('results.historyTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('results.period')}</th>
              <th scope="col">{t('results.overallScore')}</th>
              {results.keys.map((k) => (
                <th key={k.keyId} scope="col">
                  {k.orden}. {k.titulo}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history.map((h) => (
              <tr key={h.evaluationId}>
                <th scope="row">{h.periodo}</th>
                <td>{formatScore(h.score, language)}</td>
                {results.keys.map((k) => (
                  <td key={k.keyId}>{formatScore(scoreOf(h, k.keyId), language)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Paper>
  );
}
