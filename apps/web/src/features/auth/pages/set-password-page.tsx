import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { PASSWORD_MESSAGES, passwordSchema } from '@eval/contracts/users';
import { PasswordLinkCard } from '../components/password-link-card';
import { useSetPasswordMutation } from '../password-api';
import { firstProblemMessage, OPERATION_FAILED } from '../../../lib/api-errors';

/**
 * /auth/set-password?token=…: the page the e-mailed single-use link opens. The shape rules
 * (length, no spaces at the edges) are checked here first to answer at once; whether the
 * password is guessable or made of the person's data only the server knows, and its Spanish
 * message is shown as it comes.
 */
export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading, data, error }] = useSetPasswordMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? null);
    if (password !== repeat) return setProblem(PASSWORD_MESSAGES.mismatch);
    setProblem(null);
    void save({ token, password });
  };

  return (
    <PasswordLinkCard
      title="Establecer contraseña"
      notice={!token && <Alert severity="error">{PASSWORD_MESSAGES.invalidLink}</Alert>}
      done={data}
      showForm={token !== ''}
      onSubmit={submit}
      submitLabel="Guardar contraseña"
      busy={isLoading}
      backLabel="Ir a iniciar sesión"
    >
      <TextField
        id="new-password"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        helperText={PASSWORD_MESSAGES.rule}
      />
      <TextField
        id="repeat-password"
        label="Repita la contraseña"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
      />
      {(problem ?? error) && (
        <Alert severity="error">{problem ?? firstProblemMessage(error, OPERATION_FAILED)}</Alert>
      )}
    </PasswordLinkCard>
  );
}
