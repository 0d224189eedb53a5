import TextField from '@mui/material/TextField';

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

/** The title, description and address fields of a toolkit or resource dialog. */
export function LinkFields({ values, descriptionRows, onChange }: LinkFieldsProps) {
  return (
    <>
      <TextField
        label="Título"
        value={values.titulo}
        onChange={(e) => onChange('titulo', e.target.value)}
        fullWidth
        margin="dense"
        required
      />
      <TextField
        label="Descripción"
        value={values.descripcion}
        onChange={(e) => onChange('descripcion', e.target.value)}
        fullWidth
        margin="dense"
        multiline
        minRows={descriptionRows}
      />
      <TextField
        label="URL"
        value={values.url}
        onChange={(e) => onChange('url', e.target.value)}
        fullWidth
        margin="dense"
        placeholder="https://"
      />
    </>
  );
}
