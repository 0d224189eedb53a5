import { massUploadResponseSchema } from '@eval/contracts/users';
import { sentEmailsResponseSchema } from '@eval/contracts/emails';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentEmails } from '../../db/schema/index';
import { enqueueMails } from './mail-outbox';
import { MailService } from './mail-service';
import {
  startTestSmtpServer,
  type ReceivedMail,
  type SmtpFault,
  type TestSmtpServer,
} from '../../test/mail-test-server';
import { createMailer, SMTP_FAILURES } from '../../lib/mail-transport';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { createCentre, eventually, must } from '../../test/user-helpers';

// Short SMTP timeouts through SMTP_URL, so a silent peer costs well under a second.
const TIMEOUTS = 'connectionTimeout=500&greetingTimeout=400&socketTimeout=500';
const MESSAGE_ID = /^<sent-(\d+)\.[0-9a-z]+@autoevaluacion\.example>$/;

let t: TestApp;
let auth: { authorization: string };
let centre: { id: number; codigo: string };
let port: number;
/** The peer now listening; the "port closed" case replaces it with a new one on the port. */
let peer: TestSmtpServer;
const peers: TestSmtpServer[] = [];

beforeAll(async () => {
  peer = await startTestSmtpServer();
  peers.push(peer);
  port = peer.port;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}?${TIMEOUTS}` } });
  auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  centre = await createCentre(t.db, { groupby: 'G1' });
});
afterAll(async () => {
  await t?.close();
  for (const p of peers) await p.close();
});

const idOf = (mail: ReceivedMail): number | undefined => {
  const match = MESSAGE_ID.exec(mail.messageId ?? '');
  return match ? Number(match[1]) : undefined;
};
const accepted = () => peers.flatMap((p) => p.received);
const unacknowledged = () => peers.flatMap((p) => p.unacknowledged);
/** Copies of message `id` the peers accepted with a final 250. */
const deliveries = (id: number) => accepted().filter((m) => idOf(m) === id);

const rowsOf = (ids: readonly number[]) =>
  t.db
    .select()
    .from(sentEmails)
    .where(inArray(sentEmails.id, [...ids]))
    .orderBy(sentEmails.id);

let serial = 0;

/**
 * Sends mail through the real routes: creating a user (welcome link) and resetting another
 * one's password (reset link). Both routes wait for the first attempt. Returns the mail ids.
 */
async function triggerMails(label: string): Promise<number[]> {
  serial += 1;
  const email = `alta.${label}.${serial}@fallos.example`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/registeruser',
    headers: auth,
    payload: { nombre: 'Ana', email, perfil: 2, centros_id: centre.id },
  });
  expect(created.statusCode).toBe(201);
  const existing = await createUser(t.db, {
    perfil: 2,
    centros_id: centre.id,
    email: `reset.${label}.${serial}@fallos.example`,
  });
  const reset = await t.app.inject({
    method: 'PATCH',
    url: `/v1/auth/reset/${existing.id}`,
    headers: auth,
  });
  expect(reset.statusCode).toBe(200);
  const rows = await t.db
    .select({ id: sentEmails.id })
    .from(sentEmails)
    .where(inArray(sentEmails.receiver, [email, existing.email]))
    .orderBy(sentEmails.id);
  expect(rows).toHaveLength(2);
  return rows.map((row) => row.id);
}

/**
 * Waits until no worker holds any of the messages and each was attempted. The app's own retry
 * worker (every 30 s) may join any round; the checks below hold whoever sent what.
 */
async function settled(ids: readonly number[]) {
  return eventually(async () => {
    const rows = await rowsOf(ids);
    return rows.length === ids.length && rows.every((r) => r.attempts > 0 && !r.locked_until)
      ? rows
      : undefined;
  });
}

/** Each message is recorded as not sent, with the Spanish reason, due again in about a minute. */
async function expectRecordedFailure(ids: readonly number[], reason: string, detail: RegExp) {
  const rows = await settled(ids);
  expect(rows).toHaveLength(ids.length);
  for (const row of rows) {
    expect(row).toMatchObject({ status: false, attempts: 1, locked_until: null });
    expect((row.error ?? '').slice(0, reason.length + 2)).toBe(`${reason} (`);
    expect(row.error).toMatch(detail);
    const next = new Date(must(row.next_attempt_at ?? undefined)).getTime();
    expect(next).toBeGreaterThan(Date.now() + 30_000);
  }
}

const makeDue = (ids: readonly number[]) =>
  t.db
    .update(sentEmails)
    .set({ next_attempt_at: sql`now()` })
    .where(inArray(sentEmails.id, [...ids]));

/** Two more instances' workers, each running its tick and an immediate send, all at once. */
async function raceWorkers(ids: readonly number[]): Promise<number> {
  const a = new MailService(t.db, t.config);
  const b = new MailService(t.db, t.config);
  try {
    const sent = await Promise.all([
      a.deliverDue(),
      b.deliverDue(),
      a.deliverNow(ids),
      b.deliverNow(ids),
      a.deliverDue(),
    ]);
    return sent.reduce((sum, n) => sum + n, 0);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

/** SMTP is back: the retries deliver every message exactly once, and then nothing more. */
async function expectDeliveredOnceWhenBack(ids: readonly number[], attempts = 2) {
  peer.setFault({ mode: 'ok' });
  await makeDue(ids);
  expect(await raceWorkers(ids)).toBeLessThanOrEqual(ids.length);
  const rows = await settled(ids);
  for (const id of ids) {
    expect(deliveries(id)).toHaveLength(1);
    expect(must(deliveries(id)[0]).messageId).toMatch(MESSAGE_ID);
  }
  for (const row of rows) {
    expect(row).toMatchObject({ status: true, attempts, error: null, next_attempt_at: null });
  }
  // Again, even when forced due: a message recorded as sent is never sent again.
  await makeDue(ids);
  expect(await raceWorkers(ids)).toBe(0);
  for (const id of ids) expect(deliveries(id)).toHaveLength(1);
}

interface FaultCase {
  name: string;
  fault: SmtpFault;
  reason: string;
  detail: RegExp;
  /** The peer had the whole message when the connection failed. */
  ambiguous?: boolean;
}

/** A step the server refuses with `code`; the recorded detail quotes the code. */
const refusedAt = (
  name: string,
  at: 'connect' | 'mail' | 'rcpt' | 'data',
  code: number,
  reason: string,
): FaultCase => ({
  name,
  fault: { mode: 'refuse', at, code },
  reason,
  detail: new RegExp(`\\(${code} `),
});

/** The server falls silent at `at`; `ambiguous` when it already had the whole message. */
const timesOutAt = (
  name: string,
  at: 'greeting' | 'data',
  reason: string,
  ambiguous = false,
): FaultCase => ({ name, fault: { mode: 'timeout', at }, reason, detail: /ETIMEDOUT/, ambiguous });

/** The server hangs up after `at`; `ambiguous` when it already had the whole message. */
const dropsAt = (name: string, at: 'mail' | 'rcpt' | 'data', ambiguous = false): FaultCase => ({
  name,
  fault: { mode: 'drop', at },
  reason: SMTP_FAILURES.dropped,
  detail: /ECONNECTION/,
  ambiguous,
});

const CASES: FaultCase[] = [
  refusedAt('refuses the connection with 421', 'connect', 421, SMTP_FAILURES.greeting),
  refusedAt('refuses MAIL FROM with 451', 'mail', 451, SMTP_FAILURES.sender),
  refusedAt('refuses RCPT TO with 450', 'rcpt', 450, SMTP_FAILURES.recipient),
  refusedAt('refuses the message after DATA with 451', 'data', 451, SMTP_FAILURES.message),
  timesOutAt('accepts the connection and never greets', 'greeting', SMTP_FAILURES.greetingTimeout),
  timesOutAt('takes the whole message and never answers', 'data', SMTP_FAILURES.silent, true),
  dropsAt('drops the connection after RCPT TO', 'rcpt'),
  dropsAt('drops the connection after the whole message, before its 250', 'data', true),
];

describe('SMTP faults: recorded, retried, delivered once when SMTP returns', () => {
  for (const c of CASES) {
    it(`when the server ${c.name}`, async () => {
      peer.setFault(c.fault);
      const ids = await triggerMails(c.fault.mode);
      await expectRecordedFailure(ids, c.reason, c.detail);
      for (const id of ids) expect(deliveries(id)).toHaveLength(0);
      const copies = unacknowledged().filter((m) => ids.includes(idOf(m) ?? 0));
      expect(copies).toHaveLength(c.ambiguous ? ids.length : 0);

      await expectDeliveredOnceWhenBack(ids);
      // The retry of a message the peer may have kept carries the same Message-ID.
      for (const copy of copies) {
        expect(must(deliveries(must(idOf(copy)))[0]).messageId).toBe(copy.messageId);
      }
    });
  }

  it('when nothing listens on the port', async () => {
    await peer.close();
    const ids = await triggerMails('closed');
    await expectRecordedFailure(ids, SMTP_FAILURES.refused, /ECONNREFUSED/);
    // The administrators' tracker shows the same reason, in Spanish.
    const filter = encodeURIComponent(JSON.stringify({ receiver: `.closed.${serial}@` }));
    const listed = await t.app.inject({ url: `/v15/sent-emails?filter=${filter}`, headers: auth });
    const { data } = sentEmailsResponseSchema.parse(listed.json());
    expect(data).toHaveLength(2);
    for (const row of data) expect(row.error).toMatch(/^No se pudo conectar .*\(ECONNREFUSED\)$/);

    peer = await startTestSmtpServer(port);
    peers.push(peer);
    await expectDeliveredOnceWhenBack(ids);
  });

  it('a batch that outlives its claim is not sent again by the worker that takes over', async () => {
    // Against a silent server a batch of 50 can take longer than the claim (LOCK_SECONDS).
    peer.setFault({ mode: 'timeout', at: 'data' });
    const ids = await enqueueMails(
      t.db,
      ['uno', 'dos', 'tres'].map((n) => ({
        receiver: `${n}@lento.example`,
        subject: 'Lento',
        html: `<p>${n}</p>`,
        text: n,
        user_id: null,
      })),
    );
    const slow = new MailService(t.db, t.config);
    const stalled = slow.deliverDue();
    await eventually(async () => unacknowledged().some((m) => ids.includes(idOf(m) ?? 0)));
    // The claim expires while the first message is still waiting for its reply.
    await t.db
      .update(sentEmails)
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where(inArray(sentEmails.id, ids));
    peer.setFault({ mode: 'ok' });
    const other = new MailService(t.db, t.config);
    expect(await other.deliverDue()).toBe(3);
    expect(await stalled).toBe(0);
    await Promise.all([slow.stop(), other.stop()]);
    for (const id of ids) expect(deliveries(id)).toHaveLength(1);
    // The late failure of the stalled attempt does not overwrite the delivery.
    for (const row of await rowsOf(ids)) {
      expect(row).toMatchObject({ status: true, attempts: 1, error: null, locked_until: null });
    }
  });

  it('a mass upload of 50 users with every other connection dropped', async () => {
    peer.setFault({ mode: 'drop', at: 'data' }, { every: 2 });
    const rows = Array.from({ length: 50 }, (_, i) => ({
      line: i + 2,
      nombre: `Masa${i}`,
      apellidos: 'Caída',
      email: `masa${i}@fallos.example`,
      tipo: '2',
      codigocentro: centre.codigo,
      grupo: 'G1',
    }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/massive',
      headers: auth,
      payload: rows,
    });
    expect(response.statusCode).toBe(201);
    expect(massUploadResponseSchema.parse(response.json()).data.created).toBe(50);
    const receivers = rows.map((r) => r.email);
    const mailRows = () =>
      t.db.select().from(sentEmails).where(inArray(sentEmails.receiver, receivers));
    // The first attempts run in the background after the reply.
    await eventually(async () => {
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sentEmails)
        .where(
          sql`${inArray(sentEmails.receiver, receivers)} and attempts = 1 and locked_until is null`,
        );
      return row?.n === 50;
    }, 30_000);
    const first = await mailRows();
    const ids = first.map((r) => r.id);
    const failed = first.filter((r) => !r.status);
    expect(failed).toHaveLength(25);
    for (const row of failed) expect(row.error).toBe(`${SMTP_FAILURES.dropped} (ECONNECTION)`);
    expect(unacknowledged().filter((m) => ids.includes(idOf(m) ?? 0))).toHaveLength(25);

    for (const row of first.filter((r) => r.status)) expect(deliveries(row.id)).toHaveLength(1);

    // Retries while the server still drops every other connection: some get through.
    const failedIds = failed.map((r) => r.id);
    await makeDue(failedIds);
    expect(await raceWorkers(failedIds)).toBeLessThanOrEqual(25);
    const left = (await settled(failedIds)).filter((r) => !r.status);
    const through = failedIds.filter((id) => deliveries(id).length === 1);
    expect(through.length).toBeGreaterThan(0);
    expect(through.length).toBeLessThan(25);
    expect(left).toHaveLength(25 - through.length);
    for (const row of left) expect(deliveries(row.id)).toHaveLength(0);

    await expectDeliveredOnceWhenBack(
      left.map((r) => r.id),
      3,
    );
    const final = await mailRows();
    expect(final.every((r) => r.status)).toBe(true);
    for (const id of ids) expect(deliveries(id)).toHaveLength(1);
  });

  it('refuses an SMTP_URL timeout that is not a sensible number of milliseconds', () => {
    for (const bad of ['socketTimeout=abc', 'greetingTimeout=0', 'connectionTimeout=600000']) {
      expect(() => createMailer(`smtp://127.0.0.1:25?${bad}`, 'a@b.example')).toThrow(
        /must be a whole number of milliseconds/,
      );
    }
    const valid = createMailer('smtp://127.0.0.1:25?socketTimeout=1500', 'a@b.example');
    expect(valid).not.toBeNull();
    valid?.close();
  });

  it('over every fault above, no Message-ID was accepted twice', async () => {
    const ids = accepted().map((m) => idOf(m));
    expect(ids.every((id) => id !== undefined)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const [sent] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sentEmails)
      .where(sql`status = true`);
    expect(must(sent).n).toBe(ids.length);
    // Every unacknowledged copy was followed by exactly one accepted copy with its Message-ID.
    for (const copy of unacknowledged()) {
      expect(accepted().filter((m) => m.messageId === copy.messageId)).toHaveLength(1);
    }
  });
});
