import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent } from 'react';

interface TextInputProps {
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  helperText?: string;
  required?: boolean;
}

/**
 * An outlined, full-width text field: what MUI's TextField draws for these forms, put together
 * from its parts. TextField itself imports every variant and the select with its menu, popover
 * and modal (~50 kB of the sign-in page's first-load JS) for fields that never use them.
 */
export function TextInput({ label, helperText, required, onChange, ...input }: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        onChange={onChange}
        {...input}
        {...(helperText ? { 'aria-describedby': helperId } : {})}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
