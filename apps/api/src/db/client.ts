import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { listenPostgres, type ListenCallbacks, type NotificationListener } from './listen';
import { namedStatementsSurvive } from './named-statements-probe';
import { MeasuredPool, type PoolGauge } from './measured-pool';
import { snapshotPglite, type PgliteSnapshot } from './pglite-snapshot';
import * as schema from './schema/index';
import { LOCK_KEYS } from './locks';

export type Schema = typeof schema;
/** The database both drivers give: repositories take it first and never know which it is. */
export type Database = PgDatabase<PgQueryResultHKT, Schema> & {
  /** Whether hot reads run as named prepared statements (db/prepared.ts): PostgreSQL only. */
  readonly namedStatements?: boolean;
  /**
   * Whether a named statement still works in the next transaction on its connection
   * (namedStatementsSurvive); present where named statements are on. The readiness probe asks.
   */
  readonly namedStatementsSurvive?: () => Promise<boolean>;
};
/** The transaction handed to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database or a transaction in progress. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'postgres' | 'pglite';
  /**
   * Applies the committed migrations, then runs `afterwards` (the seed), both under one advisory
   * lock: of several instances starting at once on one database, one migrates and seeds while
   * the others wait, then find the work done.
   */
  migrate(afterwards?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /**
   * Subscribes to a notification channel (LISTEN/NOTIFY): on PostgreSQL its own connection,
   * reopened when it drops; on PGlite the one in-process database, delivered as it commits.
   * Absent on a hand-made handle (tests): what relies on it then stays off.
   */
  listen?(channel: string, callbacks: ListenCallbacks): Promise<NotificationListener>;
  /**
   * PostgreSQL only: the same database on a small pool of its own, for the short statements
   * every request depends on — the data-versions read that is the only database work of a
   * cached answer (lib/versioned-cache.ts) and the session cache's heartbeat
   * (plugins/session-cache.ts). When writes take every connection of the main pool (answers
   * arriving at hundreds per second), those still find a connection at once instead of
   * queueing behind the writes.
   */
  hotPath?: Database;
  /** The connection pool's figures for the metrics; PostgreSQL only (PGlite has no pool). */
  pool?: PoolGauge;
  /** A consistent copy of the running database for `npm run backup`; PGlite only. */
  snapshot?: () => Promise<PgliteSnapshot>;
}

export interface PostgresTarget {
  url: string;
  /** Connections kept by this process (DATABASE_POOL_SIZE); at least 2, see withStartupLock. */
  poolSize?: number;
  /** Named prepared statements (DATABASE_PREPARED_STATEMENTS); default on. */
  preparedStatements?: boolean;
}

/**
 * An in-memory PGlite; `from` is a data dir dumped by PGlite's `dumpDataDir` to start from
 * instead of an empty cluster (the tests' migrated copy: test/template-database.ts).
 */
export interface MemoryTarget {
  memory: true;
  from?: Blob;
}

export type DatabaseTarget = PostgresTarget | { dataDir: string } | MemoryTarget;

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (in a data dir, or in
 * memory for tests). One schema and one SQL dialect serve both.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target);
  if ('dataDir' in target) return openPglite(target.dataDir);
  return openPglite(undefined, target.from);
}

/**
 * Startup options of every connection. The planner's default random_page_cost (4) prices a
 * random read as on a spinning disk; on SSD storage with the working set in memory 1.1 is the
 * usual setting. With 4, a page of 459 centres sorted by municipality hashed all 8,131
 * municipalities (2.4 ms) instead of looking up 459 (0.9 ms). A session setting, so it needs no
 * privilege (docs/operations.md); the benchmark's bare SQL uses it too.
 */
export const POSTGRES_SESSION_OPTIONS = '-c random_page_cost=1.1';

/**
 * Connections of the hot path's pool (DatabaseHandle.hotPath). Its statements take well under
 * a millisecond, so a few connections serve thousands of cached answers a second.
 */
const HOT_PATH_POOL_SIZE = 3;

async function openPostgres(target: PostgresTarget): Promise<DatabaseHandle> {
  const pool = new MeasuredPool({
    connectionString: target.url,
    max: Math.max(2, target.poolSize ?? 20),
    idleTimeoutMillis: 30_000,
    options: POSTGRES_SESSION_OPTIONS,
  });
  const hotPathPool = new pg.Pool({
    connectionString: target.url,
    max: HOT_PATH_POOL_SIZE,
    idleTimeoutMillis: 30_000,
    options: POSTGRES_SESSION_OPTIONS,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  hotPathPool.on('error', () => undefined);
  const named = target.preparedStatements !== false;
  const db: Database = Object.assign(drizzleNodePg({ client: pool, schema }), {
    // Unnamed statements are planned on every execution but need no state on the connection,
    // so they work through any pooler (db/prepared.ts).
    namedStatements: named,
    ...(named ? { namedStatementsSurvive: () => namedStatementsSurvive(pool) } : {}),
  }) as unknown as Database;
  const hotPath: Database = Object.assign(drizzleNodePg({ client: hotPathPool, schema }), {
    namedStatements: named,
  }) as unknown as Database;
  return {
    db,
    hotPath,
    driver: 'postgres',
    async migrate(afterwards) {
      await withStartupLock(pool, async () => {
        const client = await pool.connect();
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), {
            migrationsFolder: migrationsDir(),
          });
        } finally {
          client.release();
        }
        await afterwards?.();
      });
    },
    close: async () => {
      await Promise.all([pool.end(), hotPathPool.end()]);
    },
    listen: async (channel, callbacks) => listenPostgres(target.url, channel, callbacks),
    pool,
  };
}

/**
 * Runs `work` while one connection holds the start-up lock in an open transaction. A
 * transaction-level lock, not a session one: behind a transaction-pooling proxy (PgBouncer) a
 * session lock and its unlock may land on different server connections, leaving the lock held
 * forever, whereas an open transaction keeps its one server connection until it ends. `work`
 * runs on the pool's other connections, so the pool needs at least two.
 */
async function withStartupLock(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('BEGIN');
    try {
      await lock.query(`SELECT pg_advisory_xact_lock(${LOCK_KEYS.migrations})`);
      await work();
    } finally {
      await lock.query('COMMIT');
    }
  } finally {
    lock.release();
  }
}

async function openPglite(dataDir: string | undefined, from?: Blob): Promise<DatabaseHandle> {
  let path: string | undefined;
  if (dataDir) {
    path = resolve(dataDir);
    mkdirSync(dirname(path), { recursive: true });
  }
  const client = await PGlite.create(path, {
    extensions: { pg_trgm, unaccent },
    ...(from ? { loadDataDir: from } : {}),
  });
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    async migrate(afterwards) {
      // PGlite is a single connection in this process; the lock documents intent and keeps the
      // code path like PostgreSQL's.
      await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEYS.migrations]);
      try {
        await migratePglite(pgliteDb, { migrationsFolder: migrationsDir() });
        await afterwards?.();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEYS.migrations]);
      }
    },
    close: () => client.close(),
    async listen(channel, callbacks) {
      // One process, one database: nothing to lose, so onLost is never called.
      const unlisten = await client.listen(channel, callbacks.onMessage);
      return { close: () => unlisten() };
    },
    snapshot: () => snapshotPglite(client),
  };
}

/** Runs a raw query and returns its rows, whichever driver is behind `db`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
