import { auditFilterSchema } from '@eval/contracts/audit';
import { sentEmailFilterSchema } from '@eval/contracts/emails';
import type { SavedViewState } from '@eval/contracts/saved-views';
import type { JsonObject, JsonValue } from '../json';
import type { TableOrder } from './table-setup';
import type { RememberedTable, TableState } from './tables-slice';

/**
 * The fields each table keeps in its filter (what its screen reads back). A saved view whose
 * filter names another field was saved before that field went away: opening it leaves it out.
 */
export const VIEW_FILTER_FIELDS: Record<RememberedTable, readonly string[]> = {
  quizzes: [
    'nombre',
    'codigo',
    'ownership',
    'periodId',
    'groupby',
    'status',
    'comunidades',
    'municipio',
    'sendFrom',
    'sendTo',
  ],
  users: ['search'],
  centreUsers: ['search'],
  centres: ['search'],
  sentEmails: Object.keys(sentEmailFilterSchema.shape),
  audit: Object.keys(auditFilterSchema.shape),
};

/** What a table offers now, against which a saved view is read back. */
export interface TableShape<Field extends string = string> {
  table: RememberedTable;
  pageSizes: readonly number[];
  orderFields: readonly Field[];
  /**
   * The columns the administrator may hide, by field; undefined when the table's visible
   * columns are not the administrator's own (the follow-up table's are a shared setting).
   */
  columns?: readonly string[];
  /** Whether inactive rows are listed, for the tables with that switch (users and centres). */
  showInactive?: boolean;
}

/** The table as it is now, as a view to save. The page is left out: a view opens at page 0. */
export function toViewState(state: TableState, shape: TableShape): SavedViewState {
  const known = shape.columns;
  return {
    filter: state.filter,
    order: state.setup.order ?? null,
    size: state.setup.size,
    hiddenColumns: known ? state.hiddenColumns.filter((field) => known.includes(field)) : [],
    ...(shape.showInactive === undefined ? {} : { showInactive: shape.showInactive }),
  };
}

/** A saved view read back for the table as it is now, and what of it had to be left out. */
export interface OpenedView<Field extends string> {
  table: {
    setup: { size: number; order: TableOrder<Field> | null };
    filter: JsonObject;
    hiddenColumns: string[];
  };
  /** Undefined when the view does not say or the table has no such switch. */
  showInactive?: boolean;
  /** Spanish names of the parts left out, for the message to the administrator. */
  dropped: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON as sent by the server: anything else (never expected) is left out like an unknown field. */
function isJson(value: unknown): value is JsonValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJson);
  return isObject(value) && Object.values(value).every(isJson);
}

/**
 * Reads a saved view for the table as it is now: a filter field, an order or a
 * hidden column the table no longer has is left out and named in `dropped`; a page size it does
 * not offer becomes its first size. The view is what the server kept, unchecked: a view saved
 * by an older version opens as far as it still makes sense.
 */
export function fromViewState<Field extends string>(
  saved: Record<string, unknown>,
  shape: TableShape<Field>,
): OpenedView<Field> {
  const dropped: string[] = [];
  const filter: JsonObject = {};
  const knownFilter = VIEW_FILTER_FIELDS[shape.table];
  for (const [field, value] of Object.entries(isObject(saved.filter) ? saved.filter : {})) {
    if (knownFilter.includes(field) && isJson(value)) filter[field] = value;
    else dropped.push(`filtro «${field}»`);
  }

  const order = isObject(saved.order) ? saved.order : null;
  const field = order ? shape.orderFields.find((f) => f === order.field) : undefined;
  const direction = order?.direction === 'desc' ? 'desc' : 'asc';
  if (order && !field) dropped.push(`orden por «${String(order.field)}»`);

  const savedSize = typeof saved.size === 'number' ? saved.size : undefined;
  const size =
    savedSize !== undefined && shape.pageSizes.includes(savedSize)
      ? savedSize
      : (shape.pageSizes[0] ?? 10);
  if (savedSize !== undefined && savedSize !== size) dropped.push(`${savedSize} filas por página`);

  const hiddenColumns: string[] = [];
  const columns = shape.columns;
  if (columns && Array.isArray(saved.hiddenColumns)) {
    for (const column of saved.hiddenColumns) {
      if (typeof column === 'string' && columns.includes(column)) hiddenColumns.push(column);
      else dropped.push(`columna «${String(column)}»`);
    }
  }

  const showInactive =
    shape.showInactive !== undefined && typeof saved.showInactive === 'boolean'
      ? saved.showInactive
      : undefined;
  return {
    table: { setup: { size, order: field ? { field, direction } : null }, filter, hiddenColumns },
    ...(showInactive === undefined ? {} : { showInactive }),
    dropped,
  };
}
