import type { ContenidoPayload } from '@eval/contracts/content';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { FormDialog, type FormDialogFrame } from '../../../components/form-dialog';
import {
  FIXED_KEYS,
  fromFormModel,
  toFormModel,
  type ContentField,
  type FieldErrors,
} from '../content-form-model';
import { formatContentJson, parseContentJson } from '../content-json';
import { AddFieldPanel } from './add-field-panel';
import { ContentFieldEditor } from './content-field-editor';
import { DialogTextField } from './dialog-text-field';

interface ContentDialogProps extends FormDialogFrame {
  /** The payload being edited, or undefined for a new content. */
  initial: unknown;
  onSave(payload: ContenidoPayload): void;
}

const FIX_FIELDS = 'Revise los campos marcados.';
const LIST_ONLY_AS_JSON =
  'Este contenido es una lista: solo se puede editar como JSON. Para usar el formulario, ' +
  'escriba un objeto ({ … }).';

/**
 * Creates or edits a content: a form with a field per key of its payload (content-form-model.ts),
 * or, switched to "Editar como JSON", the whole payload as JSON text. Switching keeps what was
 * typed both ways; a text that is not valid JSON, or a list, stays in JSON. Every text is data:
 * nothing typed here is ever shown as HTML.
 */
export function ContentDialog({ initial, onSave, ...frame }: ContentDialogProps) {
  // A payload the form cannot hold (a list) opens in JSON.
  const [opened] = useState(() => toFormModel(initial));
  const [fields, setFields] = useState<ContentField[]>(opened ?? []);
  const [asJson, setAsJson] = useState(opened === null);
  const [text, setText] = useState(() =>
    initial === undefined ? '{\n  \n}' : formatContentJson(initial),
  );
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  /** Set by any edit: closing then asks before discarding (FormDialog). */
  const [dirty, setDirty] = useState(false);

  const formPayload = () => {
    const result = fromFormModel(fields);
    setFieldErrors(result.ok ? {} : result.errors);
    setFormError(result.ok ? null : FIX_FIELDS);
    return result.ok ? result.payload : null;
  };
  const changeField = (changed: ContentField) => {
    setFields(fields.map((field) => (field.id === changed.id ? changed : field)));
    setFieldErrors(({ [changed.id]: _, ...others }) => others);
    setDirty(true);
  };
  const removeField = (id: number) => {
    setFields(fields.filter((field) => field.id !== id));
    setDirty(true);
  };
  const switchMode = (toJson: boolean) => {
    if (toJson) {
      const payload = formPayload();
      if (payload === null) return;
      setText(formatContentJson(payload));
      setJsonError(null);
      setAsJson(true);
      return;
    }
    const parsed = parseContentJson(text);
    const model = parsed.ok ? toFormModel(parsed.payload) : null;
    if (!parsed.ok || model === null) {
      setJsonError(parsed.ok ? LIST_ONLY_AS_JSON : parsed.message);
      return;
    }
    setFields(model);
    setFormError(null);
    setFieldErrors({});
    setAsJson(false);
  };
  const save = () => {
    if (!asJson) {
      const payload = formPayload();
      if (payload !== null) onSave(payload);
      return;
    }
    const parsed = parseContentJson(text);
    if (parsed.ok) onSave(parsed.payload);
    else setJsonError(parsed.message);
  };

  return (
    <FormDialog
      titleId="contenido-dialog-title"
      title={initial === undefined ? 'Nuevo contenido' : 'Editar contenido'}
      maxWidth="md"
      error={asJson ? null : formError}
      dirty={dirty}
      {...frame}
      onSubmit={save}
    >
      <FormControlLabel
        control={<Switch checked={asJson} onChange={(event) => switchMode(event.target.checked)} />}
        label="Editar como JSON"
      />
      {asJson ? (
        <DialogTextField
          label="Contenido en JSON"
          value={text}
          onChange={(typed) => {
            setText(typed);
            setJsonError(null);
            setDirty(true);
          }}
          multiline
          minRows={12}
          refusal={jsonError}
          helperText="Un objeto o una lista JSON. Se guarda como datos, nunca como HTML."
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      ) : (
        <Stack spacing={0.5}>
          {fields.map((field) => (
            <ContentFieldEditor
              key={field.id}
              field={field}
              errors={fieldErrors[field.id]}
              onChange={changeField}
              onRemove={
                (FIXED_KEYS as readonly string[]).includes(field.key)
                  ? undefined
                  : () => removeField(field.id)
              }
            />
          ))}
          <AddFieldPanel
            taken={fields.map((field) => field.key)}
            onAdd={(field) => {
              setFields([...fields, field]);
              setDirty(true);
            }}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
