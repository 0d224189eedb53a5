import { z } from 'zod';
import { SAVED_VIEW_TABLES } from './client-constants';
import { dataEnvelope, orderSchema } from './common';
import { formatCount } from './count-text';

export { SAVED_VIEW_TABLES } from './client-constants';
export type SavedViewTable = (typeof SAVED_VIEW_TABLES)[number];

/** Most views one administrator keeps per table: a menu, not a store. */
export const MAX_VIEWS_PER_TABLE = 50;
/** Longest view state, as JSON: a filter with a few dozen values fits many times over. */
export const MAX_VIEW_STATE_CHARS = 8_000;
export const MAX_VIEW_NAME = 80;

/** Spanish messages and labels of saved views. */
export const SAVED_VIEW_MESSAGES = {
  unknownTable: 'La tabla indicada no admite vistas guardadas.',
  nameRequired: 'Escriba un nombre para la vista.',
  nameTooLong: `El nombre de la vista no puede superar ${MAX_VIEW_NAME} caracteres.`,
  nameTaken: 'Ya tiene una vista con ese nombre en esta tabla.',
  tooMany: `Ya tiene ${MAX_VIEWS_PER_TABLE} vistas en esta tabla, que es el máximo. Elimine alguna antes de guardar otra.`,
  stateTooLarge: `La vista guardada supera el tamaño permitido (${formatCount(MAX_VIEW_STATE_CHARS)} caracteres).`,
  notFound: 'La vista no existe.',
  nothingToChange: 'Indique el nombre o la configuración nueva de la vista.',
  menu: 'Vistas',
  saveAs: 'Guardar vista actual como…',
  saveAsTitle: 'Guardar vista',
  renameTitle: 'Renombrar vista',
  manage: 'Gestionar vistas…',
  manageTitle: 'Vistas guardadas',
  deleteTitle: 'Eliminar vista',
  nameLabel: 'Nombre de la vista',
  noViews: 'No hay vistas guardadas',
  saved: 'Vista guardada.',
  renamed: 'Vista renombrada.',
  deleted: 'Vista eliminada.',
  overwritten: 'Vista actualizada con la configuración actual.',
  confirmDelete: (name: string) => `¿Eliminar la vista «${name}»?`,
  opened: (name: string) => `Vista «${name}» abierta.`,
  /** A view saved before a column or a filter field was removed: that part is left out. */
  partlyOpened: (name: string, parts: readonly string[]) =>
    `Vista «${name}» abierta sin lo que ya no existe en la tabla: ${parts.join(', ')}.`,
} as const;

const jsonObject = z.record(z.string().max(64), z.json());

/**
 * What a view keeps of a table: its filter (each screen's own fields, as JSON), order, page
 * size, the columns hidden and, for users and centres, whether inactive rows are listed. The
 * page is not kept: a view opens at the first page. Columns and filter fields are checked by
 * the web app when a view is opened, against the table as it is then (docs/saved-views.md).
 */
export const savedViewStateSchema = z
  .strictObject({
    filter: jsonObject.refine((value) => Object.keys(value).length <= 40, {
      message: 'El filtro de la vista tiene demasiados campos.',
    }),
    order: orderSchema.nullable(),
    size: z.number().int().min(1).max(500),
    hiddenColumns: z.array(z.string().min(1).max(64)).max(100),
    showInactive: z.boolean().optional(),
  })
  .refine((state) => JSON.stringify(state).length <= MAX_VIEW_STATE_CHARS, {
    message: SAVED_VIEW_MESSAGES.stateTooLarge,
  });
export type SavedViewState = z.infer<typeof savedViewStateSchema>;

const tableSchema = z.enum(SAVED_VIEW_TABLES, { error: SAVED_VIEW_MESSAGES.unknownTable });
const nameSchema = z
  .string()
  .trim()
  .min(1, SAVED_VIEW_MESSAGES.nameRequired)
  .max(MAX_VIEW_NAME, SAVED_VIEW_MESSAGES.nameTooLong);

/**
 * A saved view as the API answers it. `state` is what was saved, unchecked on the way out: a
 * view saved by an older version still opens, and the web app leaves out what it no longer
 * knows.
 */
export const savedViewSchema = z.object({
  id: z.number().int(),
  table: z.string(),
  name: z.string(),
  state: z.record(z.string(), z.unknown()),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** GET /v1/views?table=… — the caller's own views of one table, by name. */
export const savedViewsQuerySchema = z.strictObject({ table: tableSchema });
export const savedViewsResponseSchema = dataEnvelope(z.array(savedViewSchema));

/** POST /v1/views */
export const newSavedViewBodySchema = z.strictObject({
  table: tableSchema,
  name: nameSchema,
  state: savedViewStateSchema,
});
export type NewSavedViewBody = z.infer<typeof newSavedViewBodySchema>;

/** PATCH /v1/views/:id — rename, replace the state with the table's current one, or both. */
export const savedViewPatchSchema = z
  .strictObject({ name: nameSchema.optional(), state: savedViewStateSchema.optional() })
  .refine((body) => body.name !== undefined || body.state !== undefined, {
    message: SAVED_VIEW_MESSAGES.nothingToChange,
  });
export type SavedViewPatch = z.infer<typeof savedViewPatchSchema>;

export const savedViewResponseSchema = dataEnvelope(savedViewSchema);
