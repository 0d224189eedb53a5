import { toolkitCreateSchema, type Toolkit, type ToolkitCreate } from '@eval/contracts/content';
import { useState } from 'react';
import { FormDialog, type FormDialogFrame } from '../../../components/form-dialog';
import { DOCUMENT_ACCEPT, FileField } from './file-field';
import { LinkFields, type LinkTexts } from './link-fields';
import { firstIssue } from '../../../lib/form-issues';

interface ToolkitDialogProps extends FormDialogFrame {
  initial: Toolkit | null;
  /** `file`: a newly chosen file, uploaded before the toolkit is saved. */
  onSave(body: ToolkitCreate, file: File | null): void;
}

/** Creates or edits a toolkit: title, description, address and an optional file. */
export function ToolkitDialog({ initial, onSave, ...frame }: ToolkitDialogProps) {
  const [texts, setTexts] = useState<LinkTexts>({
    titulo: initial?.titulo ?? '',
    descripcion: initial?.descripcion ?? '',
    url: initial?.url ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = toolkitCreateSchema.safeParse({
      ...texts,
      file_id: initial?.file_id ?? null,
    });
    if (!parsed.success) {
      setError(firstIssue(parsed.error.issues));
      return;
    }
    onSave(parsed.data, file);
  };
  return (
    <FormDialog
      titleId="toolkit-dialog-title"
      title={initial ? 'Editar toolkit' : 'Nuevo toolkit'}
      error={error}
      {...frame}
      onSubmit={save}
    >
      <LinkFields
        values={texts}
        descriptionRows={3}
        onChange={(key, value) => setTexts((current) => ({ ...current, [key]: value }))}
      />
      <FileField
        label="Elegir fichero del toolkit"
        accept={DOCUMENT_ACCEPT}
        file={file}
        current={initial?.fileUrl ? 'Fichero actual' : null}
        onChange={setFile}
        onError={setError}
      />
    </FormDialog>
  );
}
