import { CENTRE_APP_BASE, CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { ScreenBoundary } from '../components/screen-boundary';
import { LoadState } from '../components/load-state';
import { useSessionExpired, useSessionUser } from '../lib/hooks';
import { lazyScreen } from '../lib/lazy-screen';
import { appPath, CONSULTATIONS_PATH } from '../lib/paths';
import { appReturnPath, writeSignInHandoff } from '../lib/sign-in-handoff';

// Screens after sign-in load on demand, so the sign-in page (a phone's first visit) stays small;
// a screen whose chunk failed to load can be loaded again (lazy-screen.ts, screen-boundary.tsx).
// The signed-in frame too: it holds the save queue, which brings the quiz's calls and schemas.
const Layout = lazyScreen(() => import('./layout').then((m) => ({ default: m.Layout })));
const HomePage = lazyScreen(() =>
  import('../features/quiz/home-page').then((m) => ({ default: m.HomePage })),
);
const AnswerPage = lazyScreen(() =>
  import('../features/quiz/answer-page').then((m) => ({ default: m.AnswerPage })),
);
const ResultsPage = lazyScreen(() =>
  import('../features/results/results-page').then((m) => ({ default: m.ResultsPage })),
);
const PlanPage = lazyScreen(() =>
  import('../features/plan/plan-page').then((m) => ({ default: m.PlanPage })),
);
const ConsultationsPage = lazyScreen(() =>
  import('../features/consultations/consultations-page').then((m) => ({
    default: m.ConsultationsPage,
  })),
);
const ForgotPasswordPage = lazyScreen(() =>
  import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const SetPasswordPage = lazyScreen(() =>
  import('../features/auth/set-password-page').then((m) => ({ default: m.SetPasswordPage })),
);

/** The signed-in screens by path, to load the one opened at the same time as the frame. */
const SIGNED_IN_SCREENS = new Map([
  [appPath(CENTRE_APP_PATHS.home), HomePage],
  [appPath(CENTRE_APP_PATHS.answer), AnswerPage],
  [appPath(CENTRE_APP_PATHS.results), ResultsPage],
  [appPath(CENTRE_APP_PATHS.plan), PlanPage],
  [appPath(CONSULTATIONS_PATH), ConsultationsPage],
]);

/**
 * Signed-in screens need a centre user; without one (never signed in, or the session ended),
 * the sign-in page, which comes back here (the page and its query) afterwards.
 */
function Guarded() {
  const user = useSessionUser();
  const location = useLocation();
  // Both chunks at once, not the screen's after the frame's has loaded and rendered.
  if (user) SIGNED_IN_SCREENS.get(location.pathname.replace(/\/+$/, '') || '/')?.preload();
  if (!user)
    return (
      <Navigate
        to={appPath(CENTRE_APP_PATHS.signIn)}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  return <Layout />;
}

/** The path the app was loaded at: the server sends the sign-in its own page, not this app. */
const BOOT_PATH = typeof window === 'undefined' ? '' : window.location.pathname;

/** The `from` and `email` a navigation to the sign-in carried, as paths of the whole site. */
function handoffOf(state: unknown, expired: boolean) {
  const { from, email } = (state ?? {}) as { from?: unknown; email?: unknown };
  return {
    from:
      typeof from === 'string' && from.startsWith('/') ? `${CENTRE_APP_BASE}${from}` : undefined,
    email: typeof email === 'string' ? email : undefined,
    expired,
  };
}

/**
 * The sign-in is a page of its own (entrar.html, src/sign-in: a few kB for a phone's first
 * visit), so the app goes there with a page load, leaving it where to come back to and the
 * e-mail to fill in. A signed-in visitor goes where the sign-in would take them.
 */
function SignInElsewhere() {
  const user = useSessionUser();
  const expired = useSessionExpired();
  const { state, search } = useLocation();
  const handoff = handoffOf(state, expired);
  // Loaded at this path means the server sent the app instead (a build without the page):
  // reloading would only load the app again, so the way on is a link.
  const loadedHere = BOOT_PATH.replace(/\/+$/, '') === CENTRE_APP_PATHS.signIn;
  useEffect(() => {
    if (user || loadedHere) return;
    writeSignInHandoff(handoff);
    window.location.replace(`${CENTRE_APP_PATHS.signIn}${search}`);
  });
  if (user) return <Navigate to={appPath(appReturnPath(handoff.from))} replace />;
  return <LoadState failed={loadedHere} onRetry={() => window.location.reload()} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Container component="main" id="contenido" maxWidth="sm" sx={{ py: 6 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('app.notFound')}
      </Typography>
      <Button component={RouterLink} to={appPath(CENTRE_APP_PATHS.home)}>
        {t('app.backHome')}
      </Button>
    </Container>
  );
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary resetKey={pathname}>
      <Suspense fallback={<LoadState failed={false} onRetry={() => undefined} />}>
        <Routes>
          <Route path={appPath(CENTRE_APP_PATHS.signIn)} element={<SignInElsewhere />} />
          <Route path={appPath(CENTRE_APP_PATHS.forgotPassword)} element={<ForgotPasswordPage />} />
          <Route path={appPath(CENTRE_APP_PATHS.setPassword)} element={<SetPasswordPage />} />
          <Route element={<Guarded />}>
            <Route path={appPath(CENTRE_APP_PATHS.home)} element={<HomePage />} />
            <Route path={appPath(CENTRE_APP_PATHS.answer)} element={<AnswerPage />} />
            <Route path={appPath(CENTRE_APP_PATHS.results)} element={<ResultsPage />} />
            <Route path={appPath(CENTRE_APP_PATHS.plan)} element={<PlanPage />} />
            <Route path={appPath(CONSULTATIONS_PATH)} element={<ConsultationsPage />} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </ScreenBoundary>
  );
}
