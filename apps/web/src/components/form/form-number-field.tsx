import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import type { FormFieldProps } from './form-text-field';
import type { ContractSchema, Draft } from './use-contract-form';

/**
 * A number input bound by name to a contract form: the form holds the number typed
 * (`Number(text)`, so a cleared field is 0 as the content and catalogue dialogs always sent it),
 * the field shows the text as typed, and the contract's message shows under it after a refused
 * submit, gone once the field is edited.
 */
export function FormNumberField<S extends ContractSchema>(props: FormFieldProps<S>) {
  const { form, name, hideError, helperText, ...rest } = props;
  const { field, fieldState } = useController({ control: form.control, name });
  const held: unknown = field.value;
  const [typed, setTyped] = useState(held === null || held === undefined ? '' : String(held));
  // What was typed while it still means the value held; the value itself once set elsewhere
  // (a reset).
  const shown = Number(typed) === held ? typed : String(held ?? '');
  const message = hideError ? undefined : fieldState.error?.message;
  return (
    <TextField
      {...rest}
      type="number"
      name={name}
      inputRef={field.ref}
      value={shown}
      onBlur={field.onBlur}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(Number(event.target.value) as PathValue<Draft<z.input<S>>, typeof name>);
        if (!form.live) form.clearErrors(name);
      }}
      required={form.isRequired(name)}
      error={Boolean(message)}
      helperText={message ?? helperText}
    />
  );
}
