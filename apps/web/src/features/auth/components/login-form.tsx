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

/** The two fields, in the order a refused submit looks at them (the first missing gets focus). */
const FIELDS = [
  {
    name: 'email',
    id: 'login-email',
    label: LOGIN_FORM_TEXT.email,
    autoComplete: 'username',
    required: LOGIN_FORM_TEXT.emailRequired,
  },
  {
    name: 'password',
    id: 'login-password',
    label: LOGIN_FORM_TEXT.password,
    autoComplete: 'current-password',
    required: LOGIN_FORM_TEXT.passwordRequired,
  },
] as const;

interface LoginFormProps {
  /** Called only when both fields have a value (spec §5). */
  onSubmit: (credentials: LoginBody) => void;
  submitting: boolean;
}

/**
 * E-mail and password; Enter submits, both are required before anything is sent. Not on
 * `useContractForm`: react-hook-form and its resolver would add ~15 kB gzip to the login page's
 * initial JS, which is at its 200 kB budget (scripts/check-login-size.mjs).
 */
export function LoginForm({ onSubmit, submitting }: LoginFormProps) {
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [attempted, setAttempted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refs = { email: emailRef, password: passwordRef };
  const missing = { email: values.email.trim() === '', password: values.password === '' };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const first = FIELDS.find((field) => missing[field.name]);
    if (first) return refs[first.name].current?.focus();
    onSubmit({ email: values.email.trim(), password: values.password });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label="Iniciar sesión"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {FIELDS.map(({ name, required, ...field }) => (
        <LoginField
          key={name}
          {...field}
          type={name}
          value={values[name]}
          onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
          error={attempted && missing[name] ? required : null}
          inputRef={refs[name]}
          // The sign-in page is for typing the e-mail: the cursor starts there.
          autoFocus={name === 'email'}
        />
      ))}
      <Button type="submit" size="large" disabled={submitting}>
        {LOGIN_FORM_TEXT.submit}
      </Button>
      <Link component={RouterLink} to="/auth/forgot-password" sx={{ alignSelf: 'center' }}>
        {LOGIN_FORM_TEXT.forgotPassword}
      </Link>
    </Box>
  );
}
