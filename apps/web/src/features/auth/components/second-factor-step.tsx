import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@eval/contracts/auth';
import type { LoginChallenge } from '@eval/contracts/second-factor';
import { errorMessage } from '../../../lib/api-errors';
import { useLoginWithCodeMutation } from '../second-step-api';
import { sessionFromLoginResponse } from '../login-result';
import { LoginField } from './login-field';

export const SECOND_FACTOR_STEP_TEXT = {
  title: 'Verificación en dos pasos',
  codeHelp: 'Escriba el código de 6 cifras que muestra su aplicación de autenticación.',
  recoveryHelp: 'Escriba uno de los códigos de recuperación que guardó al activar la verificación.',
  code: 'Código de verificación',
  recoveryCode: 'Código de recuperación',
  submit: 'Verificar',
  useRecovery: 'Usar un código de recuperación',
  useCode: 'Usar el código de la aplicación',
  back: 'Volver a iniciar sesión',
  required: 'Escriba el código.',
  failed: 'No se ha podido comprobar el código. Inténtelo de nuevo.',
} as const;

interface SecondFactorStepProps {
  challenge: LoginChallenge;
  onSignedIn(user: SessionUser): void;
  /** Back to e-mail and password (the challenge expired, or another account). */
  onRestart(): void;
}

/**
 * The sign-in's second step: a code of the authenticator app or, on request, a
 * recovery code. Loaded only when the first step asks for it, so the login page's initial JS
 * does not grow (scripts/check-login-size.mjs). Unlike the first step, a refusal is explained:
 * only someone who knew the password sees it.
 */
export default function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: SecondFactorStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { isLoading }] = useLoginWithCodeMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const text = SECOND_FACTOR_STEP_TEXT;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.trim() === '') {
      setProblem(text.required);
      inputRef.current?.focus();
      return;
    }
    const body = recovery
      ? { challenge: challenge.challenge, recoveryCode: value }
      : { challenge: challenge.challenge, code: value };
    const result = await send(body);
    const user = 'data' in result ? sessionFromLoginResponse(result.data) : null;
    if (user) return onSignedIn(user);
    setProblem('error' in result ? errorMessage(result.error, text.failed) : text.failed);
    setValue('');
    inputRef.current?.focus();
  };

  const switchKind = () => {
    setRecovery((current) => !current);
    setValue('');
    setProblem(null);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      aria-label={text.title}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography component="h2" variant="h6">
        {text.title}
      </Typography>
      <Typography variant="body2">{recovery ? text.recoveryHelp : text.codeHelp}</Typography>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <LoginField
        key={recovery ? 'recovery' : 'code'}
        id={recovery ? 'login-recovery-code' : 'login-code'}
        label={recovery ? text.recoveryCode : text.code}
        type="text"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        value={value}
        onChange={setValue}
        error={null}
        inputRef={inputRef}
        autoFocus
      />
      <Button type="submit" size="large" disabled={isLoading}>
        {text.submit}
      </Button>
      <Link component="button" type="button" onClick={switchKind} sx={{ alignSelf: 'center' }}>
        {recovery ? text.useCode : text.useRecovery}
      </Link>
      <Link component="button" type="button" onClick={onRestart} sx={{ alignSelf: 'center' }}>
        {text.back}
      </Link>
    </Box>
  );
}
