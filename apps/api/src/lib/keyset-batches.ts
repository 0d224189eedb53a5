/**
 * Rows read in batches by keyset pagination on `id`, for the streamed downloads and lists:
 * `read(after)` returns, in id order, at most `size` rows whose id is above `after`.
 *
 * The first batch is read before this returns, the rest as the stream is consumed. A streamed
 * answer has sent its status and first bytes before it reads again, so a query that fails
 * (a value the database refuses, the database gone) must fail here, while the route can still
 * answer with a proper 400/500 error body, instead of cutting a 200 after `{"data":[`.
 */
export async function keysetBatches<T extends { id: number }>(
  read: (after: number) => Promise<T[]>,
  size: number,
): Promise<AsyncGenerator<T[]>> {
  const first = await read(0);
  return (async function* rest() {
    for (let rows = first; ;) {
      if (rows.length > 0) yield rows;
      const last = rows.at(-1);
      if (!last || rows.length < size) return;
      rows = await read(last.id);
    }
  })();
}
