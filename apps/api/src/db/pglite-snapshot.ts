import type { PGlite, Transaction } from '@electric-sql/pglite';

/** A consistent copy of the embedded database, as `npm run backup` writes it (docs/operations.md). */
export interface PgliteSnapshot {
  /** Rows of every logged table of the public schema at the moment of the copy. */
  counts: Record<string, number>;
  /** The last migration applied (drizzle's journal table): the schema version of the copy. */
  schema: { hash: string; at: string } | null;
  /** The data directory as an uncompressed tar (PGlite's own format, read back by `loadDataDir`). */
  tar: Uint8Array;
}

/**
 * Rows of every logged table of the public schema, read on `tx` (as scripts/backup-manifest.mjs
 * counts them): UNLOGGED counters are emptied by the recovery a copy goes through at its start.
 */
async function countTables(tx: Transaction): Promise<Record<string, number>> {
  const tables = await tx.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'p' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await tx.query<{ n: string }>(
      `select count(*)::bigint::text as n from "public"."${name.replaceAll('"', '""')}"`,
    );
    counts[name] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

/**
 * Copies the running embedded database without stopping it. PGlite is one connection in this
 * process and every statement outside a transaction, as well as every transaction, waits on the
 * transaction lock that `client.transaction` holds here: while it is held no other write can
 * run, so the counts, the checkpoint and the copy all see the same committed state. The
 * checkpoint writes the dirty pages to the files; `dumpDataDir` then reads the files in one
 * synchronous pass (an atomic image). Writes wait for the duration (about a second per 100 MB
 * of data) and then go on; none is lost or half-copied.
 */
export async function snapshotPglite(client: PGlite): Promise<PgliteSnapshot> {
  return client.transaction(async (tx) => {
    const counts = await countTables(tx);
    const schema = await tx.query<{ hash: string; at: string }>(
      'select hash, created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    await tx.query('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    return {
      counts,
      schema: schema.rows[0] ?? null,
      tar: new Uint8Array(await dump.arrayBuffer()),
    };
  });
}
