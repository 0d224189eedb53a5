import { z } from 'zod';
import {
  centreIdParamsSchema,
  dataEnvelope,
  idParam,
  idParamsSchema,
  pagedEnvelope,
  setupOrderedBy,
} from './common';
import { mailDeliverySchema } from './emails';

/** A user as listed (spec §3), with the read-only fields derived from its centre. */
export const userRowSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string(),
  dni: z.string(),
  perfil: z.number().int(),
  /** The profile's name. */
  perfil_nombre: z.string(),
  created_at: z.string(),
  language_id: z.string(),
  cargos_id: z.number().int().nullable(),
  activo: z.number().int(),
  centros_id: z.number().int().nullable(),
  centro: z.string().nullable(),
  ccaa: z.string().nullable(),
  provincia: z.string().nullable(),
  municipio: z.string().nullable(),
  codigo: z.string().nullable(),
  groupby: z.string().nullable(),
  titularidad: z.string().nullable(),
  cepa_fp: z.string().nullable(),
  cp: z.string().nullable(),
  /** Whether the person has set a password yet. */
  has_password: z.boolean(),
  /** An administrator's scope: community ids, `[]` national (and for everyone else). */
  ambito: z.array(z.number().int()),
  /** 1: an administrator who only reads; 0 for everyone else. */
  solo_lectura: z.number().int(),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** Fields the user list may be ordered by. */
export const USER_ORDER_FIELDS = [
  'id',
  'nombre',
  'apellidos',
  'email',
  'perfil',
  'created_at',
  'activo',
  'centros_id',
] as const;

/** `filter` of GET /v1/users and GET /v1/usersCentro/{centerId}. */
export const userFilterSchema = z.strictObject({
  /** Free text matched against nombre, apellidos and e-mail, ignoring case and accents. */
  search: z.string().trim().max(100).optional(),
  centros_id: z.number().int().positive().optional(),
  perfil: z.number().int().min(0).optional(),
  /** false or absent: active users only (the show-inactive flag off). */
  showInactive: z.boolean().optional(),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

export const userSetupSchema = setupOrderedBy(USER_ORDER_FIELDS);
export type UserSetup = z.infer<typeof userSetupSchema>;

/** GET /v1/users response (paged form, and the unpaged form with every user). */
export const usersResponseSchema = pagedEnvelope(userRowSchema);
export type UsersResponse = z.infer<typeof usersResponseSchema>;
export const userResponseSchema = dataEnvelope(userRowSchema);
/** POST /v1/auth/registeruser and PATCH /v1/auth/reset/{userId}: the user and its e-mail's fate. */
export const userMailResponseSchema = userResponseSchema.extend({ mail: mailDeliverySchema });
export type UserMailResponse = z.infer<typeof userMailResponseSchema>;

export const userIdParamsSchema = idParamsSchema;
export const resetParamsSchema = z.strictObject({ userId: idParam });
export const centreUsersParamsSchema = centreIdParamsSchema;
