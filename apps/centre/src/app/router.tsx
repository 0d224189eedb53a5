import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { LoadState } from '../components/load-state';
import { SignInPage } from '../features/auth/sign-in-page';
import { useSessionUser } from '../lib/hooks';
import { appPath } from '../lib/paths';
import { Layout } from './layout';

// Screens after sign-in load on demand, so the sign-in page (a phone's first visit) stays small.
const HomePage = lazy(() =>
  import('../features/quiz/home-page').then((m) => ({ default: m.HomePage })),
);
const AnswerPage = lazy(() =>
  import('../features/quiz/answer-page').then((m) => ({ default: m.AnswerPage })),
);
const ResultsPage = lazy(() =>
  import('../features/results/results-page').then((m) => ({ default: m.ResultsPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const SetPasswordPage = lazy(() =>
  import('../features/auth/set-password-page').then((m) => ({ default: m.SetPasswordPage })),
);

/** Signed-in screens need a centre user; without one, the sign-in page. */
function Guarded() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user)
    return (
      <Navigate to={appPath(CENTRE_APP_PATHS.signIn)} replace state={{ from: location.pathname }} />
    );
  return <Layout />;
}

/** A signed-in visitor who opens the sign-in page goes home instead. */
function SignedOutOnly() {
  const user = useSessionUser();
  return user ? <Navigate to={appPath(CENTRE_APP_PATHS.home)} replace /> : <SignInPage />;
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
  return (
    <Suspense fallback={<LoadState failed={false} onRetry={() => undefined} />}>
      <Routes>
        <Route path={appPath(CENTRE_APP_PATHS.signIn)} element={<SignedOutOnly />} />
        <Route path={appPath(CENTRE_APP_PATHS.forgotPassword)} element={<ForgotPasswordPage />} />
        <Route path={appPath(CENTRE_APP_PATHS.setPassword)} element={<SetPasswordPage />} />
        <Route element={<Guarded />}>
          <Route path={appPath(CENTRE_APP_PATHS.home)} element={<HomePage />} />
          <Route path={appPath(CENTRE_APP_PATHS.answer)} element={<AnswerPage />} />
          <Route path={appPath(CENTRE_APP_PATHS.results)} element={<ResultsPage />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
