import { HISTORY_MESSAGES } from '@eval/contracts/history';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import {
  erasedPersonEmail,
  erasedPersonName,
  PERSONAL_DATA_MESSAGES,
} from '@eval/contracts/personal-data';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/mail-test-server';
import { columnsHolding } from '../../test/personal-traces';
import { reminderTemplateId } from '../../test/campaign-fixture';
import { createCentre, must } from '../../test/user-helpers';
import { zipEntries } from '../../test/zip-entries';
import { createPeriod } from '../periods/service';

/**
 * What the person is called, reached and identified by over time: each value appears nowhere
 * else, so a search for it finds only what is left of this person. The first surname is shared
 * with another person (SHARED), whose rows must keep it.
 */
const SHARED = 'Compartídez';
const NAMES = ['Eustaquia', 'Filomena', 'Gumersinda', 'Hermenegilda'];
const SURNAMES = [SHARED, 'Quirograndes Ulloa', 'Vetustiñán Ybarrola'];
const EMAILS = [
  'eustaquia.c@primera.example',
  'filo.quirograndes@segunda.example',
  'gumer.vetus@tercera.example',
];
const PHONES = ['688112233', '677445566'];
const DNIS = ['37261594F', '52837461K'];
/** Every distinctive value the person ever had, lower-cased (the shared surname apart). */
const TRACES = [
  ...NAMES,
  'quirograndes',
  'ulloa',
  'vetustiñán',
  'ybarrola',
  ...EMAILS,
  ...PHONES,
  ...DNIS,
].map((value) => value.toLowerCase());

/** Another person in the same upload, centre and campaign: nothing of theirs may go. */
const OTHER = { nombre: 'Otilia', apellidos: SHARED, email: 'otilia.compartidez@otra.example' };

let t: TestApp;
let smtp: TestSmtpServer;
let headers: { authorization: string };
let personId = 0;
let centre: { id: number; codigo: string };
const GROUP = 'ERASURE';

const api = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) => {
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
};

/**
 * Waits until `count` e-mails were recorded and each was attempted: a message still waiting
 * when the server is told to refuse would carry that refusal, naming another address.
 */
async function mailsSettled(count: number): Promise<void> {
  const settled = await eventually(async () => {
    const [row] = await queryRows<{ all: number; fresh: number }>(
      t.db,
      sql`select count(*)::int as all, count(*) filter (where attempts = 0)::int as fresh
          from sent_emails`,
    );
    return row?.all === count && row.fresh === 0;
  }, 30_000);
  expect(settled, `${count} e-mails were attempted`).toBe(true);
}

/** The person's row as PUT /v1/users takes it, with `change` applied. */
const edit = (change: Record<string, string>) =>
  api('PUT', '/v1/users', { id: personId, perfil: 1, centros_id: centre.id, ...change });

/** The person renamed, re-addressed and re-identified: the `n`th of each list of values. */
const becomes = (n: number) =>
  edit({
    nombre: must(NAMES[n]),
    apellidos: must(SURNAMES[n]),
    email: must(EMAILS[n]),
    telefono: must(PHONES[n - 1]),
    dni: must(DNIS[n - 1]),
  });

/**
 * A reset e-mail refused for good by the receiving server, whose reason names `address`; waits
 * until it is the `count`th message attempted.
 */
async function refusedReset(address: string, count: number): Promise<void> {
  smtp.setFault({ mode: 'refuse', at: 'rcpt', code: 550, reply: `5.1.1 <${address}> unknown` });
  await api('PATCH', `/v1/auth/reset/${personId}`);
  await mailsSettled(count);
  smtp.setFault({ mode: 'ok' });
}

/** Every {{nombre}} e-mail names the person: a subject that keeps their name is a trace. */
async function nameInSubjects(): Promise<void> {
  const list = await api('GET', '/v15/mail-templates');
  for (const template of list.json<{ data: { id: number }[] }>().data) {
    const detail = await api('GET', `/v15/mail-templates/${template.id}`);
    const { current } = detail.json<{
      data: { current: Record<'subject_es' | 'body_es' | 'subject_ca' | 'body_ca', string> };
    }>().data;
    await api('PUT', `/v15/mail-templates/${template.id}`, {
      subject_es: `{{nombre}}, ${current.subject_es}`,
      body_es: current.body_es,
      subject_ca: `{{nombre}}, ${current.subject_ca}`,
      body_ca: current.body_ca,
    });
  }
}

const uploadRow = (row: { nombre: string; apellidos: string; email: string }) => ({
  ...row,
  tipo: '1',
  codigocentro: centre.codigo,
  grupo: '',
});

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_RATE_PER_SECOND: '500' },
  });
  headers = bearer(tokenFor(t.app, await createUser(t.db, { perfil: ADMIN_PROFILE })));
  centre = await createCentre(t.db, { groupby: GROUP });
  const period = await createPeriod(t.db, '2031-2032');
  await nameInSubjects();

  // Created by a mass upload with another person sharing the surname, previewed first.
  // The file's address as typed (the audit line keeps the body): stored lower-cased.
  const typed = 'Eustaquia.C@Primera.EXAMPLE';
  const first = { nombre: must(NAMES[0]), apellidos: SHARED, email: must(EMAILS[0]) };
  const rows = [uploadRow({ ...first, email: typed }), uploadRow(OTHER)];
  await api('POST', '/v1/auth/massive/preview', rows);
  await api('POST', '/v1/auth/massive', rows);
  const [person] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from users where email = ${first.email}`,
  );
  personId = must(person).id;
  await mailsSettled(2);

  // Renamed, re-addressed and re-identified; a reset e-mail refused by the receiving server
  // naming the address, then resent from Correos enviados.
  await becomes(1);
  await refusedReset(must(EMAILS[1]), 3);
  const [refused] = await queryRows<{ id: number; error: string }>(
    t.db,
    sql`select id, error from sent_emails where user_id = ${personId} and not status`,
  );
  expect(must(refused).error.toLowerCase()).toContain(EMAILS[1]);
  await api('POST', `/v15/sent-emails/${must(refused).id}/resend`);

  // Renamed again; another reset refused, its reason naming the new address.
  await becomes(2);
  await refusedReset(must(EMAILS[2]), 4);
  // Sign-in attempts under two of the addresses, a forgotten password under the last one.
  for (const email of [EMAILS[0], EMAILS[2]])
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password: 'No-es-la-buena-1' },
    });
  await t.app.inject({
    method: 'POST',
    url: '/v1/auth/forgot-password',
    payload: { email: EMAILS[2] },
  });
  await mailsSettled(5);

  // A reminder campaign whose messages the receiving server keeps deferring: still in the outbox.
  smtp.setFault({ mode: 'refuse', at: 'rcpt', code: 450 });
  await api('POST', '/v15/campaigns', {
    filter: { groupby: [GROUP], periodId: period.id },
    audience: 'users',
    templateId: await reminderTemplateId(t.db),
    schedule: { mode: 'now' },
  });
  await mailsSettled(7);

  // An administrator's saved view of the users list, filtered by one of the addresses.
  await api('POST', '/v1/views', {
    table: 'users',
    name: `Casos de ${EMAILS[1]}`,
    state: { filter: { search: EMAILS[1] }, order: null, size: 25, hiddenColumns: [] },
  });

  // Renamed once more by a second upload, which updates existing people.
  await api('POST', '/v1/auth/massive?update=true', [
    uploadRow({ nombre: must(NAMES[3]), apellidos: must(SURNAMES[2]), email: must(EMAILS[2]) }),
  ]);
  // And a change of no personal field, which a revert could still undo after the erasure.
  await edit({
    nombre: must(NAMES[3]),
    apellidos: must(SURNAMES[2]),
    email: must(EMAILS[2]),
    language_id: 'CA',
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Every line of the audit screen, changes and reads, as the API answers them. */
async function auditScreen(): Promise<string> {
  const pages: string[] = [];
  for (const reads of [false, true])
    for (let page = 0; ; page += 1) {
      const response = await api(
        'GET',
        `/v15/audit-log?filter=${encodeURIComponent(JSON.stringify({ reads }))}&setup=${encodeURIComponent(JSON.stringify({ size: 100, page }))}`,
      );
      const { data } = response.json<{ data: unknown[] }>();
      pages.push(response.body);
      if (data.length < 100) break;
    }
  return pages.join('\n');
}

const tracesIn = (text: string) => TRACES.filter((trace) => text.toLowerCase().includes(trace));

describe('Suprimir datos personales: every value the person ever had', () => {
  it('goes from every column of every table, the audit screens and the export; others keep theirs', async () => {
    // Before: the earlier values are there to be found, in the tables and through the API.
    const heldBefore = await columnsHolding(t.db, TRACES);
    expect(heldBefore).toEqual(
      expect.arrayContaining(['users.nombre', 'audit_log.before', 'audit_log.after']),
    );
    expect(heldBefore).toEqual(
      expect.arrayContaining(['sent_emails.receiver', 'sent_emails.subject', 'sent_emails.error']),
    );
    expect(heldBefore).toEqual(
      expect.arrayContaining(['login_throttle.email', 'saved_views.name', 'saved_views.state']),
    );
    expect(tracesIn(await auditScreen())).toEqual(
      expect.arrayContaining([must(NAMES[0]).toLowerCase(), EMAILS[0]]),
    );

    const erased = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${personId}/personal-data/erase`,
      headers,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({
      data: { id: personId, nombre: erasedPersonName(personId) },
    });

    // No text or JSON column of any table holds any of them, at any depth.
    expect(await columnsHolding(t.db, TRACES)).toEqual([]);
    // Nor the screens: Auditoría, the record's history, the person's own export.
    expect(tracesIn(await auditScreen())).toEqual([]);
    const history = await api('GET', `/v1/audit/history/user/${personId}`);
    expect(history.json<{ data: unknown[] }>().data.length).toBeGreaterThan(3);
    expect(tracesIn(history.body)).toEqual([]);
    const exported = await api('GET', `/v1/users/${personId}/personal-data`);
    const files = [...zipEntries(exported.rawPayload).values()].join('\n');
    expect(files).toContain(erasedPersonName(personId));
    expect(tracesIn(files)).toEqual([]);
    expect(history.body).toContain(erasedPersonName(personId));
  });

  it('leaves the other person of the same upload, centre and campaign as they were', async () => {
    const [other] = await queryRows<{ id: number; nombre: string; apellidos: string }>(
      t.db,
      sql`select id, nombre, apellidos from users where email = ${OTHER.email}`,
    );
    expect(other).toMatchObject({ nombre: OTHER.nombre, apellidos: SHARED });
    // The upload's line keeps their row whole; the erased person's row in it holds no value.
    const [upload] = await queryRows<{ after: Record<string, string>[] }>(
      t.db,
      sql`select after from audit_log where action = 'POST /v1/auth/massive' order by id limit 1`,
    );
    expect(must(upload).after).toEqual(expect.arrayContaining([expect.objectContaining(OTHER)]));
    expect(must(upload).after).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          nombre: erasedPersonName(personId),
          apellidos: '',
          email: erasedPersonEmail(personId),
        }),
      ]),
    );
    const mails = await queryRows<{ receiver: string; subject: string; html: string }>(
      t.db,
      sql`select receiver, subject, html from sent_emails where user_id = ${must(other).id}`,
    );
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      expect(mail.receiver).toBe(OTHER.email);
      expect(mail.subject).toContain(OTHER.nombre);
      expect(mail.html).not.toBe('');
    }
  });

  it("gives up the person's waiting message, keeps who erased them, and nothing to sign in with", async () => {
    const mails = await queryRows<{ status: boolean; next: string | null; error: string | null }>(
      t.db,
      sql`select status, next_attempt_at as next, error from sent_emails
          where user_id = ${personId} and campaign_id is not null`,
    );
    expect(mails).toEqual([
      { status: false, next: null, error: PERSONAL_DATA_MESSAGES.mailStopped },
    ]);
    const [line] = await queryRows<{ before: unknown; after: unknown; user_id: number }>(
      t.db,
      sql`select before, after, user_id from audit_log
          where action = 'POST /v1/users/:id/personal-data/erase'
            and entity_id = ${String(personId)}`,
    );
    expect(line?.after).toEqual({ id: personId, nombre: erasedPersonName(personId) });
    const counters = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from set_password_tokens where user_id = ${personId}`,
    );
    expect(counters).toEqual([{ n: 0 }]);
    // The administrator's view stays, with the pseudonymous address in place of the real one.
    const [view] = await queryRows<{ name: string; state: { filter: unknown } }>(
      t.db,
      sql`select name, state from saved_views where table_name = 'users'`,
    );
    expect(view).toEqual({
      name: `Casos de ${erasedPersonEmail(personId)}`,
      state: expect.objectContaining({ filter: { search: erasedPersonEmail(personId) } }),
    });
  });

  it('refuses to revert any earlier change of the erased person, changing nothing', async () => {
    const [before] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select * from users where id = ${personId}`,
    );
    const lines = await queryRows<{ id: number }>(
      t.db,
      sql`select id from audit_log where entity in ('users', 'user', 'auth/registeruser') and entity_id = ${String(personId)}
            and action not like '%personal-data/erase' order by id desc`,
    );
    expect(lines.length).toBeGreaterThan(2);
    const revert = (id: number) =>
      t.app.inject({ method: 'POST', url: `/v1/audit/${id}/revert`, headers });
    const messages = new Set<string>();
    for (const line of lines) {
      const refused = await revert(line.id);
      expect(refused.statusCode, refused.body).toBe(409);
      messages.add(refused.json<{ error: { message: string } }>().error.message);
    }
    // The change of language meets the erasure's own refusal; the others hold no change now.
    expect([...messages]).toContain(HISTORY_MESSAGES.erasedPerson);
    const [after] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select * from users where id = ${personId}`,
    );
    expect(after).toEqual(before);
    expect(await columnsHolding(t.db, TRACES)).toEqual([]);
  });
});
