/**
 * Preloaded into the server the crash test kills (`node --import dist-crash/crash-probe.js`),
 * bundled by crash-build.ts. It changes nothing the server does; it only lets the test see:
 *
 * - where a SIGKILL landed: a line on stdout when a transaction begins and when its COMMIT has
 *   returned, written synchronously (a pipe write on Linux), so a line the test never received
 *   was never written;
 * - the embedded database after a restart: SQL sent over the IPC channel runs on the server's
 *   own PGlite, as a data directory cannot be opened by a second process.
 */
import { writeSync } from 'node:fs';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { isProbeQuery, PROBE_MARK, type ProbeMark, type ProbeReply } from './crash-protocol';

function mark(what: ProbeMark): void {
  writeSync(1, `${PROBE_MARK}${what}\n`);
}

/** drizzle's node-postgres session sends `begin` and `commit` as statements of their own. */
function statementOf(first: unknown): string {
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text.trim().toLowerCase() : '';
}

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
const clientProto = pg.Client.prototype as unknown as { query: QueryFn };
const pgQuery = clientProto.query;
clientProto.query = function probedQuery(this: pg.Client, ...args: unknown[]): unknown {
  const statement = statementOf(args[0]);
  if (statement === 'begin') mark('begin');
  const result = pgQuery.apply(this, args);
  if (statement === 'commit' && result instanceof Promise)
    return result.then((value: unknown) => {
      mark('commit');
      return value;
    });
  return result;
};

let embedded: PGlite | undefined;
function remember(instance: PGlite): void {
  embedded = instance;
}
const pgliteTransaction = PGlite.prototype.transaction;
const pgliteQuery = PGlite.prototype.query;
PGlite.prototype.transaction = async function probedTransaction<T>(
  this: PGlite,
  callback: (tx: Transaction) => Promise<T>,
): Promise<T> {
  remember(this);
  mark('begin');
  const result = await pgliteTransaction.call(this, callback);
  mark('commit');
  return result as T;
};
PGlite.prototype.query = function probedQuery<T>(
  this: PGlite,
  query: string,
  params?: unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  remember(this);
  return pgliteQuery.call(this, query, params, options) as Promise<Results<T>>;
};

process.on('message', (message: unknown) => {
  if (!isProbeQuery(message)) return;
  const reply = (answer: ProbeReply) => process.send?.(answer);
  if (!embedded) {
    reply({ type: 'crash-probe-error', id: message.id, message: 'no embedded database open' });
    return;
  }
  embedded.query<Record<string, unknown>>(message.text, message.params).then(
    (result) => reply({ type: 'crash-probe-rows', id: message.id, rows: result.rows }),
    (error: unknown) =>
      reply({ type: 'crash-probe-error', id: message.id, message: String(error) }),
  );
});
