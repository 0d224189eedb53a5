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
