import type { Database } from '../../db/client';
import { outboxState } from '../../lib/outbox-state';
import { selectOne } from './repository';

/** A database that does not answer within this time counts as down for the load balancer. */
const DATABASE_TIMEOUT_MS = 2_000;

/** Whether the database answers `select 1` in time. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const probe = selectOne(db).catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the named prepared statements the hot reads use work on this database's connections
 * (Database.namedStatementsSurvive): always where they are off (PGlite, or
 * DATABASE_PREPARED_STATEMENTS=false). The answer does not change while the process runs (it
 * depends on what sits between it and PostgreSQL), so a conclusive one is kept, and one probe
 * runs at a time. Undefined while none is known: the probe could not run (the database down) or
 * has not finished in DATABASE_TIMEOUT_MS (its two connections wait for a busy pool); it goes on
 * and its answer is kept for the next call.
 */
export function namedStatementsCheck(db: Database): () => Promise<boolean | undefined> {
  const survive = db.namedStatementsSurvive;
  if (!survive) return async () => true;
  let known: boolean | undefined;
  let running: Promise<boolean> | undefined;
  const probe = () =>
    (running ??= survive().then(
      (answer) => (known = answer),
      (error: unknown) => {
        running = undefined;
        throw error;
      },
    ));
  return async () => {
    if (known !== undefined) return known;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), DATABASE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([probe().catch(() => undefined), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * 'stalled' when a due e-mail has waited more than `minutes` past its due time: no worker of
 * any instance is claiming messages (docs/operations.md, "Readiness"). 0 minutes: never.
 */
export async function outboxMoves(
  db: Database,
  minutes: number,
): Promise<'ok' | 'stalled' | 'unknown'> {
  if (minutes === 0) return 'ok';
  try {
    const { overdueSeconds } = await outboxState(db);
    return overdueSeconds > minutes * 60 ? 'stalled' : 'ok';
  } catch {
    return 'unknown';
  }
}
