import type { TextFieldProps } from '@mui/material/TextField';
import { DialogTextField } from './dialog-text-field';

/** The texts a toolkit and a resource share. */
export interface LinkTexts {
  titulo: string;
  descripcion: string;
  url: string;
}

interface LinkFieldsProps {
  values: LinkTexts;
  /** How many lines the description shows at first. */
  descriptionRows: number;
  onChange(key: keyof LinkTexts, value: string): void;
}

/** Each text, its label and what sets it apart (the title required, the description lines). */
const FIELDS: readonly {
  key: keyof LinkTexts;
  label: string;
  props: Pick<TextFieldProps, 'required' | 'multiline' | 'placeholder'>;
}[] = [
  { key: 'titulo', label: 'Título', props: { required: true } },
  { key: 'descripcion', label: 'Descripción', props: { multiline: true } },
  { key: 'url', label: 'URL', props: { placeholder: 'https://' } },
];

/** The title, description and address fields of a toolkit or resource dialog. */
export function LinkFields({ values, descriptionRows, onChange }: LinkFieldsProps) {
  return FIELDS.map(({ key, label, props }) => (
    <DialogTextField
      key={key}
      label={label}
      value={values[key]}
      onChange={(text) => onChange(key, text)}
      {...props}
      minRows={props.multiline ? descriptionRows : undefined}
    />
  ));
}
