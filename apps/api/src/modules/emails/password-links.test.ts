import { EMAIL_MESSAGES, sentEmailResponseSchema } from '@eval/contracts/emails';
import { PASSWORD_MESSAGES, userMailResponseSchema } from '@eval/contracts/users';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentEmails, setPasswordTokens } from '../../db/schema/index';
import { createPeriod } from '../periods/service';
import { reminderTemplateId } from '../../test/campaign-fixture';
import { mailTestAppPerFile } from '../../test/admin-app';
import { createUser } from '../../test/app';
import { decodeQuotedPrintable } from '../../test/mail-test-server';
import { createCentre, eventually, must } from '../../test/user-helpers';

/**
 * Password links go only to their owner: a link is issued only for the message's
 * own slot (never for text a user wrote), and a change of the account voids the links it had.
 */
const t = mailTestAppPerFile();
const MARKERS = '{{SET_PASSWORD_LINK:reset}} {{SET_PASSWORD_LINK:welcome}}';
const STRONG = 'Faro-ventoso-1987-lluvia';
let centreId: number;
let ip = 0;

beforeAll(async () => {
  centreId = (await createCentre(t.db)).id;
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.24.0.${++ip}` });
const bodiesTo = (email: string) =>
  t.smtp.received.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));
// A centre person's link opens the centre app's page, an administrator's the back-office's.
const LINK = /(?:set-password|establecer-contrasena)\?token=([\w-]+)/;
const tokenOf = (body: string) => LINK.exec(body)?.[1];
const mailOf = async (userId: number) =>
  must((await t.db.select().from(sentEmails).where(eq(sentEmails.user_id, userId)))[0]);
const unusedTokens = async (userId: number) =>
  (await t.db.select().from(setPasswordTokens).where(eq(setPasswordTokens.user_id, userId))).filter(
    (row) => row.used_at === null,
  ).length;

async function register(email: string, nombre = 'Nuria') {
  const response = await t.call('POST', '/v1/auth/registeruser', {
    nombre,
    email,
    perfil: 1,
    language_id: 'ES',
    centros_id: centreId,
  });
  expect(response.statusCode).toBe(201);
  return userMailResponseSchema.parse(response.json());
}

const update = (id: number, fields: { email: string; perfil?: number }) =>
  t.call('PUT', '/v1/users', { id, nombre: 'Nuria', perfil: 1, centros_id: centreId, ...fields });
const resend = (mailId: number) => t.call('POST', `/v15/sent-emails/${mailId}/resend`);

describe('a link marker written by a user', () => {
  it('stays literal text in a reminder to a centre and a person named with it: no link', async () => {
    const group = 'marcador24';
    const periodId = (await createPeriod(t.db, `2031-${group}`)).id;
    const centre = await createCentre(t.db, { nombre: `CEIP ${MARKERS}`, groupby: group });
    const coordinator = await createUser(t.db, {
      perfil: 1,
      centros_id: centre.id,
      nombre: MARKERS,
      email: 'coordinadora@marcador.example',
    });
    const created = await t.call('POST', '/v15/campaigns', {
      filter: { groupby: [group], periodId },
      audience: 'coordinators',
      templateId: await reminderTemplateId(t.db),
      schedule: { mode: 'now' },
    });
    expect(created.statusCode).toBe(201);
    const [body] = await eventually(async () => {
      const bodies = bodiesTo(coordinator.email);
      return bodies.length > 0 && bodies;
    }, 20_000);
    expect(body).toContain('{{SET_PASSWORD_LINK:reset}}');
    expect(body).not.toMatch(LINK);
    expect(await unusedTokens(coordinator.id)).toBe(0);
    expect(await mailOf(coordinator.id)).toMatchObject({ link_purpose: null, link_slot: null });
  });

  it('stays literal in a welcome, whose own link still sets the password over SMTP', async () => {
    const { data: user } = await register('marcador@bienvenida.example', MARKERS);
    const [body] = bodiesTo(user.email);
    expect(body).toContain(MARKERS);
    // One link: the template's own (the HTML and the text part each carry it once).
    expect(must(body).match(new RegExp(LINK.source, 'g'))).toHaveLength(2);
    const token = must(tokenOf(must(body)));
    const set = await post('/v1/auth/set-password', { token, password: STRONG });
    expect(set.statusCode).toBe(200);
    const login = await post('/v1/auth/login', { email: user.email, password: STRONG });
    expect(login.statusCode).toBe(200);
  });
});

describe('a change of the account voids its links', () => {
  it('a pending welcome is stopped by a change of e-mail; Reenviar sends a new link to the new address only', async () => {
    t.smtp.setFault({ mode: 'refuse', at: 'rcpt', code: 450 });
    const registered = await register('antigua@cambio.example');
    t.smtp.setFault({ mode: 'ok' });
    expect(registered.mail).toEqual({ sent: 0, queued: 1 });
    const pending = await mailOf(registered.data.id);
    expect((await update(registered.data.id, { email: 'nueva@cambio.example' })).statusCode).toBe(
      200,
    );

    // Voided: the worker never retries it, and its row says why.
    const voided = await mailOf(registered.data.id);
    expect(voided).toMatchObject({ status: false, error: EMAIL_MESSAGES.linkVoided });
    expect(voided.next_attempt_at).toBeNull();
    await t.app.mail.deliverDue();

    const response = await resend(pending.id);
    expect(response.statusCode).toBe(200);
    expect(sentEmailResponseSchema.parse(response.json()).data).toMatchObject({
      status: true,
      receiver: 'nueva@cambio.example',
    });
    expect(bodiesTo('antigua@cambio.example')).toEqual([]);
    const [body] = bodiesTo('nueva@cambio.example');
    const set = await post('/v1/auth/set-password', {
      token: must(tokenOf(must(body))),
      password: STRONG,
    });
    expect(set.statusCode).toBe(200);
  });

  it('a delivered link stops working when the e-mail or the profile changes or the account is deactivated', async () => {
    const changes: [string, (id: number, email: string) => Promise<{ statusCode: number }>][] = [
      ['correo', (id) => update(id, { email: 'otro.correo@anulado.example' })],
      ['perfil', (id, email) => update(id, { email, perfil: 2 })],
      [
        'desactivado',
        (id) =>
          t.call('POST', '/v1/users/bulk', { action: 'deactivate', selection: { ids: [id] } }),
      ],
    ];
    for (const [label, change] of changes) {
      const { data: user } = await register(`${label}@anulado.example`);
      const token = must(tokenOf(must(bodiesTo(user.email)[0])));
      expect((await change(user.id, user.email)).statusCode).toBe(200);
      expect(await unusedTokens(user.id)).toBe(0);
      const set = await post('/v1/auth/set-password', { token, password: STRONG });
      expect(set.statusCode, label).toBe(400);
      expect(set.json().error.message).toBe(PASSWORD_MESSAGES.invalidLink);
    }
  });

  it('a pending reset of a deleted account is stopped and Reenviar sends nothing', async () => {
    t.smtp.setFault({ mode: 'refuse', at: 'rcpt', code: 450 });
    const { data: user } = await register('borrada@anulado.example');
    t.smtp.setFault({ mode: 'ok' });
    const pending = await mailOf(user.id);
    expect((await t.call('DELETE', `/v1/user/${user.id}`)).statusCode).toBe(204);
    const [voided] = await t.db.select().from(sentEmails).where(eq(sentEmails.id, pending.id));
    expect(voided).toMatchObject({ error: EMAIL_MESSAGES.linkVoided, next_attempt_at: null });
    const response = await resend(pending.id);
    expect(sentEmailResponseSchema.parse(response.json()).data).toMatchObject({
      status: false,
      error: EMAIL_MESSAGES.userGone,
    });
    expect(bodiesTo('borrada@anulado.example')).toEqual([]);
  });
});
