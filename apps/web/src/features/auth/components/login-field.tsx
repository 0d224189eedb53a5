import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useController } from 'react-hook-form';
import type { loginBodySchema } from '@eval/contracts/auth';
import type { ContractForm } from '../../../components/form/use-contract-form';

interface LoginFieldProps {
  form: ContractForm<typeof loginBodySchema>;
  name: 'email' | 'password';
  id: string;
  label: string;
  autoComplete: string;
}

/**
 * A required outlined text field bound to the login form, its contract message under it. Built
 * from the input parts rather than TextField (or the shared FormTextField), whose select mode
 * would bring menus, popovers and modals into the login page's initial JS.
 */
export function LoginField({ form, name, id, label, autoComplete }: LoginFieldProps) {
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error?.message;
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" required fullWidth error={error !== undefined}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={name}
        label={label}
        autoComplete={autoComplete}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        inputProps={{ 'aria-describedby': helperId }}
      />
      <FormHelperText id={helperId}>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
