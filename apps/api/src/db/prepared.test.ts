import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { inlineLimit, queryNamedRows, runNamed, statementName } from './prepared';
import { perfiles } from './schema/index';

describe('statement names', () => {
  it('are derived from the text: the same text, the same name; another text, another', () => {
    const first = statementName('select * from users where id = $1');
    expect(first).toMatch(/^s_[0-9a-f]{24}$/);
    expect(statementName('select * from users where id = $1')).toBe(first);
    expect(statementName('select * from users where id = $2')).not.toBe(first);
  });
});

describe('a page size written into the text', () => {
  it('is the number itself', () => {
    const query = sql`select 1 ${inlineLimit(10)}`;
    expect(query.queryChunks.some((chunk) => JSON.stringify(chunk).includes('limit 10'))).toBe(
      true,
    );
  });

  it.each([-1, 1.5, 1_001, Number.NaN])('refuses %s rather than writing it into SQL', (size) => {
    expect(() => inlineLimit(size)).toThrow(RangeError);
  });
});

/** Names of the statements prepared on the connection that answers this query. */
async function preparedNames(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    handle.db,
    sql`select name from pg_prepared_statements`,
  );
  return rows.map((row) => row.name);
}

describe.each([true, false])('hot reads with named statements %s', (named) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // Queries run one at a time, and the pool hands out the connection released last: the
    // statement a query prepared is visible to the next query.
    handle = await openDatabase(
      'url' in testDb.target
        ? { ...testDb.target, poolSize: 2, preparedStatements: named }
        : testDb.target,
    );
    await handle.migrate();
    await handle.db.insert(perfiles).values([
      { id: 0, nombre: 'Administrador' },
      { id: 1, nombre: 'Coordinador' },
    ]);
  });

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('give the same rows as the query run plainly', async () => {
    const query = handle.db.select().from(perfiles).where(eq(perfiles.id, 0));
    const plain = await handle.db.select().from(perfiles).where(eq(perfiles.id, 0));
    expect(plain).toHaveLength(1);
    expect(await runNamed(handle.db, 'test.profile', query)).toEqual(plain);
    expect(await runNamed(handle.db, 'test.profile', query)).toEqual(plain);
    const raw = sql`select id, nombre from ${perfiles} where id = ${0} ${inlineLimit(5)}`;
    expect(await queryNamedRows(handle.db, raw)).toEqual(
      plain.map(({ id, nombre }) => ({ id, nombre })),
    );
  });

  it('are prepared under their name on PostgreSQL only when it is on', async () => {
    await runNamed(
      handle.db,
      'test.named',
      handle.db.select().from(perfiles).where(eq(perfiles.id, 1)),
    );
    const raw = sql`select nombre from ${perfiles} where id = ${1}`;
    await queryNamedRows(handle.db, raw);
    const rawName = statementName('select nombre from "perfiles" where id = $1');
    const expected = testDb.driver === 'postgres' && named;
    expect(handle.db.namedStatements === true).toBe(expected);
    if (testDb.driver === 'postgres') {
      const names = await preparedNames(handle);
      expect(names.includes('n_test.named')).toBe(expected);
      expect(names.includes(rawName ?? '')).toBe(expected);
    }
    // Inside a transaction nothing is named: it would tie a statement to one transaction's
    // connection for nothing.
    await handle.db.transaction(async (tx) => {
      await runNamed(
        tx,
        'test.in-transaction',
        tx.select().from(perfiles).where(ne(perfiles.id, 2)),
      );
    });
    if (testDb.driver === 'postgres') {
      expect((await preparedNames(handle)).includes('n_test.in-transaction')).toBe(false);
    }
  });
});
