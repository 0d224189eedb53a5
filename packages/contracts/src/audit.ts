import { z } from 'zod';
import { dateRangeFilterFields, labelledCodes, pagedEnvelope, setupOrderedBy } from './common';
import {
  auditLineFields,
  auditLineUndoFields,
  HISTORY_ENTITIES,
  shownChangeSchema,
} from './history';

export { AUDIT_PAGE_SIZES } from './client-constants';

/** Methods recorded in the audit log: every administrator write. */
export const [AUDIT_METHODS, AUDIT_METHOD_LABELS] = labelledCodes({
  POST: 'Alta o acción',
  PUT: 'Modificación',
  PATCH: 'Modificación',
  DELETE: 'Borrado',
});
export type AuditMethod = (typeof AUDIT_METHODS)[number];

/**
 * One administrator write. `action` is the method and the route pattern
 * (`PUT /v3/clave/:id`); `entity` the route's path without version nor parameters
 * (`clave`); `entity_id` the path parameters (or the id the response created).
 * `before`/`after` are JSON with secrets replaced by `[oculto]`.
 */
export const auditEntrySchema = z.object({
  ...auditLineFields,
  entity: z.string(),
  entity_id: z.string().nullable(),
  /**
   * The kind of record the line wrote (its id is `entity_id`), so the screen can link the line
   * to that record's screen; null for lines of no record (profiles, bulk actions…).
   */
  record: z.enum(HISTORY_ENTITIES).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** The fields it changed, labelled, with the values as the screens show them. */
  changes: z.array(shownChangeSchema),
  ...auditLineUndoFields,
  /**
   * The scope the author acted with: community ids, `[]` national; null on lines written before
   * scopes, and on those of the scheduler, the mass upload and the register import.
   */
  actor_ambito: z.array(z.number().int()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `filter` of GET /v15/audit-log. Dates are ISO instants; the client expands days. */
export const auditFilterSchema = z.strictObject({
  /** Name, surname or e-mail of the administrator (accent- and case-insensitive). */
  user: z.string().trim().max(254).optional(),
  entity: z.string().trim().max(100).optional(),
  entity_id: z.string().trim().max(100).optional(),
  method: z.enum(AUDIT_METHODS).optional(),
  /**
   * Reads recorded as administrator POSTs (previews, downloads, exports) change nothing, so
   * the log of changes leaves them out; `true` lists only them, as the access log.
   */
  reads: z.boolean().optional(),
  ...dateRangeFilterFields,
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const AUDIT_ORDER_FIELDS = ['at', 'entity', 'action'] as const;
export const auditSetupSchema = setupOrderedBy(AUDIT_ORDER_FIELDS).extend({
  size: z.number().int().min(1).max(100),
});
export type AuditSetup = z.infer<typeof auditSetupSchema>;

/** GET /v15/audit-log response: the page and the total count. */
export const auditLogResponseSchema = pagedEnvelope(auditEntrySchema);
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** GET /v15/audit-log/options: the entities and actions that can be recorded, for the filters. */
export const auditOptionsResponseSchema = z.object({
  data: z.object({ entities: z.array(z.string()), actions: z.array(z.string()) }),
});
export type AuditOptions = z.infer<typeof auditOptionsResponseSchema>['data'];

export const AUDIT_LABELS = {
  title: 'Auditoría',
  subtitle: 'Registro de todas las escrituras de los administradores',
  at: 'Fecha y hora',
  user: 'Administrador',
  action: 'Acción',
  summary: 'Cambio',
  log: 'Registro',
  changes: 'Cambios',
  reads: 'Accesos (vistas previas y descargas)',
  method: 'Tipo',
  entity: 'Entidad',
  entityId: 'Identificador',
  before: 'Antes',
  after: 'Después',
  from: 'Desde',
  to: 'Hasta',
  all: 'Todas',
  userFilter: 'Administrador (nombre o correo)',
  clear: 'Limpiar filtros',
  details: 'Detalle del cambio',
  close: 'Cerrar',
  noData: 'Sin datos',
  deletedUser: 'Usuario eliminado',
} as const;

/**
 * The audit line's entity (named after its route, `entityOf` in the API) as the filter offers
 * it: what was written, in Spanish, never the route's segment (docs/glossary.md). An entity
 * missing here is shown as it is.
 */
export const AUDIT_ENTITY_LABELS: Readonly<Record<string, string>> = {
  'audit/revert': 'Reversiones y restauraciones',
  'auth/account/language': 'Mi cuenta: idioma',
  'auth/account/password': 'Mi cuenta: contraseña',
  'auth/massive': 'Carga masiva de usuarios',
  'auth/massive/preview': 'Carga masiva de usuarios (vista previa)',
  'auth/registeruser': 'Alta de usuarios',
  'auth/reset': 'Restablecimientos de contraseña',
  'auth/second-factor-policy': 'Exigencia de la verificación en dos pasos',
  'auth/totp': 'Verificación en dos pasos de otro administrador',
  'auth/totp/disable': 'Verificación en dos pasos: desactivación',
  'auth/totp/enrolment': 'Verificación en dos pasos: activación',
  'auth/totp/enrolment/confirm': 'Verificación en dos pasos: confirmación',
  'auth/totp/recovery-codes': 'Códigos de recuperación',
  'centro/consultas': 'Consultas de los centros',
  'consultation-questions': 'Preguntas de las consultas',
  campaigns: 'Campañas',
  'campaigns/cancel': 'Campañas: cancelación',
  'campaigns/preview': 'Campañas: vista previa',
  'campaigns/retry': 'Campañas: reintentos',
  cargos: 'Cargos',
  centros: 'Centros',
  'centros/bulk': 'Centros: acciones sobre la selección',
  'centros/bulk/export': 'Centros: exportación de la selección',
  'centros/import': 'Importación de centros',
  'centros/import/preview': 'Importación de centros (vista previa)',
  'centro/plan/acciones': 'Plan de mejora: acciones',
  'centro/plan/acciones/estado': 'Plan de mejora: estado de las acciones',
  'centro/plan/acciones/evidencias': 'Plan de mejora: evidencias añadidas',
  'centro/plan/evidencias': 'Plan de mejora: evidencias eliminadas',
  'centro/plan/sugerencias/adoptar': 'Plan de mejora: sugerencias adoptadas',
  clave: 'Claves',
  claves: 'Claves: altas',
  contenido: 'Contenidos: bajas',
  contenidos: 'Contenidos',
  curso: 'Cursos',
  cursos: 'Cursos: altas',
  cursoscentros: 'Cursos de los centros',
  deleteToolkits: 'Toolkits: bajas',
  documentos: 'Documentos',
  feedback: 'Feedback',
  feedbacks: 'Feedback: altas',
  'fields-visibility': 'Columnas visibles',
  'keys/results-report/download': 'Informes PDF del dashboard',
  'mail-templates': 'Plantillas de correo',
  'mail-templates/preview': 'Plantillas de correo: vista previa',
  'mail-templates/versions/restore': 'Plantillas de correo: versiones restauradas',
  municipios: 'Municipios',
  nuevoperiodo: 'Periodos: altas',
  'periodos/reabrir': 'Periodos: reaperturas',
  'plan-suggestions': 'Plan de mejora: sugerencias del catálogo',
  pregunta: 'Preguntas',
  preguntas: 'Preguntas: altas',
  profiles: 'Perfiles',
  provincia: 'Provincias',
  recurso: 'Recursos: bajas',
  recursos: 'Recursos',
  'reset-quiz': 'Evaluaciones reiniciadas',
  'resources/upload': 'Ficheros subidos',
  respuesta: 'Respuestas',
  respuestas: 'Respuestas: altas',
  'sent-emails/resend': 'Correos reenviados',
  tipo: 'Tipos de pregunta',
  tipos: 'Tipos de pregunta: altas',
  toolkits: 'Toolkits',
  user: 'Usuarios: bajas',
  users: 'Usuarios',
  'users/bulk': 'Usuarios: acciones sobre la selección',
  'users/personal-data/erase': 'Supresión de datos personales',
  views: 'Vistas guardadas',
};

export const AUDIT_MESSAGES = {
  badRange: 'La fecha inicial no puede ser posterior a la final.',
} as const;
