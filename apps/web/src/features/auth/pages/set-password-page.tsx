import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PASSWORD_MESSAGES, passwordSchema } from '@eval/contracts/users';
import { PageHeading } from '../../../components/page-heading';
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
    <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }}>
      <PageHeading title="Establecer contraseña" />
      {!token && <Alert severity="error">{PASSWORD_MESSAGES.invalidLink}</Alert>}
      {data ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {data.message}
        </Alert>
      ) : (
        token && (
          <Box
            component="form"
            noValidate
            onSubmit={submit}
            aria-label="Establecer contraseña"
            sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 2 }}
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
              <Alert severity="error">
                {problem ?? firstProblemMessage(error, OPERATION_FAILED)}
              </Alert>
            )}
            <Button type="submit" size="large" disabled={isLoading}>
              Guardar contraseña
            </Button>
          </Box>
        )
      )}
      <Link component={RouterLink} to="/auth/login">
        Ir a iniciar sesión
      </Link>
    </Paper>
  );
}
