import { z } from 'zod';
import { dataEnvelope, idParam, idParamsSchema, labelledCodes } from './common';

/** What a template is for: the set-password e-mails exist once; reminders can be many. */
export const [TEMPLATE_KINDS, TEMPLATE_KIND_LABELS] = labelledCodes({
  welcome: 'Bienvenida (establecer contraseña)',
  reset: 'Restablecer contraseña',
  reminder: 'Recordatorio',
});
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Placeholders each kind of template may use. */
export const TEMPLATE_PLACEHOLDERS: Record<TemplateKind, readonly string[]> = {
  welcome: ['nombre', 'centro', 'enlace'],
  reset: ['nombre', 'centro', 'enlace'],
  reminder: ['nombre', 'centro', 'periodo', 'progreso', 'plan', 'enlace'],
};

const subject = z.string().trim().min(1, 'El asunto es obligatorio.').max(200);
const body = z.string().trim().min(1, 'El texto es obligatorio.').max(20_000);

/** The editable content: subject and body in Spanish and Catalan. */
export const templateContentSchema = z.strictObject({
  subject_es: subject,
  body_es: body,
  subject_ca: subject,
  body_ca: body,
});
export type TemplateContent = z.infer<typeof templateContentSchema>;

export const templateVersionSchema = templateContentSchema.extend({
  id: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

export const templateSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(TEMPLATE_KINDS),
  nombre: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateDetailSchema = templateSummarySchema.extend({
  current: templateVersionSchema,
  versions: z.array(templateVersionSchema),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const templatesResponseSchema = dataEnvelope(z.array(templateSummarySchema));
export const templateResponseSchema = dataEnvelope(templateDetailSchema);

export const templateParamsSchema = idParamsSchema;
export const templateVersionParamsSchema = idParamsSchema.extend({ versionId: idParam });

/** POST /v15/mail-templates: a new reminder template. */
export const createTemplateBodySchema = templateContentSchema.extend({
  nombre: z.string().trim().min(1, 'El nombre es obligatorio.').max(100),
});

/** One rendered message, as a recipient would see it. */
export const renderedMailSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type RenderedMailPreview = z.infer<typeof renderedMailSchema>;

/** POST /v15/mail-templates/preview: unsaved content rendered with example values. */
export const templatePreviewBodySchema = templateContentSchema.extend({
  kind: z.enum(TEMPLATE_KINDS),
});
export const templatePreviewResponseSchema = dataEnvelope(
  z.object({ ES: renderedMailSchema, CA: renderedMailSchema }),
);

export const TEMPLATE_MESSAGES = {
  notFound: 'La plantilla de correo no existe.',
  versionNotFound: 'La versión de la plantilla no existe.',
  nameTaken: 'Ya existe una plantilla con ese nombre.',
  unknownPlaceholder: (name: string, allowed: readonly string[]) =>
    `El marcador {{${name}}} no existe en esta plantilla. Marcadores disponibles: ${allowed
      .map((p) => `{{${p}}}`)
      .join(', ')}.`,
  linkRequired:
    'El texto debe incluir el marcador {{enlace}}: es el enlace para establecer la contraseña.',
  noHtml:
    'El texto no admite HTML. Use el formato permitido: **negrita**, *cursiva*, líneas que empiezan por «- » para listas y [texto]({{enlace}}) para enlaces.',
  badLink: 'Los enlaces solo pueden llevar a {{enlace}} o a una dirección https://.',
  language: (lang: 'ES' | 'CA') => (lang === 'ES' ? ' (castellano)' : ' (catalán)'),
} as const;
