import type { Database, Transaction } from '../db/client';

/**
 * The one row an insert returned. An insert without conflict handling returns its row or
 * throws, so an empty result is a bug, not an answer: a plain Error (500), named by `what`.
 */
export function insertedRow<T>(what: string, rows: readonly T[]): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} not inserted`);
  return row;
}

/**
 * POST of a record the API shows with its joins and counts: the module's checks and its insert
 * (returning the new id) run in one transaction, then the record is read back as a list shows it.
 */
export async function createRecord<T>(
  db: Database,
  what: string,
  insert: (tx: Transaction) => Promise<readonly { id: number }[]>,
  read: (id: number) => Promise<T>,
): Promise<T> {
  const id = await db.transaction(async (tx) => insertedRow(what, await insert(tx)).id);
  return read(id);
}
