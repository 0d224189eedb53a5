import { lazy, Suspense, useEffect, useState } from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { LoginBody, SessionUser } from '@eval/contracts/auth';
import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';
import type { LoginChallenge } from '@eval/contracts/second-factor';
import { PageHeading } from '../../../components/page-heading';
import { PROGRAMME_TITLE } from '../../../lib/programme';
import { signedIn } from '../../../lib/session-slice';
import { ACCOUNT_PATH } from '../account-path';
import { useLoginMutation } from '../api';
import { LoginForm } from '../components/login-form';

/** The static line that sends a centre's people to their app (`/centro/`). */
export const CENTRE_APP_LINE = {
  question: '¿Es usted de un centro educativo?',
  link: 'Entre en su aplicación',
} as const;

/** The second step is its own chunk: most sign-ins never need it. */
const SecondFactorStep = lazy(() => import('../components/second-factor-step'));

/**
 * The answer's checks use the contract's schemas, so zod: their chunk is fetched once the page
 * is drawn (long before an answer can arrive) instead of delaying its first paint.
 */
const loadLoginResult = () => import('../login-result');

/**
 * /auth/login (spec §2, §4). A successful login keeps the session (mirrored to local storage
 * key `user`) and opens the dashboard. A failure shows nothing and stores nothing (spec §8).
 * An administrator with a second factor gets a challenge instead of a session, and the page
 * asks for a code (docs/security.md).
 */
export default function LoginPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  useEffect(() => void loadLoginResult(), []);

  const enter = (user: SessionUser) => {
    dispatch(signedIn(user));
    navigate(user.secondFactorSetupRequired ? ACCOUNT_PATH : '/admin/dashboard', {
      replace: true,
    });
  };

  const handleLogin = async (credentials: LoginBody) => {
    const result = await login(credentials);
    if (!('data' in result)) return;
    const { challengeFromLoginResponse, sessionFromLoginResponse } = await loadLoginResult();
    const asked = challengeFromLoginResponse(result.data);
    if (asked) return setChallenge(asked);
    const user = sessionFromLoginResponse(result.data);
    if (user) enter(user);
  };

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420 }}>
      <Typography component="p" variant="subtitle1" color="text.secondary" gutterBottom>
        {PROGRAMME_TITLE}
      </Typography>
      <PageHeading title="Iniciar sesión" />
      {challenge ? (
        <Suspense fallback={null}>
          <SecondFactorStep
            challenge={challenge}
            onSignedIn={enter}
            onRestart={() => setChallenge(null)}
          />
        </Suspense>
      ) : (
        <>
          <LoginForm
            onSubmit={(credentials) => void handleLogin(credentials)}
            submitting={isLoading}
          />
          {/* A centre's people have their own app: a refused sign-in here stays silent (spec
              §8), so the way there is written before any attempt. */}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
            {CENTRE_APP_LINE.question}{' '}
            <Link href={CENTRE_APP_PATHS.home}>{CENTRE_APP_LINE.link}</Link>
          </Typography>
        </>
      )}
    </Paper>
  );
}
