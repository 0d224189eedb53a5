import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
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
    <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }}>
      <PageHeading title="Recuperar contraseña" />
      {data ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {data.message}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label="Recuperar contraseña"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 2 }}
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
          <Button type="submit" size="large" disabled={isLoading}>
            Enviar enlace
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to="/auth/login">
        Volver a iniciar sesión
      </Link>
    </Paper>
  );
}
