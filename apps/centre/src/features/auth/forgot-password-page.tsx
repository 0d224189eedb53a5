import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { TextInput } from '../../components/text-input';
import { appPath } from '../../lib/paths';
import { useForgotPasswordMutation } from './api';

/** Asks for a set-password link; the answer never says whether the e-mail has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [send, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    const result = await send({ email: email.trim() });
    setOutcome('error' in result ? 'failed' : 'sent');
  };

  return (
    <AuthCard title={t('password.forgotTitle')}>
      <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)}>
        <p style={{ margin: 0 }}>{t('password.forgotIntro')}</p>
        {outcome === 'sent' && (
          <Alert severity="success" role="status">
            {t('password.forgotSent')}
          </Alert>
        )}
        {outcome === 'failed' && (
          <Alert severity="error" role="alert">
            {t('password.failed')}
          </Alert>
        )}
        <TextInput
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <Button type="submit" size="large" disabled={isLoading}>
          {t('password.send')}
        </Button>
        <Link component={RouterLink} to={appPath(CENTRE_APP_PATHS.signIn)}>
          {t('password.toSignIn')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
