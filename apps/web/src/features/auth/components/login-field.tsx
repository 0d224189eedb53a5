import type { Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface LoginFieldProps {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  /** The keyboard a phone shows (the second step's code is digits). */
  inputMode?: 'numeric' | 'text';
  autoFocus?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field, or null when the field is fine. */
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * A required outlined text field. Built from the input parts rather than TextField, whose
 * select mode would bring menus, popovers and modals into the login page's initial JS.
 */
export function LoginField({
  id,
  label,
  type,
  autoComplete,
  value,
  onChange,
  error,
  inputRef,
  inputMode,
  autoFocus,
}: LoginFieldProps) {
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" required fullWidth error={error !== null}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={type}
        type={type}
        label={label}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        autoFocus={autoFocus}
        inputProps={{ 'aria-describedby': helperId, ...(inputMode ? { inputMode } : {}) }}
      />
      <FormHelperText id={helperId}>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
