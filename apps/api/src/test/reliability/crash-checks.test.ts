import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../app';
import { seedCrashFixture, type CrashFixture } from './crash-fixture';
import {
  massUploadOperation,
  periodChangeOperation,
  resetOperation,
  type CrashOperation,
  type PreparedOperation,
  type SqlRunner,
} from './crash-operations';

/**
 * The crash test's checks must tell a partial operation from a whole or an absent one, or its
 * "0 partial" would prove nothing. Here each operation is left untouched, run to the end, and
 * then damaged by hand into a state no transaction could leave.
 */

let t: TestApp;
let auth: { authorization: string };
let fixture: CrashFixture;
let sql: SqlRunner;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await seedCrashFixture(t.db, { resets: 2, periodCentres: 5 });
  auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  // Both drivers' clients take `query(text, params)` and answer `{ rows }`.
  const client = (
    t.db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
    }
  ).$client;
  sql = async <T>(text: string, params: unknown[] = []) =>
    (await client.query(text, params)).rows as T[];
});
afterAll(() => t?.close());

async function fire(operation: CrashOperation, prepared: PreparedOperation): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: prepared.path,
    headers: auth,
    payload: prepared.body as object,
  });
  expect(response.statusCode).toBe(operation.successStatus);
}

/** Absent before, applied after, partial once `damage` has run. */
async function expectChecks(
  operation: CrashOperation,
  run: number,
  damage: () => Promise<unknown>,
): Promise<void> {
  const prepared = await operation.prepare(sql, run);
  expect(await prepared.check(sql)).toEqual({ state: 'absent' });
  await fire(operation, prepared);
  expect(await prepared.check(sql)).toEqual({ state: 'applied' });
  await damage();
  expect((await prepared.check(sql)).state).toBe('partial');
}

describe('crash checks', () => {
  it('a mass upload missing one welcome e-mail is partial', async () => {
    await expectChecks(massUploadOperation(fixture, 4), 1, () =>
      sql(`delete from sent_emails where id = (select min(id) from sent_emails
           where receiver like 'upload1x%')`),
    );
  });

  it('a reset that kept one answer is partial', async () => {
    const target = fixture.resets[1];
    await expectChecks(resetOperation(fixture), 1, () =>
      sql(
        `insert into answers (evaluation_id, preguntas_id)
         select $1, id from preguntas order by id limit 1`,
        [target?.evaluationId],
      ),
    );
  });

  it('a period change whose setting still names the old period is partial', async () => {
    await expectChecks(periodChangeOperation(fixture), 1, () =>
      sql(`update settings set value = jsonb_build_object('id',
             (select min(id) from periodos)) where key = 'active_period'`),
    );
  });
});
