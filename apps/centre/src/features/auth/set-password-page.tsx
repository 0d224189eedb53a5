import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { TextInput } from '../../components/text-input';
import { signedIn } from '../../lib/session-slice';
import { appPath } from '../../lib/paths';
import { useCheckLinkQuery, useSetPasswordMutation } from './api';
import { useSignInMutation } from './sign-in-api';
import { passwordShapeProblem, setPasswordFailure, type PasswordProblem } from './password-problem';

/** Where the welcome and reset e-mails' link lands (`?token=…`): the new password is set here. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [save, { isLoading }] = useSetPasswordMutation();
  const [signIn, { isLoading: signingIn }] = useSignInMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | { message: string } | 'failed' | null>(
    token ? null : 'invalidLink',
  );
  /** The account's e-mail once the password is saved but the sign-in that follows failed. */
  const [saved, setSaved] = useState<string | null>(null);
  // Asked as the page opens: a used or expired link says so before a password is typed. Only
  // the server's "this link does not work" (400) counts; another failure leaves the form.
  const link = useCheckLinkQuery(token, { skip: token === '' });
  const linkRefused =
    link.error !== undefined && 'status' in link.error && link.error.status === 400;
  const shown = linkRefused && problem === null ? 'invalidLink' : problem;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const shape = passwordShapeProblem(password, repeated);
    if (shape) {
      setProblem(shape);
      return;
    }
    const result = await save({ token, password });
    if ('error' in result) {
      setProblem(setPasswordFailure(result.error) ?? 'failed');
      return;
    }
    setProblem(null);
    // The person has just proved they hold the account: sign them in with what they typed,
    // in the language the page is in. Should that fail (a lock, the network), the sign-in
    // page opens with their e-mail filled.
    const session = await signIn({ email: result.data.email, password });
    if (session.data) {
      dispatch(signedIn(session.data));
      void navigate(appPath(CENTRE_APP_PATHS.home), { replace: true });
      return;
    }
    setSaved(result.data.email);
  };

  const message =
    shown === null ? null : typeof shown === 'object' ? shown.message : t(`password.${shown}`);

  return (
    <AuthCard title={t('password.setTitle')}>
      {saved !== null ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('password.saved')}
          </Alert>
          <Button
            component={RouterLink}
            to={appPath(CENTRE_APP_PATHS.signIn)}
            state={{ email: saved }}
            size="large"
          >
            {t('password.toSignIn')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)}>
          {message && (
            <Alert severity="error" role="alert">
              {message}
              {shown === 'invalidLink' && (
                <>
                  {' '}
                  <Link
                    component={RouterLink}
                    to={appPath(CENTRE_APP_PATHS.forgotPassword)}
                    color="inherit"
                    sx={{ fontWeight: 600 }}
                  >
                    {t('password.requestNew')}
                  </Link>
                </>
              )}
            </Alert>
          )}
          {/* Without a working link there is nothing to type: only the way to ask for a new one. */}
          {token !== '' && !linkRefused && (
            <>
              <TextInput
                label={t('password.newPassword')}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                helperText={t('password.rule')}
                required
              />
              <TextInput
                label={t('password.repeatPassword')}
                type="password"
                autoComplete="new-password"
                value={repeated}
                onChange={(e) => setRepeated(e.target.value)}
                required
              />
              <Button type="submit" size="large" disabled={isLoading || signingIn}>
                {t('password.save')}
              </Button>
            </>
          )}
        </Stack>
      )}
    </AuthCard>
  );
}
