import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Option } from '../api';

interface SingleSelectProps {
  label: string;
  options: readonly Option[];
  value: number | null;
  onChange(value: number | null): void;
}

/** One optional choice among options ("Ninguna" clears it). */
export function SingleSelect({ label, options, value, onChange }: SingleSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      fullWidth
      margin="dense"
    >
      <MenuItem value="">Ninguna</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface MultiSelectProps {
  label: string;
  options: readonly Option[];
  value: readonly number[];
  onChange(value: number[]): void;
}

/** Several choices among options, searchable (communities, courses). */
export function MultiSelect({ label, options, value, onChange }: MultiSelectProps) {
  return (
    <Autocomplete
      multiple
      options={options}
      value={options.filter((o) => value.includes(o.id))}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, chosen) => onChange(chosen.map((o) => o.id))}
      renderInput={(params) => <TextField {...params} label={label} margin="dense" />}
    />
  );
}
