import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';
import type { CentreHome } from '@eval/contracts/centre-app';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoadState } from '../../components/load-state';
import { apiLanguageOf, appLanguageOf } from '../../i18n/languages';
import { formatDate } from '../../lib/format';
import { appPath } from '../../lib/paths';
import { OverdueActions } from './overdue-actions';
import { useGetHomeQuery } from './api';
import { centreStatusLabel, overallPercentage } from './progress';
import { SubmitDialog } from './submit-dialog';

/** The centre's home: period, status, progress per key and, for the coordinator, who answered. */
export function HomePage() {
  const { i18n } = useTranslation();
  const lang = apiLanguageOf(appLanguageOf(i18n.language));
  // Read again on every visit: who answered and when change with every save, here or elsewhere.
  const home = useGetHomeQuery({ lang }, { refetchOnMountOrArgChange: true });
  if (!home.data) return <LoadState failed={home.isError} onRetry={() => void home.refetch()} />;
  return <HomeView home={home.data} />;
}

function HomeView({ home }: { home: CentreHome }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const status = centreStatusLabel(home.status);
  const finished = home.status === 'FINISHED';
  const overall = overallPercentage(home.keys);
  const isCoordinator = home.user.isCoordinator;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h1" variant="h5">
          {t('home.greeting', { name: home.user.nombre })}
        </Typography>
        <Typography color="text.secondary">{home.centre.nombre}</Typography>
      </Box>

      <Paper component="section" aria-labelledby="period-title" sx={{ p: 2 }}>
        {home.period ? (
          <Stack spacing={1}>
            <Typography id="period-title" component="h2" variant="h6">
              {t('home.period', { periodo: home.period.periodo })}
            </Typography>
            <Typography color="text.secondary">
              {t('home.openSince', { date: formatDate(home.period.abiertoDesde, i18n.language) })}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
            >
              <Typography component="span">{t('home.status')}:</Typography>
              <Chip
                label={t(`home.statuses.${status}`)}
                color={finished ? 'success' : status === 'inProgress' ? 'primary' : 'default'}
                data-testid="centre-status"
              />
            </Stack>
            {finished && home.finishedAt && (
              <Typography>
                {t('home.finishedOn', { date: formatDate(home.finishedAt, i18n.language) })}
              </Typography>
            )}
            {!finished && home.lastAnswerAt && (
              <Typography color="text.secondary">
                {t('home.lastAnswer', { date: formatDate(home.lastAnswerAt, i18n.language) })}
              </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }}>
              <Button component={RouterLink} to={appPath(CENTRE_APP_PATHS.answer)} size="large">
                {finished
                  ? t('home.review')
                  : status === 'notStarted'
                    ? t('home.start')
                    : t('home.continue')}
              </Button>
              {home.hasResults && (
                <Button
                  component={RouterLink}
                  to={appPath(CENTRE_APP_PATHS.results)}
                  variant="outlined"
                  size="large"
                >
                  {t('home.seeResults')}
                </Button>
              )}
              <Button
                component={RouterLink}
                to={appPath(CENTRE_APP_PATHS.plan)}
                variant="outlined"
                size="large"
              >
                {t('app.nav.plan')}
              </Button>
            </Stack>
            {home.canSubmit && (
              <Alert severity="success" sx={{ mt: 1 }}>
                {t('home.submitReady')} {!isCoordinator && t('home.coordinatorOnly')}
              </Alert>
            )}
            {home.canSubmit && isCoordinator && (
              <Box>
                <Button color="success" size="large" onClick={() => setSubmitting(true)}>
                  {t('answer.submit')}
                </Button>
                <SubmitDialog
                  centerId={home.centre.id}
                  periodo={home.period.periodo}
                  open={submitting}
                  onClose={() => setSubmitting(false)}
                  onDone={() => {
                    setSubmitting(false);
                    void navigate(appPath(CENTRE_APP_PATHS.results), {
                      state: { submitted: true },
                    });
                  }}
                />
              </Box>
            )}
          </Stack>
        ) : (
          <Typography id="period-title">{t('home.noPeriod')}</Typography>
        )}
      </Paper>

      <OverdueActions actions={home.overdueActions} />

      {home.period && (
        <Box component="section" aria-labelledby="progress-title">
          <Typography id="progress-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
            {t('home.progressTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('home.overall', { percentage: String(overall) })}
          </Typography>
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {home.keys.map((key, index) => (
              <Paper
                component="li"
                key={key.keyId}
                // The card opens its key: its title's link covers it (one link, named by the key).
                sx={{
                  p: 1.5,
                  borderLeft: 8,
                  borderColor: key.color,
                  position: 'relative',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}
                >
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    <Link
                      component={RouterLink}
                      to={`${appPath(CENTRE_APP_PATHS.answer)}?clave=${index + 1}`}
                      aria-label={t('home.openKey', { titulo: `${key.orden}. ${key.titulo}` })}
                      color="inherit"
                      underline="hover"
                      sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
                    >
                      {key.orden}. {key.titulo}
                    </Link>
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                    {key.percentage >= 100 ? t('home.complete') : `${key.percentage} %`}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={key.percentage}
                  aria-label={`${key.titulo}: ${t('home.keyProgress', { num: String(key.num), total: String(key.total) })}`}
                  sx={{ my: 1, height: 8, borderRadius: 4 }}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('home.keyProgress', { num: String(key.num), total: String(key.total) })}
                </Typography>
                {isCoordinator && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {t('home.answeredBy')}:{' '}
                    {key.answeredBy.length === 0
                      ? t('home.nobody')
                      : key.answeredBy
                          .map((a) =>
                            t('home.answeredByItem', {
                              name: `${a.nombre} ${a.apellidos}`.trim(),
                              count: a.answers,
                            }),
                          )
                          .join(' · ')}
                  </Typography>
                )}
              </Paper>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
