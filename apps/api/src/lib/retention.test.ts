import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestApp, createUser, type TestApp } from '../test/app';
import { createSecondInstance, type TestInstance } from '../test/second-instance';
import { createCentre } from '../test/user-helpers';
import { createPeriod } from '../modules/periods/service';

let t: TestApp;
let others: TestInstance[] = [];

const ago = (days: number) => sql`now() - make_interval(days => ${days})`;

beforeAll(async () => {
  t = await createTestApp();
  others = [await createSecondInstance(t), await createSecondInstance(t)];
  const user = await createUser(t.db, { perfil: 0 });
  const centre = await createCentre(t.db);
  const period = await createPeriod(t.db, '2025-2026');
  // Of each kind, one past its default period and one within it.
  await t.db.execute(sql`insert into sent_emails (receiver, subject, html, text, status,
      created_at) values ('a@x.es', 'viejo', '<p>cuerpo viejo</p>', 'cuerpo viejo', true, ${ago(400)}),
      ('b@x.es', 'nuevo', '<p>cuerpo nuevo</p>', 'cuerpo nuevo', true, ${ago(10)})`);
  // Old but still to be sent: its body is needed.
  await t.db.execute(sql`insert into sent_emails (receiver, subject, html, next_attempt_at,
      locked_until, created_at) values ('c@x.es', 'pendiente', '<p>pendiente</p>',
      now() + interval '1 hour', now() + interval '1 hour', ${ago(400)})`);
  await t.db.execute(sql`insert into set_password_tokens (user_id, token_hash, purpose,
      expires_at, used_at, created_at) values
      (${user.id}, 'h-viejo', 'welcome', ${ago(59)}, ${ago(59)}, ${ago(60)}),
      (${user.id}, 'h-nuevo', 'reset', now() + interval '1 day', null, now())`);
  const [evaluation] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into evaluations (centros_id, periodos_id) values (${centre.id}, ${period.id})
        returning id`,
  );
  const evaluationId = evaluation?.id ?? 0;
  await t.db.execute(sql`insert into evaluation_resets (evaluation_id, centros_id, periodos_id,
      answers, keys, created_at) values
      (${evaluationId}, ${centre.id}, ${period.id}, '[{"preguntas_id": 1}]', '[]', ${ago(800)}),
      (${evaluationId}, ${centre.id}, ${period.id}, '[{"preguntas_id": 2}]', '[]', ${ago(5)})`);
  await t.db.execute(sql`insert into audit_log (user_id, action, entity, entity_id, before,
      after, created_at) values
      (null, 'PUT /v1/users', 'users', '7', '{"id": 7, "nombre": "Ana", "dni": "1X", "perfil": 1}',
        '{"id": 7, "email": "ana@x.es", "perfil": 2}', ${ago(2000)}),
      (null, 'PUT /v1/users', 'users', '8', '{"id": 8, "nombre": "Eva"}', null, ${ago(3)})`);
});
afterAll(async () => {
  for (const other of others) await other.close();
  await t?.close();
});

describe('the retention job', () => {
  it('runs once across three instances and purges only what is past its period', async () => {
    const apps = [t.app, ...others.map((o) => o.app)];
    const reports = await Promise.all(apps.map((app) => app.retention.runNow()));
    const ran = reports.filter((report) => report !== null);
    expect(ran).toEqual([{ emailBodies: 1, passwordLinks: 1, resetArchives: 1, auditLines: 1 }]);
    // Within the period nobody runs it again.
    expect(await Promise.all(apps.map((app) => app.retention.runNow()))).toEqual([
      null,
      null,
      null,
    ]);
    const [runs] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'PURGE retention'`,
    );
    expect(runs?.n).toBe(1);

    const mails = await queryRows<{ subject: string; text: string; html: string }>(
      t.db,
      sql`select subject, text, html from sent_emails order by id`,
    );
    expect(mails).toEqual([
      { subject: 'viejo', text: '', html: '' },
      { subject: 'nuevo', text: 'cuerpo nuevo', html: '<p>cuerpo nuevo</p>' },
      { subject: 'pendiente', text: '', html: '<p>pendiente</p>' },
    ]);
    const links = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from set_password_tokens order by id`,
    );
    expect(links.map((l) => l.token_hash)).toEqual(['h-nuevo']);
    const resets = await queryRows<{ answers: unknown }>(
      t.db,
      sql`select answers from evaluation_resets order by id`,
    );
    expect(resets).toEqual([{ answers: [{ preguntas_id: 2 }] }]);
    const audit = await queryRows<{ before: unknown; after: unknown }>(
      t.db,
      sql`select before, after from audit_log where action = 'PUT /v1/users' order by id`,
    );
    expect(audit).toEqual([
      { before: { id: 7, perfil: 1 }, after: { id: 7, perfil: 2 } },
      { before: { id: 8, nombre: 'Eva' }, after: null },
    ]);
  });
});
