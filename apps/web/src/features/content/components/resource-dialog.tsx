import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_LOGO_BYTES, recursoCreateSchema, type Recurso } from '@eval/contracts/content';
import { useEffect, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { FormDialog, type FormDialogFrame } from '../../../components/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import type { Option } from '../api';
import { readAsDataUrl } from '../read-file';
import { emptyResourceFields, type ResourceFields, type ResourceFiles } from '../resource-form';
import { DOCUMENT_ACCEPT, FileField, IMAGE_ACCEPT } from './file-field';
import { LINK_FIELDS } from './link-fields';
import { MultiSelect } from './option-selects';

export interface ResourceChoices {
  perspectivas: Option[];
  tiposMaterial: Option[];
  claves: Option[];
  comunidades: Option[];
  cursos: Option[];
}

/** The single choices, side by side: the field, its label and the list its options come from. */
const SINGLE_CHOICES = [
  { field: 'perspectivas_id', label: 'Perspectiva', options: 'perspectivas' },
  { field: 'tipos_material_id', label: 'Tipo de material', options: 'tiposMaterial' },
  { field: 'claves_id', label: 'Clave', options: 'claves' },
] as const;
/** The several-value choices, one under the other. */
const MULTIPLE_CHOICES = [
  { field: 'comunidades', label: 'Comunidades', options: 'comunidades' },
  { field: 'cursos', label: 'Cursos', options: 'cursos' },
] as const;

/** A several-value field as the form holds it: its ids (none while it was never set). */
const listOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** A titled row of the dialog: a file field and what goes with it. */
function FileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {children}
      </Stack>
    </>
  );
}

interface ResourceDialogProps extends FormDialogFrame {
  initial: Recurso | null;
  choices: ResourceChoices;
  onSave(fields: ResourceFields, files: ResourceFiles): void;
}

/** Creates or edits a resource, with its logo (previewed), document and lists. */
export function ResourceDialog({ initial, choices, onSave, ...frame }: ResourceDialogProps) {
  const form = useContractForm(recursoCreateSchema, emptyResourceFields(initial));
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoPreview, setLogoPreview] = useState<string | null>(initial?.centerLogo ?? null);
  const [documentFile, setDocumentFile] = useState<File | null>(null);
  const [removeDocument, setRemoveDocument] = useState(false);
  /** A refused file (too large, of a type not accepted), told below the fields. */
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!logoFile) return;
    let live = true;
    void readAsDataUrl(logoFile).then((url) => live && setLogoPreview(url));
    return () => {
      live = false;
    };
  }, [logoFile]);

  const save = async (body: z.output<typeof recursoCreateSchema>) => {
    const fields: ResourceFields = {
      titulo: body.titulo,
      descripcion: body.descripcion,
      url: body.url,
      perspectivas_id: body.perspectivas_id,
      tipos_material_id: body.tipos_material_id,
      claves_id: body.claves_id,
      comunidades: body.comunidades,
      cursos: body.cursos,
    };
    onSave(fields, {
      logo: logoFile ? await readAsDataUrl(logoFile) : null,
      removeLogo: logoPreview === null,
      document: documentFile ? await readAsDataUrl(documentFile) : null,
      documentName: documentFile?.name ?? null,
      removeDocument,
    });
  };
  const currentDocument = removeDocument ? null : (initial?.documentPath ?? null);

  return (
    <FormDialog
      titleId="recurso-dialog-title"
      title={initial ? 'Editar recurso' : 'Nuevo recurso'}
      maxWidth="md"
      error={error}
      {...frame}
      onSubmit={() => void form.handleSubmit(save)()}
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
          minRows={props.multiline ? 2 : undefined}
        />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {SINGLE_CHOICES.map(({ field, label, options }) => (
          <FormSelectField
            key={field}
            form={form}
            name={field}
            label={label}
            native={false}
            options={[
              { value: null, label: 'Ninguna' },
              ...choices[options].map((o) => ({ value: o.id, label: o.label })),
            ]}
            fullWidth
            margin="dense"
          />
        ))}
      </Stack>
      {MULTIPLE_CHOICES.map(({ field, label, options }) => (
        <MultiSelect
          key={field}
          label={label}
          options={choices[options]}
          value={listOf(form.watch(field))}
          onChange={(chosen) => form.setValue(field, chosen, { shouldDirty: true })}
        />
      ))}

      <FileSection title="Logotipo del centro">
        <FileField
          label="Elegir logotipo"
          accept={IMAGE_ACCEPT}
          maxBytes={MAX_LOGO_BYTES}
          file={logoFile}
          current={logoPreview ? 'Logotipo actual' : null}
          onChange={setLogoFile}
          onError={setError}
        />
        {logoPreview && (
          <>
            <Box
              component="img"
              src={logoPreview}
              alt="Vista previa del logotipo"
              sx={{ maxHeight: 64, maxWidth: 160 }}
            />
            <Button
              onClick={() => {
                setLogoFile(null);
                setLogoPreview(null);
              }}
            >
              Quitar logotipo
            </Button>
          </>
        )}
      </FileSection>

      <FileSection title="Documento">
        <FileField
          label="Elegir documento"
          accept={DOCUMENT_ACCEPT}
          file={documentFile}
          current={currentDocument}
          onChange={(file) => {
            setDocumentFile(file);
            setRemoveDocument(false);
          }}
          onError={setError}
        />
        {(documentFile ?? currentDocument) && (
          <Button
            onClick={() => {
              setDocumentFile(null);
              setRemoveDocument(true);
            }}
          >
            Quitar documento
          </Button>
        )}
      </FileSection>
    </FormDialog>
  );
}
