import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Option } from '../api';

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
