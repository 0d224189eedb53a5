import TextField, { type TextFieldProps } from '@mui/material/TextField';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

type NativeSelectProps = Omit<TextFieldProps, 'select' | 'slotProps' | 'children' | 'onChange'> & {
  options: readonly { id: number; name: string }[];
  /** The chosen option's id as text, '' for none. */
  onChange(value: string): void;
};

/** A native select whose first, empty option is "none chosen". */
export function NativeSelect({ options, onChange, ...field }: NativeSelectProps) {
  return (
    <TextField
      select
      {...field}
      slotProps={nativeSelect}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="" />
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}
