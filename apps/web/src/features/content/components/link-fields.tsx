import type { TextFieldProps } from '@mui/material/TextField';

/**
 * The title, description and address fields a toolkit and a resource dialog share: each text,
 * its label and what sets it apart (the description's lines, the address's placeholder). Each
 * dialog draws them bound to its own contract form; the contract marks the title required.
 */
export const LINK_FIELDS: readonly {
  name: 'titulo' | 'descripcion' | 'url';
  label: string;
  props: Pick<TextFieldProps, 'multiline' | 'placeholder'>;
}[] = [
  { name: 'titulo', label: 'Título', props: {} },
  { name: 'descripcion', label: 'Descripción', props: { multiline: true } },
  { name: 'url', label: 'URL', props: { placeholder: 'https://' } },
];
