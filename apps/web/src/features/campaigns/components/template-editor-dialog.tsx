import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TEMPLATE_PLACEHOLDERS,
  type RenderedMailPreview,
  type TemplateContent,
} from '@eval/contracts/mail-templates';
import { FormDialog } from '../../../components/form-dialog';
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

/**
 * Edits a template in both languages: preview before saving (rendered by the server with
 * example values, exactly as it would be sent), save as a new version, restore an earlier one.
 */
export function TemplateEditorDialog({ id, onClose }: { id: number; onClose(): void }) {
  const template = useGetMailTemplateQuery(id);
  const [content, setContent] = useState<TemplateContent>(EMPTY);
  const [preview, setPreview] = useState<{
    ES: RenderedMailPreview;
    CA: RenderedMailPreview;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [render, renderState] = usePreviewMailTemplateMutation();
  const [save, saveState] = useSaveMailTemplateMutation();
  const [restore] = useRestoreMailTemplateMutation();
  const current = template.data?.current;

  useEffect(() => {
    if (current)
      setContent({
        subject_es: current.subject_es,
        body_es: current.body_es,
        subject_ca: current.subject_ca,
        body_ca: current.body_ca,
      });
  }, [current]);

  const field = (name: keyof TemplateContent, label: string, multiline = false) => (
    <TextField
      label={label}
      value={content[name]}
      multiline={multiline}
      minRows={multiline ? 6 : undefined}
      onChange={(e) => {
        setContent({ ...content, [name]: e.target.value });
        setPreview(null);
      }}
      fullWidth
    />
  );
  const onPreview = async () => {
    if (!template.data) return;
    setError(null);
    try {
      setPreview(await render({ kind: template.data.kind, ...content }).unwrap());
    } catch (e) {
      setError(errorText(e));
    }
  };
  const onSave = async () => {
    setError(null);
    try {
      const saved = await save({ id, content }).unwrap();
      notify(`Plantilla guardada (versión ${saved.version})`, { variant: 'success' });
    } catch (e) {
      setError(errorText(e));
    }
  };
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
        {field('subject_es', 'Asunto (castellano)')}
        {field('body_es', 'Texto (castellano)', true)}
        {field('subject_ca', 'Asunto (catalán)')}
        {field('body_ca', 'Texto (catalán)', true)}
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
