import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { LoadState } from '../components/load-state';
import { OfflineNotice } from '../components/offline-notice';
import { ScreenBoundary } from '../components/screen-boundary';
import { forgetSaves } from '../features/quiz/saved-answers';
import { disposeSaveQueues, useSaveQueue } from '../features/quiz/use-save-queue';
import { useSessionUser } from '../lib/hooks';
import { api } from '../lib/api';
import { appPath, CONSULTATIONS_PATH } from '../lib/paths';
import { signedOut } from '../lib/session-slice';
import { reloadIfReleaseChanged } from '../pwa/register';

const sections = [
  { to: CENTRE_APP_PATHS.home, label: 'app.nav.home' },
  { to: CENTRE_APP_PATHS.answer, label: 'app.nav.answer' },
  { to: CENTRE_APP_PATHS.results, label: 'app.nav.results' },
  { to: CENTRE_APP_PATHS.plan, label: 'app.nav.plan' },
  { to: CONSULTATIONS_PATH, label: 'app.nav.consultations' },
] as const;

/**
 * The frame of the signed-in screens: header, sections, the offline notice and the screen. It
 * holds the centre's save queue, so answers left unsaved (offline, or by an ended session) are
 * sent right after the sign-in whatever the screen. A screen that fails to load shows why and a
 * retry inside the frame (ScreenBoundary), never a blank page.
 */
export function Layout() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  useSaveQueue(useSessionUser()?.centros_id ?? 0);
  // A new release took over while this page ran the old one: the next screen loads it anew.
  useEffect(() => {
    reloadIfReleaseChanged();
  }, [pathname]);
  const signOut = () => {
    disposeSaveQueues();
    forgetSaves();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
  return (
    <>
      <Link
        href="#contenido"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('app.skipToContent')}
      </Link>
      <AppBar position="static" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontSize: { xs: 17, sm: 20 } }}>
            {t('app.title')}
          </Typography>
          <LanguageSwitch light />
          <Button variant="outlined" color="inherit" onClick={signOut}>
            {t('app.signOut')}
          </Button>
        </Toolbar>
        <Box component="nav" aria-label={t('app.nav.main')} sx={{ bgcolor: 'primary.dark' }}>
          <Stack
            direction="row"
            component="ul"
            sx={{ listStyle: 'none', m: 0, px: 1, overflowX: 'auto' }}
          >
            {sections.map((section) => (
              <li key={section.to}>
                <Button
                  component={NavLink}
                  to={appPath(section.to)}
                  end
                  variant="text"
                  sx={{
                    color: 'common.white',
                    borderRadius: 0,
                    borderBottom: 3,
                    borderColor: 'transparent',
                    '&.active': { borderColor: 'common.white', fontWeight: 700 },
                  }}
                >
                  {t(section.label)}
                </Button>
              </li>
            ))}
          </Stack>
        </Box>
      </AppBar>
      <OfflineNotice />
      <Container
        component="main"
        id="contenido"
        tabIndex={-1}
        maxWidth="md"
        sx={{ py: 3, px: { xs: 2, sm: 3 } }}
      >
        <ScreenBoundary resetKey={pathname}>
          <Suspense fallback={<LoadState failed={false} onRetry={() => undefined} />}>
            <Outlet />
          </Suspense>
        </ScreenBoundary>
      </Container>
    </>
  );
}
