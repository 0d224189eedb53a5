import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';
import type { CentreEvaluationSummary } from '@eval/contracts/centre-app';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatScore } from '../../lib/format';
import { appPath } from '../../lib/paths';

/** The centre's evaluations of every period, each finished one a link to its results. */
export function EvaluationList({
  evaluations,
  shownId,
}: {
  evaluations: readonly CentreEvaluationSummary[];
  shownId: number | null;
}) {
  const { t, i18n } = useTranslation();
  if (evaluations.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="earlier-title">
      <Typography id="earlier-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('results.earlier')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {evaluations.map((evaluation) => {
          const finished = evaluation.status === 'FINISHED';
          return (
            <Paper
              component="li"
              key={evaluation.evaluationId}
              sx={{
                p: 1.5,
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
              }}
            >
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{evaluation.periodo}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {finished
                    ? `${t('results.finishedOn', { date: formatDate(evaluation.finishedAt, i18n.language) })} · ${t('results.score')}: ${formatScore(evaluation.score, i18n.language)}`
                    : t('results.notFinishedYet')}
                </Typography>
              </Box>
              {finished &&
                (evaluation.evaluationId === shownId ? (
                  <Typography variant="body2">{t('results.current')}</Typography>
                ) : (
                  <Button
                    component={RouterLink}
                    to={`${appPath(CENTRE_APP_PATHS.results)}?evaluacion=${evaluation.evaluationId}`}
                    variant="outlined"
                    size="small"
                    aria-label={`${t('results.view')} ${evaluation.periodo}`}
                  >
                    {t('results.view')}
                  </Button>
                ))}
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
