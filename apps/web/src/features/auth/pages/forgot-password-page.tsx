import Alert from '@mui/material/Alert';
import { loginBodySchema } from '@eval/contracts/auth';
import { forgotPasswordBodySchema } from '@eval/contracts/users';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { PasswordLinkCard } from '../components/password-link-card';
import { useForgotPasswordMutation } from '../password-api';
import { errorMessage, OPERATION_FAILED } from '../../../lib/api-errors';

/**
 * The request body, with an address required: the contract accepts a blank one (the answer
 * is the same for every address), the page has always asked for one before sending, with the
 * login's rule for an address.
 */
const forgotPasswordForm = forgotPasswordBodySchema.extend({ email: loginBodySchema.shape.email });

/**
 * /auth/forgot-password: asks for a link to set a new password. The answer is the same whether
 * or not the address has an account, so the page reveals nothing about who is registered.
 */
export default function ForgotPasswordPage() {
  const form = useContractForm(
    forgotPasswordForm,
    { email: '' },
    // The field never showed an asterisk; its message follows it once a submit was refused.
    {
      markRequired: false,
      recheck: true,
      messages: { email: 'Introduzca su correo electrónico.' },
    },
  );
  const [forgot, { isLoading, data, error }] = useForgotPasswordMutation();

  return (
    <PasswordLinkCard
      title="Recuperar contraseña"
      done={data}
      onSubmit={(event) => void form.handleSubmit((body) => void forgot(body))(event)}
      submitLabel="Enviar enlace"
      busy={isLoading}
      backLabel="Volver a iniciar sesión"
    >
      <FormTextField
        form={form}
        name="email"
        id="forgot-email"
        label="Correo electrónico"
        type="email"
        autoComplete="username"
        helperText=" "
      />
      {error && (
        <Alert severity="error">
          {errorMessage(error, OPERATION_FAILED, { firstProblem: true })}
        </Alert>
      )}
    </PasswordLinkCard>
  );
}
