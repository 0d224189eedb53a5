import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { PasswordLinkCard } from '../components/password-link-card';
import { useForgotPasswordMutation } from '../password-api';
import { firstProblemMessage, OPERATION_FAILED } from '../../../lib/api-errors';

/**
 * /auth/forgot-password: asks for a link to set a new password. The answer is the same whether
 * or not the address has an account, so the page reveals nothing about who is registered.
 */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [forgot, { isLoading, data, error }] = useForgotPasswordMutation();
  const missing = email.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!missing) void forgot({ email: email.trim() });
  };

  return (
    <PasswordLinkCard
      title="Recuperar contraseña"
      done={data}
      onSubmit={submit}
      submitLabel="Enviar enlace"
      busy={isLoading}
      backLabel="Volver a iniciar sesión"
    >
      <TextField
        id="forgot-email"
        label="Correo electrónico"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={attempted && missing}
        helperText={attempted && missing ? 'Introduzca su correo electrónico.' : ' '}
      />
      {error && <Alert severity="error">{firstProblemMessage(error, OPERATION_FAILED)}</Alert>}
    </PasswordLinkCard>
  );
}
