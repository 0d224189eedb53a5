/**
 * `rows` in the order of `ids`: a page is found as sorted ids first and its rows are read after
 * with `id in (…)`, which returns them in no particular order. An id without a row (deleted in
 * between) is skipped.
 */
export function inIdOrder<T extends { id: number }>(
  ids: readonly number[],
  rows: readonly T[],
): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The rows of a page found as sorted ids (`pageIds`, the first query), in that order: `rowsOf`
 * reads the rows of the ids (one `id in (…)` query), and no query runs for an empty page.
 */
export async function rowsInIdOrder<T extends { id: number }>(
  pageIds: readonly { id: number }[],
  rowsOf: (ids: number[]) => Promise<T[]>,
): Promise<T[]> {
  const ids = pageIds.map((row) => row.id);
  if (ids.length === 0) return [];
  return inIdOrder(ids, await rowsOf(ids));
}
