import {
  ADMIN_APP_SIGN_IN,
  CENTRE_APP_PATHS,
  type CentreLoginRefusal,
} from '@eval/contracts/centre-app-constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { TextInput } from '../../components/text-input';
import { appLanguageOf, storedLanguage } from '../../i18n/languages';
import { useSessionExpired } from '../../lib/hooks';
import { signedIn } from '../../lib/session-slice';
import { appPath } from '../../lib/paths';
import { useSignInMutation } from './sign-in-api';
import { signInRefusal } from './sign-in-refusal';

type Problem = { refusal: CentreLoginRefusal } | { other: 'required' | 'failed' };

/** The `email` a page passed in the navigation's state, if any. */
function emailOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}

/**
 * Where to go after signing in: the page the guard sent the person away from (an ended session
 * brings them back to the question they were on), else the home. Only a path of this app.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : appPath(CENTRE_APP_PATHS.home);
}

/** The centre app's own sign-in, with a clear message for every refusal. */
export function SignInPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const expired = useSessionExpired();
  const [signIn, { isLoading }] = useSignInMutation();
  // The set-password page sends the account's e-mail along when it could not sign in itself.
  const [email, setEmail] = useState(emailOf(location.state));
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setProblem({ other: 'required' });
      return;
    }
    const result = await signIn({ email: email.trim(), password });
    if ('error' in result) {
      const refusal = signInRefusal(result.error);
      setProblem(refusal ? { refusal } : { other: 'failed' });
      return;
    }
    // The user's language, unless this browser already chose one.
    if (!storedLanguage()) await i18n.changeLanguage(appLanguageOf(result.data.language_id));
    dispatch(signedIn(result.data));
    void navigate(returnPath(location.state), { replace: true });
  };

  const message = problem
    ? 'refusal' in problem
      ? t(`signIn.refusals.${problem.refusal}`)
      : t(problem.other === 'required' ? 'signIn.required' : 'signIn.failed')
    : null;

  return (
    <AuthCard title={t('signIn.title')}>
      <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)}>
        <p style={{ margin: 0 }}>{t('signIn.intro')}</p>
        {expired && !problem && <Alert severity="info">{t('signIn.expired')}</Alert>}
        {message && (
          <Alert severity="error" role="alert">
            {message}
            {problem && 'refusal' in problem && problem.refusal === 'ADMINISTRATOR' && (
              <>
                {' '}
                <Link href={ADMIN_APP_SIGN_IN} color="inherit" sx={{ fontWeight: 600 }}>
                  {t('signIn.adminLink')}
                </Link>
              </>
            )}
          </Alert>
        )}
        <TextInput
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextInput
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" size="large" disabled={isLoading}>
          {t('signIn.submit')}
        </Button>
        <Link component={RouterLink} to={appPath(CENTRE_APP_PATHS.forgotPassword)}>
          {t('signIn.forgot')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
