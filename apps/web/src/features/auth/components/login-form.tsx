import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { LoginField } from './login-field';
import { Link as RouterLink } from 'react-router';
import { loginBodySchema, type LoginBody } from '@eval/contracts/auth';
import { useContractForm } from '../../../components/form/use-contract-form';

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
  { name: 'email', id: 'login-email', label: LOGIN_FORM_TEXT.email, autoComplete: 'username' },
  {
    name: 'password',
    id: 'login-password',
    label: LOGIN_FORM_TEXT.password,
    autoComplete: 'current-password',
  },
] as const;

interface LoginFormProps {
  /** Called only when both fields have a value (spec §5). */
  onSubmit: (credentials: LoginBody) => void;
  submitting: boolean;
}

/**
 * E-mail and password, checked by the login contract; Enter submits, both are required before
 * anything is sent. A message shows after a refused submit and follows its field from then on.
 */
export function LoginForm({ onSubmit, submitting }: LoginFormProps) {
  const form = useContractForm(
    loginBodySchema,
    { email: '', password: '' },
    {
      recheck: true,
      messages: {
        email: LOGIN_FORM_TEXT.emailRequired,
        password: LOGIN_FORM_TEXT.passwordRequired,
      },
    },
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      aria-label="Iniciar sesión"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {FIELDS.map((field) => (
        <LoginField key={field.name} form={form} {...field} />
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
