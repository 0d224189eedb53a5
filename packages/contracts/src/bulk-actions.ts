import { z } from 'zod';
import { centresFilterSchema } from './centres';
import { dataEnvelope, downloadFormatSchema } from './common';
import { countText, formatCount } from './count-text';
import { mailDeliverySchema } from './emails';
import { userFilterSchema } from './user-list';

/** At most this many ids in a selection or its exceptions (a national register is ~30,000). */
export const BULK_MAX_IDS = 50_000;

const ids = z.array(z.number().int().positive()).max(BULK_MAX_IDS);

/**
 * The rows a bulk action acts on: either the ids ticked in the table, or every row
 * matching the table's current filter — the same filter JSON as its list call — but `except`.
 */
export const bulkSelectionSchema = <F extends z.ZodType>(filter: F) =>
  z.union([
    z.strictObject({ ids: ids.min(1, 'Seleccione al menos una fila.') }),
    z.strictObject({ filter, except: ids.default([]) }),
  ]);

export const userSelectionSchema = bulkSelectionSchema(userFilterSchema);
export type UserSelection = z.input<typeof userSelectionSchema>;
export const centreSelectionSchema = bulkSelectionSchema(centresFilterSchema);
export type CentreSelection = z.input<typeof centreSelectionSchema>;

/** The actions of the users' bulk toolbar. */
export const USER_BULK_ACTIONS = [
  'activate',
  'deactivate',
  'invite',
  'resetPassword',
  'setCargo',
  'setProfile',
  'delete',
] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];

/** POST /v1/users/bulk. */
export const userBulkBodySchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('activate'), selection: userSelectionSchema }),
  z.strictObject({ action: z.literal('deactivate'), selection: userSelectionSchema }),
  z.strictObject({ action: z.literal('invite'), selection: userSelectionSchema }),
  z.strictObject({ action: z.literal('resetPassword'), selection: userSelectionSchema }),
  z.strictObject({ action: z.literal('delete'), selection: userSelectionSchema }),
  z.strictObject({
    action: z.literal('setCargo'),
    selection: userSelectionSchema,
    /** null clears the cargo. */
    cargos_id: z.number().int().positive().nullable(),
  }),
  z.strictObject({
    action: z.literal('setProfile'),
    selection: userSelectionSchema,
    perfil: z.number().int().min(0),
  }),
]);
export type UserBulkBody = z.input<typeof userBulkBodySchema>;

/** The actions of the centres' bulk toolbar that change rows (the export is its own call). */
export const CENTRE_BULK_ACTIONS = ['activate', 'deactivate'] as const;
export type CentreBulkAction = (typeof CENTRE_BULK_ACTIONS)[number];

/** POST /v2/centros/bulk. */
export const centreBulkBodySchema = z.strictObject({
  action: z.enum(CENTRE_BULK_ACTIONS),
  selection: centreSelectionSchema,
});
export type CentreBulkBody = z.input<typeof centreBulkBodySchema>;

/** POST /v2/centros/bulk/export: the selected centres as CSV (';') or Excel. */
export const centreBulkExportBodySchema = z.strictObject({
  selection: centreSelectionSchema,
  format: downloadFormatSchema,
});
export type CentreBulkExportBody = z.input<typeof centreBulkExportBodySchema>;

/** GET …/bulk/count?selection=<JSON>: how many rows the selection holds now. */
export const bulkCountResponseSchema = dataEnvelope(z.object({ count: z.number().int() }));

/** A selected row the action may not touch, and why (Spanish). */
export const bulkRefusedSchema = z.object({
  id: z.number().int(),
  /** What the screen names the row by: e-mail of a user, code and name of a centre. */
  label: z.string(),
  reasons: z.array(z.string()),
});
export type BulkRefused = z.infer<typeof bulkRefusedSchema>;

/** What an applied bulk action did. */
export const bulkResultSchema = z.object({
  /** Rows in the selection. */
  selected: z.number().int(),
  /** Rows changed (or e-mailed). */
  changed: z.number().int(),
  /** Rows already as asked (activating an active user, inviting someone with a password). */
  unchanged: z.number().int(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
/** Users' bulk answer: always with `mail` (zeros for actions that send none). */
export const bulkResponseSchema = dataEnvelope(bulkResultSchema).extend({
  mail: mailDeliverySchema,
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;
/** Centres' bulk answer: no e-mail is sent. */
export const centreBulkResponseSchema = dataEnvelope(bulkResultSchema);

/** `error.details` of a refused bulk action (409): nothing was applied. */
export const bulkRefusalDetailsSchema = z.object({
  selected: z.number().int(),
  refused: z.array(bulkRefusedSchema),
});
export type BulkRefusalDetails = z.infer<typeof bulkRefusalDetailsSchema>;

/** Spanish texts of bulk actions. */
export const BULK_MESSAGES = {
  refused: (refused: number, selected: number) =>
    `No se ha aplicado ningún cambio: ${formatCount(refused)} de ` +
    `${countText(selected, 'fila seleccionada', 'filas seleccionadas')} ` +
    `${refused === 1 ? 'no lo permite' : 'no lo permiten'}. Corrija la selección y vuelva a intentarlo.`,
  emptySelection: 'La selección no contiene ninguna fila.',
  tooMany: `La selección supera el máximo de ${formatCount(BULK_MAX_IDS)} filas.`,
  userMissing: 'El usuario no existe (quizá lo eliminó otra persona).',
  centreMissing: 'El centro no existe.',
  inviteInactive: 'El usuario está desactivado: actívelo antes de enviarle la invitación.',
  /** A scoped administrator's selection names a centre of a community outside their scope. */
  centresOutOfScope:
    'La selección incluye centros de comunidades fuera de su ámbito: no se ha aplicado nada.',
  /** A scoped administrator's selection names someone they do not reach (docs/security.md). */
  usersOutOfScope:
    'La selección incluye personas fuera de su ámbito (de centros de otras comunidades, u otras cuentas de administración): no se ha aplicado nada.',
} as const;
