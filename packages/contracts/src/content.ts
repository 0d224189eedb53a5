import { z } from 'zod';
import { dataEnvelope } from './common';

/**
 * The programme's content (spec §3, §5, §7): contenidos, feedbacks, recursos (with perspectives,
 * material types, communities and courses), toolkits, documentos and uploaded files. Lists
 * of contenidos, feedbacks, recursos and toolkits follow the `language` request header.
 */

/** Largest uploaded file, decoded (documents, toolkits, resource documents). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Largest centre logo, decoded; it is kept inline as a data string. */
export const MAX_LOGO_BYTES = 1024 * 1024;
/** Body limit of the calls that carry a file as a base64 data string (4/3 of the file + JSON). */
export const UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

/** Kinds of files accepted, recognised by their content (magic bytes), not the declared type. */
export const ALLOWED_FILE_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
} as const;
export type AllowedFileKind = keyof typeof ALLOWED_FILE_TYPES;
/**
 * The content types a stored file is sent with: the type detected at upload, so one of these
 * (declared as the download types of every call that answers a stored file).
 */
export const STORED_FILE_TYPES: readonly string[] = Object.values(ALLOWED_FILE_TYPES);

export const CONTENT_MESSAGES = {
  contenidoNotFound: 'El contenido no existe.',
  feedbackNotFound: 'El feedback no existe.',
  recursoNotFound: 'El recurso no existe.',
  toolkitNotFound: 'El toolkit no existe.',
  documentoNotFound: 'El documento no existe.',
  fileNotFound: 'El fichero no existe.',
  claveNotFound: 'La clave no existe.',
  perspectivaNotFound: 'La perspectiva no existe.',
  tipoMaterialNotFound: 'El tipo de material no existe.',
  centroNotFound: 'El centro no existe.',
  comunidadNotFound: 'Alguna de las comunidades no existe.',
  cursoNotFound: 'Alguno de los cursos no existe.',
  payloadInvalid: 'El contenido debe ser un objeto o una lista JSON.',
  rangeInvalid: 'El mínimo no puede ser mayor que el máximo.',
  badDataString: 'El fichero no es una cadena de datos válida (data:…;base64,…).',
  fileTooLarge: 'El fichero supera el tamaño máximo permitido (10 MB).',
  logoTooLarge: 'El logotipo supera el tamaño máximo permitido (1 MB).',
  fileTypeRefused:
    'Tipo de fichero no permitido. Se admiten PDF, imágenes (PNG, JPEG, GIF, WEBP) y ' +
    'documentos de oficina (DOCX, XLSX, PPTX, ODT, ODS, ODP).',
  logoTypeRefused: 'El logotipo debe ser una imagen PNG, JPEG, GIF o WEBP.',
  badDocumentPath: 'La ruta del documento no es válida.',
  filenameRequired: 'El nombre del fichero es obligatorio.',
  nombreRequired: 'El nombre es obligatorio.',
  tituloRequired: 'El título es obligatorio.',
  badUrl: 'La URL debe empezar por http:// o https://.',
  /** What the client shows when an upload fails without a server message (spec §8). */
  uploadFailed: 'Internal Error',
} as const;

const id = z.number().int().positive();
const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\//i.test(v), CONTENT_MESSAGES.badUrl)
  .default('');

/** Title, description and link of a resource or a toolkit, as the administrator writes them. */
const describedItemFields = {
  titulo: z.string().trim().min(1, CONTENT_MESSAGES.tituloRequired).max(500),
  descripcion: z.string().trim().max(20000).default(''),
  url: optionalUrl,
};

/** The same fields as listed, with the item's id and language. */
const describedItemRowFields = {
  id: z.number().int(),
  language_id: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  url: z.string(),
};

/** JSON that is an object or a list: free-form content, stored and shown as data, never HTML. */
export const contenidoPayloadSchema = z.union(
  [z.record(z.string(), z.unknown()), z.array(z.unknown())],
  { error: CONTENT_MESSAGES.payloadInvalid },
);
export type ContenidoPayload = z.infer<typeof contenidoPayloadSchema>;

export const contenidoSchema = z.object({
  id: z.number().int(),
  language_id: z.string(),
  payload: z.unknown(),
  updated_at: z.string(),
});
export type Contenido = z.infer<typeof contenidoSchema>;
export const contenidoCreateSchema = z.strictObject({ payload: contenidoPayloadSchema });
export const contenidoUpdateSchema = z.strictObject({ id, payload: contenidoPayloadSchema });
export const contenidosResponseSchema = dataEnvelope(z.array(contenidoSchema));
export const contenidoResponseSchema = dataEnvelope(contenidoSchema);

/** Feedback for a key's score range (0–100), per language. */
export const feedbackSchema = z.object({
  id: z.number().int(),
  language_id: z.string(),
  claves_id: z.number().int().nullable(),
  minimo: z.number().int(),
  maximo: z.number().int(),
  titulo: z.string(),
  texto: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
/** POST /v3/feedbacks and PUT /v3/feedback/{id} (the body carries no id, spec §7). */
export const feedbackBodySchema = z
  .strictObject({
    claves_id: id.nullable(),
    minimo: z.number().int().min(0).max(100),
    maximo: z.number().int().min(0).max(100),
    titulo: z.string().trim().min(1, CONTENT_MESSAGES.tituloRequired).max(500),
    texto: z.string().trim().max(20000).default(''),
  })
  .refine((b) => b.minimo <= b.maximo, {
    message: CONTENT_MESSAGES.rangeInvalid,
    path: ['maximo'],
  });
export type FeedbackBody = z.input<typeof feedbackBodySchema>;
export const feedbacksResponseSchema = dataEnvelope(z.array(feedbackSchema));
export const feedbackResponseSchema = dataEnvelope(feedbackSchema);

/** Perspectives and material types: read-only lists (spec §3). */
export const namedItemSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  nombre_ca: z.string(),
});
export type NamedItem = z.infer<typeof namedItemSchema>;
export const namedItemsResponseSchema = dataEnvelope(z.array(namedItemSchema));

/**
 * A learning resource. `centerLogo` is an inline image data string or null; `documentPath` is
 * where its document is fetched (`/v11/files/{id}` for an uploaded one) or null.
 */
export const recursoSchema = z.object({
  ...describedItemRowFields,
  perspectivas_id: z.number().int().nullable(),
  tipos_material_id: z.number().int().nullable(),
  claves_id: z.number().int().nullable(),
  centros_id: z.number().int().nullable(),
  centerLogo: z.string().nullable(),
  document: z.null(),
  documentPath: z.string().nullable(),
  comunidades: z.array(z.number().int()),
  cursos: z.array(z.number().int()),
});
export type Recurso = z.infer<typeof recursoSchema>;
const recursoFields = {
  ...describedItemFields,
  perspectivas_id: id.nullable().default(null),
  tipos_material_id: id.nullable().default(null),
  claves_id: id.nullable().default(null),
  centros_id: id.nullable().default(null),
  /** A data string (`data:image/png;base64,…`) or null. */
  centerLogo: z.string().nullable().default(null),
  /** A file as a data string, or null (spec §5). */
  document: z.string().nullable().default(null),
  /** File name of `document`, used when it is downloaded. */
  documentName: z.string().trim().max(255).optional(),
  comunidades: z.array(id).max(50).default([]),
  cursos: z.array(id).max(200).default([]),
};
/** POST /v11/recursos: files as data strings (spec §5). */
export const recursoCreateSchema = z.strictObject(recursoFields);
export type RecursoCreate = z.input<typeof recursoCreateSchema>;
/**
 * PATCH /v11/recursos. `centerLogo` null keeps the current logo (the client sends null when no
 * new file was chosen, spec §5) unless `removeCenterLogo`; `document` null with `documentPath`
 * keeps that document, both null remove it.
 */
export const recursoUpdateSchema = z.strictObject({
  ...recursoFields,
  id,
  documentPath: z.string().trim().max(2000).nullable().default(null),
  removeCenterLogo: z.boolean().default(false),
});
export type RecursoUpdate = z.input<typeof recursoUpdateSchema>;
export const recursosResponseSchema = dataEnvelope(z.array(recursoSchema));
export const recursoResponseSchema = dataEnvelope(recursoSchema);
export const comunidadesRecursoResponseSchema = dataEnvelope(
  z.array(z.object({ id: z.number().int(), nombre: z.string() })),
);
export const cursosRecursoResponseSchema = dataEnvelope(
  z.array(z.object({ id: z.number().int(), curso: z.string() })),
);

/** What is shown of a stored file: its name, its content type and its size in bytes. */
const fileDescriptionFields = {
  filename: z.string(),
  mime: z.string(),
  size: z.number().int(),
};

/** POST /v11/resources/upload and POST /v1/documentos: a file as a data string. */
export const uploadBodySchema = z.strictObject({
  filename: z.string().trim().min(1, CONTENT_MESSAGES.filenameRequired).max(255),
  data: z.string().min(1, CONTENT_MESSAGES.badDataString),
});
export type UploadBody = z.infer<typeof uploadBodySchema>;
export const storedFileSchema = z.object({
  id: z.number().int(),
  ...fileDescriptionFields,
  /** Where to fetch it (administrators only). */
  url: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
export const uploadResponseSchema = dataEnvelope(storedFileSchema);

export const toolkitSchema = z.object({
  ...describedItemRowFields,
  file_id: z.number().int().nullable(),
  fileUrl: z.string().nullable(),
});
export type Toolkit = z.infer<typeof toolkitSchema>;
export const toolkitCreateSchema = z.strictObject({
  ...describedItemFields,
  file_id: id.nullable().default(null),
});
export type ToolkitCreate = z.input<typeof toolkitCreateSchema>;
export const toolkitUpdateSchema = toolkitCreateSchema.extend({ id });
export type ToolkitUpdate = z.input<typeof toolkitUpdateSchema>;
export const toolkitsResponseSchema = dataEnvelope(z.array(toolkitSchema));
export const toolkitResponseSchema = dataEnvelope(toolkitSchema);

export const documentoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  ...fileDescriptionFields,
  created_at: z.string(),
  url: z.string(),
});
export type Documento = z.infer<typeof documentoSchema>;
export const documentoCreateSchema = uploadBodySchema.extend({
  nombre: z.string().trim().min(1, CONTENT_MESSAGES.nombreRequired).max(255),
});
export type DocumentoCreate = z.infer<typeof documentoCreateSchema>;
export const documentosResponseSchema = dataEnvelope(z.array(documentoSchema));
export const documentoResponseSchema = dataEnvelope(documentoSchema);

/** `{ data: { id } }` of a delete. */
export const deletedResponseSchema = dataEnvelope(z.object({ id: z.number().int() }));
