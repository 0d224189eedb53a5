import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type PathValue } from 'react-hook-form';
import type { z } from 'zod';
import type { FormFieldProps } from './form-text-field';
import type { ContractSchema, Draft } from './use-contract-form';

type Value = string | number | null;

export interface SelectOption<V extends Value> {
  value: V;
  label: string;
}

type FormSelectFieldProps<S extends ContractSchema, V extends Value> = FormFieldProps<S> & {
  options: readonly SelectOption<V>[];
  /** A native select (default) or MUI's menu, whose options are listed as `option` roles. */
  native?: boolean;
  /** How MUI's menu draws an option (a colour's swatch beside its name); its label by default. */
  renderOption?: (option: SelectOption<V>) => ReactNode;
};

const nativeSlots = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A native select's text for a value: null and '' are both the blank option. */
const optionText = (value: unknown): string => (value === null ? '' : String(value));

/**
 * A select bound by name to a contract form. Options carry their typed value (a number,
 * null for "none"), so the form holds what the contract expects, without casts in the screens.
 */
export function FormSelectField<S extends ContractSchema, V extends Value>(
  props: FormSelectFieldProps<S, V>,
) {
  const {
    form,
    name,
    hideError,
    helperText,
    options,
    slotProps,
    native = true,
    renderOption = (option) => option.label,
    ...rest
  } = props;
  const { field, fieldState } = useController({ control: form.control, name });
  const message = hideError ? undefined : fieldState.error?.message;
  return (
    <TextField
      {...rest}
      select
      name={name}
      inputRef={field.ref}
      value={optionText(field.value)}
      onBlur={field.onBlur}
      onChange={(event) => {
        const chosen = options.find((option) => optionText(option.value) === event.target.value);
        field.onChange((chosen?.value ?? '') as PathValue<Draft<z.input<S>>, typeof name>);
        if (!form.live) form.clearErrors(name);
      }}
      required={form.isRequired(name)}
      error={Boolean(message)}
      helperText={message ?? helperText}
      slotProps={native ? { ...slotProps, ...nativeSlots } : slotProps}
    >
      {options.map((option) => {
        const text = optionText(option.value);
        return native ? (
          <option key={text} value={text}>
            {option.label}
          </option>
        ) : (
          <MenuItem key={text} value={text}>
            {renderOption(option)}
          </MenuItem>
        );
      })}
    </TextField>
  );
}
