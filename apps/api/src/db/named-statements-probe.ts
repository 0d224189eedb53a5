import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** What a server answers a named statement it does not have, or has from another client. */
const LOST_STATEMENT = new Set(['26000', '42P05']);

/**
 * Whether named prepared statements work on `pool`'s connections from one transaction to the
 * next. They do on a direct connection, and through a pooler that keeps them (PgBouncer 1.21+
 * with max_prepared_statements); behind transaction pooling that does not (PgBouncer 1.18, or
 * max_prepared_statements = 0), every hot read would answer 500.
 *
 * A connection of the pool prepares a named statement that answers its server's process id. A
 * direct connection knows that process from its start-up (the server's BackendKeyData); a pooler
 * sends its own key instead. Behind a pooler, fresh connections open transactions, each holding
 * one server connection, until one holds the server connection the statement was prepared on:
 * its next run must then reach another one, which behind transaction pooling never saw it
 * (26000, or 42P05 where another client prepared the name). Holding rather than hoping: other
 * work (the outbox, the metrics, the hot path) changes which server connection is handed out
 * next, and one lucky answer would be kept as the instance's readiness.
 */
export async function namedStatementsSurvive(pool: pg.Pool): Promise<boolean> {
  // A name of its own: server connections outlive instances, and one that kept an earlier
  // probe's statement would answer for it.
  const probe = { name: `health_named_probe_${randomBytes(6).toString('hex')}`, text: PID_QUERY };
  const first = await pool.connect();
  const holders: pg.Client[] = [];
  let lost = false;
  try {
    const prepared = await backendPid(first, probe);
    // pg keeps the BackendKeyData's process id on the client, untyped.
    if ((first as unknown as { processID: number | null }).processID === prepared) return true;
    while (holders.length < NAMED_PROBE_HOLDERS) {
      // A pooler in session mode never frees the first's server connection: each holder then
      // waits for a server of its own, so it waits a bounded time and the answer is unknown.
      const holder = new pg.Client({ ...pool.options, query_timeout: HOLDER_WAIT_MS });
      await holder.connect();
      holders.push(holder);
      await holder.query('BEGIN');
      if ((await backendPid(holder, PID_QUERY)) !== prepared) continue;
      // The others let go first: the pooler may have no other server connection to give.
      await Promise.all(holders.splice(0, holders.length - 1).map(leave));
      try {
        await first.query(probe);
        return true;
      } finally {
        // Behind a pooler that loses it, nothing else would ever remove it.
        await holder.query(`DEALLOCATE ${probe.name}`).catch(() => undefined);
      }
    }
    throw new Error('named statements probe: the prepared server connection was never free');
  } catch (error) {
    lost = error instanceof pg.DatabaseError && LOST_STATEMENT.has(error.code ?? '');
    if (lost) return false;
    throw error;
  } finally {
    // Its cache of prepared names no longer matches any server connection: not reused.
    first.release(lost);
    await Promise.all(holders.map(leave));
  }
}

/** Ends a holder's transaction, then its connection: a pooler closes a server connection its client left mid-transaction. */
async function leave(holder: pg.Client): Promise<void> {
  await holder.query('COMMIT').catch(() => undefined);
  await holder.end().catch(() => undefined);
}

const PID_QUERY = 'select pg_backend_pid() as pid';
/** Server connections held at most while looking for the one the probe prepared on. */
const NAMED_PROBE_HOLDERS = 16;
const HOLDER_WAIT_MS = 2_000;

async function backendPid(
  client: pg.ClientBase,
  query: string | { name: string; text: string },
): Promise<number> {
  const result = await client.query<{ pid: number }>(query);
  return Number(result.rows[0]?.pid);
}
