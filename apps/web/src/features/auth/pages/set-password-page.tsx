import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import type { FieldErrors } from 'react-hook-form';
import { PASSWORD_MESSAGES, setPasswordBodySchema } from '@eval/contracts/users';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm, type Draft } from '../../../components/form/use-contract-form';
import { PasswordLinkCard } from '../components/password-link-card';
import { useCheckLinkQuery, useSetPasswordMutation } from '../password-api';
import { errorMessage, OPERATION_FAILED } from '../../../lib/api-errors';

type SetPasswordDraft = Draft<{ token: string; password: string }>;

/**
 * What a refused submit says, in the order the page has always checked: the password's shape,
 * then whether both fields match, then the link's token (which the server used to refuse).
 */
function refusal(errors: FieldErrors<SetPasswordDraft>, matches: boolean): string | null {
  const message = errors.password?.message ?? (matches ? undefined : PASSWORD_MESSAGES.mismatch);
  return message ?? errors.token?.message ?? null;
}

/**
 * /auth/set-password?token=…: the page the e-mailed single-use link opens. The contract's
 * shape rules (length, no spaces at the edges) are checked here first to answer at once, the
 * repeated password beside them; whether the password is guessable or made of the person's data
 * only the server knows, and its Spanish message is shown as it comes. A refusal stays in the
 * alert until the next submit.
 */
export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useContractForm(
    setPasswordBodySchema,
    { token, password: '' },
    { markRequired: false },
  );
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading, data, error }] = useSetPasswordMutation();
  // Asked as the page opens: a used or expired link says so before a password is
  // typed. Only the server's "this link does not work" hides the form; any other failure (no
  // network, too many requests) leaves it, and the submit will say what is wrong.
  const link = useCheckLinkQuery(token, { skip: token === '' });
  const linkRefused =
    token === '' ||
    (link.error !== undefined && 'status' in link.error && link.error.status === 400);

  const submit = form.handleSubmit(
    (body) => {
      setProblem(refusal({}, body.password === repeat));
      if (body.password === repeat) void save(body);
    },
    (errors) => setProblem(refusal(errors, form.getValues('password') === repeat)),
  );

  return (
    <PasswordLinkCard
      title="Establecer contraseña"
      notice={linkRefused && <Alert severity="error">{PASSWORD_MESSAGES.invalidLink}</Alert>}
      done={data}
      showForm={!linkRefused}
      onSubmit={(event) => void submit(event)}
      submitLabel="Guardar contraseña"
      busy={isLoading}
      backLabel="Ir a iniciar sesión"
    >
      <FormTextField
        form={form}
        name="password"
        hideError
        id="new-password"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
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
          {problem ?? errorMessage(error, OPERATION_FAILED, { firstProblem: true })}
        </Alert>
      )}
    </PasswordLinkCard>
  );
}
