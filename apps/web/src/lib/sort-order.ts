import type { GridSortModel } from '@mui/x-data-grid';

/**
 * The `order` of a server-paged grid's `setup`: its first sorted column, or null when that is
 * not one of the fields the server orders by (an unknown field would be refused).
 */
export function sortOrder<Field extends string>(
  sort: GridSortModel,
  fields: readonly Field[],
): { field: Field; direction: 'asc' | 'desc' } | null {
  const [first] = sort;
  const field = fields.find((f) => f === first?.field);
  return field && first?.sort ? { field, direction: first.sort } : null;
}
