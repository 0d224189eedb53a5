import { toolkitCreateSchema, type Toolkit, type ToolkitCreate } from '@eval/contracts/content';
import { useState } from 'react';
import { FormDialog, type FormDialogFrame } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { DOCUMENT_ACCEPT, FileField } from './file-field';
import { LINK_FIELDS } from './link-fields';

interface ToolkitDialogProps extends FormDialogFrame {
  initial: Toolkit | null;
  /** `file`: a newly chosen file, uploaded before the toolkit is saved. */
  onSave(body: ToolkitCreate, file: File | null): void;
}

/** Creates or edits a toolkit: title, description, address and an optional file. */
export function ToolkitDialog({ initial, onSave, ...frame }: ToolkitDialogProps) {
  const form = useContractForm(toolkitCreateSchema, {
    titulo: initial?.titulo ?? '',
    descripcion: initial?.descripcion ?? '',
    url: initial?.url ?? '',
    file_id: initial?.file_id ?? null,
  });
  const [file, setFile] = useState<File | null>(null);
  /** A refused file (too large, of a type not accepted), told below the fields. */
  const [fileError, setFileError] = useState<string | null>(null);
  return (
    <FormDialog
      titleId="toolkit-dialog-title"
      title={initial ? 'Editar toolkit' : 'Nuevo toolkit'}
      error={fileError}
      {...frame}
      onSubmit={() => void form.handleSubmit((body) => onSave(body, file))()}
    >
      {LINK_FIELDS.map(({ name, label, props }) => (
        <FormTextField
          key={name}
          form={form}
          name={name}
          label={label}
          fullWidth
          margin="dense"
          {...props}
          minRows={props.multiline ? 3 : undefined}
        />
      ))}
      <FileField
        label="Elegir fichero del toolkit"
        accept={DOCUMENT_ACCEPT}
        file={file}
        current={initial?.fileUrl ? 'Fichero actual' : null}
        onChange={setFile}
        onError={setFileError}
      />
    </FormDialog>
  );
}
