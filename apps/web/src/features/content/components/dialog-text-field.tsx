import TextField, { type TextFieldProps } from '@mui/material/TextField';

type DialogTextFieldProps = Omit<TextFieldProps, 'onChange' | 'error'> & {
  /** The text as typed. */
  onChange(text: string): void;
  /** The dialog's refusal, shown under this field in place of its helper text. */
  refusal?: string | null;
};

/** A text field of a content dialog: full width and dense unless told otherwise. */
export function DialogTextField(props: DialogTextFieldProps) {
  const { onChange, refusal = null, helperText, ...field } = props;
  return (
    <TextField
      fullWidth
      margin="dense"
      {...field}
      error={refusal !== null}
      helperText={refusal ?? helperText}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
