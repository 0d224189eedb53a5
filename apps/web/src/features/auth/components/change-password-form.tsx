import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { OWN_ACCOUNT_MESSAGES } from '@eval/contracts/own-account';
import { PASSWORD_MESSAGES, passwordSchema } from '@eval/contracts/passwords';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { signedIn } from '../../../lib/session-slice';
import { useChangeOwnPasswordMutation } from '../own-account-api';

/** Which field a refusal belongs to: a wrong current password, or anything about the new one. */
type Problem = { field: 'current' | 'new' | 'repeat'; message: string } | null;

/**
 * One's own password, against the current one. The new one's shape and the repetition are
 * checked here to answer at once; the rest of the policy only the server knows, and its Spanish
 * message is shown under the field. The server ends every other session and answers with a new
 * one for this tab, kept as the signed-in session.
 */
export function ChangePasswordForm() {
  const dispatch = useDispatch();
  const [change, changing] = useChangeOwnPasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<Problem>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (current === '')
      return setProblem({ field: 'current', message: 'Escriba su contraseña actual.' });
    const shape = passwordSchema.safeParse(next);
    if (!shape.success)
      return setProblem({
        field: 'new',
        message: shape.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort,
      });
    if (next !== repeat)
      return setProblem({ field: 'repeat', message: PASSWORD_MESSAGES.mismatch });
    try {
      const session = await change({ currentPassword: current, newPassword: next }).unwrap();
      dispatch(signedIn(session));
      setCurrent('');
      setNext('');
      setRepeat('');
      notify(OWN_ACCOUNT_MESSAGES.passwordChanged);
    } catch (error) {
      const message = errorMessage(error);
      setProblem({
        field:
          message === OWN_ACCOUNT_MESSAGES.badCurrentPassword ||
          message === OWN_ACCOUNT_MESSAGES.tooManyWrongPasswords
            ? 'current'
            : 'new',
        message,
      });
    }
  };

  const field = (name: 'current' | 'new' | 'repeat', fallback?: string) => ({
    error: problem?.field === name,
    helperText: problem?.field === name ? problem.message : fallback,
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Cambiar contraseña"
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}
    >
      <TextField
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => {
          setCurrent(event.target.value);
          setProblem(null);
        }}
        {...field('current')}
      />
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(event) => {
          setNext(event.target.value);
          setProblem(null);
        }}
        {...field('new', PASSWORD_MESSAGES.rule)}
      />
      <TextField
        label="Repita la nueva contraseña"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => {
          setRepeat(event.target.value);
          setProblem(null);
        }}
        {...field('repeat')}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={changing.isLoading}>
          Cambiar contraseña
        </Button>
      </Box>
    </Box>
  );
}
