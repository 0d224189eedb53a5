import { EMAIL_MESSAGES, sentEmailsResponseSchema } from '@eval/contracts/emails';
import { userMailResponseSchema } from '@eval/contracts/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentEmails } from '../../db/schema/index';
import { enqueueMails } from './mail-outbox';
import { MailService } from './mail-service';
import { freePort } from '../../test/child-server';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/mail-test-server';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { createCentre, must } from '../../test/user-helpers';

let t: TestApp;
let auth: { authorization: string };
let port: number;
let smtp: TestSmtpServer | undefined;
let centreId: number;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const list = async (setup: object, filter: object = {}) => {
  const response = await t.app.inject({
    url: `/v15/sent-emails?setup=${q(setup)}&filter=${q(filter)}`,
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  return sentEmailsResponseSchema.parse(response.json());
};

beforeAll(async () => {
  // SMTP "down": the URL points at a port nothing listens on, until a test starts a server there.
  port = await freePort();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  centreId = (await createCentre(t.db)).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('sending with SMTP down, then back', () => {
  it('tells the client that a reset link is queued, not sent, while SMTP is down', async () => {
    const person = await createUser(t.db, { perfil: 2, centros_id: centreId });
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/v1/auth/reset/${person.id}`,
      headers: auth,
    });
    expect(reset.statusCode).toBe(200);
    // What the web turns into "…el correo queda en cola y se enviará en cuanto sea posible".
    expect(userMailResponseSchema.parse(reset.json()).mail).toEqual({ sent: 0, queued: 1 });
  });

  it('records the message as not sent with the reason, and delivers it once SMTP returns', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/registeruser',
      headers: auth,
      payload: { nombre: 'Pau', email: 'pau@caida.example', perfil: 2, centros_id: centreId },
    });
    expect(created.statusCode).toBe(201);
    expect(userMailResponseSchema.parse(created.json()).mail).toEqual({ sent: 0, queued: 1 });
    const failed = must(
      (await t.db.select().from(sentEmails).where(eq(sentEmails.receiver, 'pau@caida.example')))[0],
    );
    expect(failed).toMatchObject({ status: false, attempts: 1, locked_until: null });
    expect(failed?.error).toMatch(/ECONNREFUSED|connect/i);
    // Back-off: the next attempt is about a minute away.
    const wait = new Date(must(failed.next_attempt_at ?? undefined)).getTime() - Date.now();
    expect(wait).toBeGreaterThan(30_000);
    expect(wait).toBeLessThan(90_000);

    smtp = await startTestSmtpServer(port);
    const service = new MailService(t.db, t.config);
    // Not due yet: the worker leaves it alone.
    expect(await service.deliverDue()).toBe(0);
    await t.db
      .update(sentEmails)
      .set({ next_attempt_at: sql`now()` })
      .where(eq(sentEmails.id, failed.id));
    expect(await service.deliverDue()).toBe(1);
    await service.stop();
    expect(smtp.received.filter((m) => m.to.includes('pau@caida.example'))).toHaveLength(1);
    const [sent] = await t.db.select().from(sentEmails).where(eq(sentEmails.id, failed.id));
    expect(sent).toMatchObject({ status: true, attempts: 2, error: null, next_attempt_at: null });
  });

  it('never sends a message twice when two workers race for it', async () => {
    const ids = await enqueueMails(t.db, [
      {
        receiver: 'carrera@example.org',
        subject: 'Carrera',
        html: '<p>hola</p>',
        text: 'hola',
        user_id: null,
      },
    ]);
    const a = new MailService(t.db, t.config);
    const b = new MailService(t.db, t.config);
    const results = await Promise.all([
      a.deliverNow([must(ids[0])]),
      b.deliverNow([must(ids[0])]),
      a.deliverDue(),
      b.deliverDue(),
    ]);
    await Promise.all([a.stop(), b.stop()]);
    expect(results.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(must(smtp).received.filter((m) => m.to.includes('carrera@example.org'))).toHaveLength(1);
  });
});

describe('GET /v15/sent-emails', () => {
  beforeAll(async () => {
    const mails = Array.from({ length: 12 }, (_, i) => ({
      receiver: `lista${i}@tracker.example`,
      subject: i % 2 === 0 ? `Informe trimestral ${i}` : `Bienvenida ${i}`,
      html: `<p>${i}</p>`,
      text: String(i),
      user_id: null,
    }));
    const ids = await enqueueMails(t.db, mails);
    // Spread over days and statuses: even ids sent, odd ones not.
    for (const [i, id] of ids.entries()) {
      await t.db
        .update(sentEmails)
        .set({
          sent_at: new Date(Date.UTC(2026, 0, 10 + i, 12)),
          status: i % 2 === 0,
          next_attempt_at: null,
        })
        .where(eq(sentEmails.id, id));
    }
  });

  it('pages (default 5 per page, first page 0) with the total count, newest first', async () => {
    const response = await t.app.inject({
      url: `/v15/sent-emails?filter=${q({ receiver: 'tracker.example' })}`,
      headers: auth,
    });
    const first = sentEmailsResponseSchema.parse(response.json());
    expect(first.count).toBe(12);
    expect(first.data).toHaveLength(5);
    expect(first.data[0]?.receiver).toBe('lista11@tracker.example');
    const third = await list({ size: 5, page: 2 }, { receiver: 'tracker.example' });
    expect(third.data).toHaveLength(2);
    expect(third.data[0]).toHaveProperty('html');
  });

  it('filters by subject, receiver, dates and status', async () => {
    const subject = await list({ size: 20, page: 0 }, { subject: 'INFORME' });
    expect(subject.count).toBe(6);
    const receiver = await list({ size: 20, page: 0 }, { receiver: 'lista3@' });
    expect(receiver.data.map((m) => m.receiver)).toEqual(['lista3@tracker.example']);
    const dates = await list(
      { size: 20, page: 0 },
      { from: '2026-01-12T00:00:00.000Z', to: '2026-01-14T23:59:59.999Z', receiver: 'tracker' },
    );
    expect(dates.count).toBe(3);
    const notSent = await list({ size: 20, page: 0 }, { status: 'notSent', receiver: 'tracker' });
    expect(notSent.count).toBe(6);
    expect(notSent.data.every((m) => !m.status)).toBe(true);
    const sent = await list({ size: 20, page: 0 }, { status: 'sent', receiver: 'tracker' });
    expect(sent.count).toBe(6);
    const bad = await t.app.inject({
      url: `/v15/sent-emails?filter=${q({ status: 'x' })}`,
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('resends a not-sent message and refuses a sent or missing one', async () => {
    const { data } = await list({ size: 1, page: 0 }, { status: 'notSent', receiver: 'lista1@' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/v15/sent-emails/${must(data[0]).id}/resend`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: true, error: null });
    expect(must(smtp).received.some((m) => m.to.includes('lista1@tracker.example'))).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: `/v15/sent-emails/${must(data[0]).id}/resend`,
      headers: auth,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(EMAIL_MESSAGES.alreadySent);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v15/sent-emails/999999/resend',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const teacher = await createUser(t.db, { perfil: 2, centros_id: centreId });
    const response = await t.app.inject({
      url: '/v15/sent-emails',
      headers: bearer(tokenFor(t.app, teacher)),
    });
    expect(response.statusCode).toBe(403);
  });
});
