import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { LoginField } from './login-field';
import { Link as RouterLink } from 'react-router';
import type { LoginBody } from '@eval/contracts/auth';

export const LOGIN_FORM_TEXT = {
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  forgotPassword: '¿Ha olvidado su contraseña?',
  emailRequired: 'Introduzca su correo electrónico.',
  passwordRequired: 'Introduzca su contraseña.',
} as const;

interface LoginFormProps {
  /** Called only when both fields have a value (spec §5). */
  onSubmit: (credentials: LoginBody) => void;
  submitting: boolean;
}

/** E-mail and password; Enter submits, both are required before anything is sent. */
export function LoginForm({ onSubmit, submitting }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const emailMissing = email.trim() === '';
  const passwordMissing = password === '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (emailMissing) return emailRef.current?.focus();
    if (passwordMissing) return passwordRef.current?.focus();
    onSubmit({ email: email.trim(), password });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label="Iniciar sesión"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <LoginField
        id="login-email"
        label={LOGIN_FORM_TEXT.email}
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        error={attempted && emailMissing ? LOGIN_FORM_TEXT.emailRequired : null}
        inputRef={emailRef}
      />
      <LoginField
        id="login-password"
        label={LOGIN_FORM_TEXT.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={attempted && passwordMissing ? LOGIN_FORM_TEXT.passwordRequired : null}
        inputRef={passwordRef}
      />
      <Button type="submit" size="large" disabled={submitting}>
        {LOGIN_FORM_TEXT.submit}
      </Button>
      <Link component={RouterLink} to="/auth/forgot-password" sx={{ alignSelf: 'center' }}>
        {LOGIN_FORM_TEXT.forgotPassword}
      </Link>
    </Box>
  );
}
