import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm, ContractSchema, Draft } from './use-contract-form';

export type FormFieldProps<S extends ContractSchema> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'required' | 'select'
> & {
  form: ContractForm<S>;
  name: Path<Draft<z.input<S>>>;
  /** Leave out the error under the field where the screen tells it another way (a notice). */
  hideError?: boolean;
};

/**
 * A text field bound by name to a contract form: required when the contract requires it, with
 * the contract's Spanish message under it after a refused submit, gone once the field is edited.
 */
export function FormTextField<S extends ContractSchema>(props: FormFieldProps<S>) {
  const { form, name, hideError, helperText, ...rest } = props;
  const { field, fieldState } = useController({ control: form.control, name });
  const message = hideError ? undefined : fieldState.error?.message;
  return (
    <TextField
      {...rest}
      name={name}
      inputRef={field.ref}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => {
        field.onChange(event.target.value);
        if (!form.live) form.clearErrors(name);
      }}
      required={form.isRequired(name)}
      error={Boolean(message)}
      helperText={message ?? helperText}
    />
  );
}
