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
   * to that record's screen (issue 27); null for lines of no record (profiles, bulk actions…).
   */
  record: z.enum(HISTORY_ENTITIES).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** The fields it changed, labelled, with the values as the screens show them (issue 27). */
  changes: z.array(shownChangeSchema),
  ...auditLineUndoFields,
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
   * the log of changes leaves them out; `true` lists only them, as the access log (issue 27).
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

export const AUDIT_MESSAGES = {
  badRange: 'La fecha inicial no puede ser posterior a la final.',
} as const;
