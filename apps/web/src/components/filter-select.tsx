import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FilterSelectOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

interface FilterSelectProps<V extends string | number> {
  label: string;
  /** The value chosen, or '' for any. */
  value: V | '';
  /** The first option's text, which stands for any value: "Todas", "Todos", "Periodo activo". */
  anyLabel: string;
  options: readonly FilterSelectOption<V>[];
  onChange(value: V | ''): void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A filter's select: "any" first (value ''), then the options. The choice comes back as the
 * option's own typed value (a number stays a number), so screens need no cast.
 */
export function FilterSelect<V extends string | number>({
  label,
  value,
  anyLabel,
  options,
  onChange,
  size,
  sx,
}: FilterSelectProps<V>) {
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      onChange={(event) => {
        const chosen = String(event.target.value);
        onChange(options.find((option) => String(option.value) === chosen)?.value ?? '');
      }}
      sx={sx}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
