import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import {
  TEMPLATE_PLACEHOLDERS,
  templateContentSchema,
  type RenderedMailPreview,
  type TemplateContent,
} from '@eval/contracts/mail-templates';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { firstErrorMessage, useContractForm } from '../../../components/form/use-contract-form';
import { notify } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-errors';

const errorText = (error: unknown) => errorMessage(error, 'Error');
import {
  useGetMailTemplateQuery,
  usePreviewMailTemplateMutation,
  useRestoreMailTemplateMutation,
  useSaveMailTemplateMutation,
} from '../api';
import { MailPreview } from './mail-preview';
import { dateText } from '../campaign-text';

const EMPTY: TemplateContent = { subject_es: '', body_es: '', subject_ca: '', body_ca: '' };

/** The four fields, in the order they are shown; the bodies are several lines. */
const FIELDS = [
  { name: 'subject_es', label: 'Asunto (castellano)', multiline: false },
  { name: 'body_es', label: 'Texto (castellano)', multiline: true },
  { name: 'subject_ca', label: 'Asunto (catalán)', multiline: false },
  { name: 'body_ca', label: 'Texto (catalán)', multiline: true },
] as const;

/**
 * A rule of the contract with no message of its own (a subject over 200 characters) says what
 * the server said when it refused it.
 */
const REFUSED = Object.fromEntries(FIELDS.map(({ name }) => [name, COMMON_MESSAGES.badRequest]));

/**
 * Edits a template in both languages: preview before saving (rendered by the server with
 * example values, exactly as it would be sent), save as a new version, restore an earlier one.
 * The contract checks the content before either is sent; its first message shows in the
 * dialog's alert, where the server's refusal showed (the fields never marked it).
 */
export function TemplateEditorDialog({ id, onClose }: { id: number; onClose(): void }) {
  const template = useGetMailTemplateQuery(id);
  // No asterisks: the editor never marked its fields, all four are always filled.
  const form = useContractForm(templateContentSchema, EMPTY, {
    markRequired: false,
    messages: REFUSED,
  });
  const [preview, setPreview] = useState<{
    ES: RenderedMailPreview;
    CA: RenderedMailPreview;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [render, renderState] = usePreviewMailTemplateMutation();
  const [save, saveState] = useSaveMailTemplateMutation();
  const [restore] = useRestoreMailTemplateMutation();
  const current = template.data?.current;

  const { reset, watch } = form;
  useEffect(() => {
    if (current)
      reset({
        subject_es: current.subject_es,
        body_es: current.body_es,
        subject_ca: current.subject_ca,
        body_ca: current.body_ca,
      });
  }, [current, reset]);
  // An edit makes the preview stale; a reload of the saved version does not.
  useEffect(() => {
    const watching = watch((_, { type }) => {
      if (type === 'change') setPreview(null);
    });
    return () => watching.unsubscribe();
  }, [watch]);

  const checked = (send: (content: TemplateContent) => Promise<void>) =>
    form.handleSubmit(
      (content) => {
        setError(null);
        return send(content);
      },
      (errors) => setError(firstErrorMessage(errors)),
    );
  const onPreview = checked(async (content) => {
    if (!template.data) return;
    try {
      setPreview(await render({ kind: template.data.kind, ...content }).unwrap());
    } catch (e) {
      setError(errorText(e));
    }
  });
  const onSave = checked(async (content) => {
    try {
      const saved = await save({ id, content }).unwrap();
      notify(`Plantilla guardada (versión ${saved.version})`, { variant: 'success' });
    } catch (e) {
      setError(errorText(e));
    }
  });
  const onRestore = async (versionId: number, version: number) => {
    setError(null);
    try {
      const restored = await restore({ id, versionId }).unwrap();
      notify(`Restaurada la versión ${version} como versión ${restored.version}`, {
        variant: 'success',
      });
    } catch (e) {
      setError(errorText(e));
    }
  };

  const placeholders = template.data ? TEMPLATE_PLACEHOLDERS[template.data.kind] : [];
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      titleId="template-editor-title"
      title={template.data ? `Plantilla: ${template.data.nombre}` : 'Plantilla'}
      maxWidth="lg"
      error={error}
      busy={!template.data || saveState.isLoading}
      onSubmit={() => void onSave()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography variant="body2">
          Marcadores disponibles: {placeholders.map((p) => `{{${p}}}`).join(', ')}
        </Typography>
        {FIELDS.map(({ name, label, multiline }) => (
          <FormTextField
            key={name}
            form={form}
            hideError
            name={name}
            label={label}
            multiline={multiline}
            minRows={multiline ? 6 : undefined}
            fullWidth
          />
        ))}
        <div>
          <Button
            variant="outlined"
            onClick={() => void onPreview()}
            disabled={renderState.isLoading}
          >
            Vista previa
          </Button>
        </div>
        {preview && (
          <MailPreview ES={preview.ES} CA={preview.CA} label="Vista previa de la plantilla" />
        )}
        <Typography variant="h6" component="h3">
          Versiones
        </Typography>
        <List dense aria-label="Versiones de la plantilla">
          {(template.data?.versions ?? []).map((v) => (
            <ListItem
              key={v.id}
              secondaryAction={
                v.version !== template.data?.version && (
                  <Button size="small" onClick={() => void onRestore(v.id, v.version)}>
                    Restaurar versión {v.version}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={`Versión ${v.version}${v.version === template.data?.version ? ' (en uso)' : ''}`}
                secondary={`${dateText(v.created_at)} · ${v.created_by ?? 'sistema'} · ${v.subject_es}`}
              />
            </ListItem>
          ))}
        </List>
      </Stack>
    </FormDialog>
  );
}
