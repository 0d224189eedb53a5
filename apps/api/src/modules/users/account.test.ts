import { AUTH_MESSAGES } from '@eval/contracts/auth';
import { PASSWORD_MESSAGES, USER_MESSAGES, userMailResponseSchema } from '@eval/contracts/users';
import { count, eq, sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits, sentEmails, setPasswordTokens, users } from '../../db/schema/index';
import { fingerprinter } from '../../test/security/fingerprint';
import { requestPasswordLink } from './password-service';
import { decodeQuotedPrintable } from '../../test/mail-test-server';
import { createUser } from '../../test/app';
import { mailTestAppPerFile } from '../../test/admin-app';
import { createCentre, eventually, must } from '../../test/user-helpers';

const t = mailTestAppPerFile();
let centreId: number;
let ip = 0;

const newUser = (email: string, extra: object = {}) => ({
  nombre: 'Marta',
  apellidos: 'Ruiz <b>Sanz</b>',
  email,
  telefono: '600111222',
  dni: '11111111H',
  perfil: 1,
  language_id: 'ES',
  cargos_id: 1,
  activo: 1,
  centros_id: centreId,
  ...extra,
});

/** The set-password token in the last message that reached `email`. */
function tokenIn(email: string): string {
  const mail = t.smtp.received.findLast((m) => m.to.includes(email));
  const match = /(?:set-password|establecer-contrasena)\?token=([\w-]+)/.exec(
    decodeQuotedPrintable(mail?.raw ?? ''),
  );
  if (!match?.[1]) throw new Error(`no link in the message to ${email}`);
  return match[1];
}

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${++ip}` });
const login = (email: string, password: string) => post('/v1/auth/login', { email, password });

beforeAll(async () => {
  centreId = (await createCentre(t.db)).id;
});

describe('POST /v1/auth/registeruser', () => {
  it('creates the user without a password and e-mails a single-use link through SMTP', async () => {
    const response = await t.call(
      'POST',
      '/v1/auth/registeruser',
      newUser('Marta.Ruiz@Centro.example'),
    );
    expect(response.statusCode).toBe(201);
    const { data: created, mail: delivery } = userMailResponseSchema.parse(response.json());
    expect(created).toMatchObject({ email: 'marta.ruiz@centro.example', has_password: false });
    // Delivered during the call: the client may say the mail was sent.
    expect(delivery).toEqual({ sent: 1, queued: 0 });

    const mail = t.smtp.received.find((m) => m.to.includes('marta.ruiz@centro.example'));
    expect(mail).toBeDefined();
    const [record] = await t.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.receiver, 'marta.ruiz@centro.example'));
    expect(record).toMatchObject({ status: true, attempts: 1, error: null, user_id: created.id });
    expect(record?.subject).toContain('Autoevaluación de centros educativos');
    // The stored body keeps a marker, never a live token; names are escaped.
    expect(record?.html).toContain(`{{SET_PASSWORD_LINK:${must(record?.link_slot)}}}`);
    expect(record?.link_purpose).toBe('welcome');
    expect(record?.html).toContain('Marta');
    const token = tokenIn('marta.ruiz@centro.example');
    expect(record?.html).not.toContain(token);
    // A centre's person (profile 1) is sent to the centre app.
    expect(decodeQuotedPrintable(must(mail).raw)).toContain(
      'http://panel.test/centro/establecer-contrasena?token=',
    );
    const [stored] = await t.db
      .select()
      .from(setPasswordTokens)
      .where(eq(setPasswordTokens.user_id, created.id));
    expect(stored?.token_hash).toHaveLength(64);
    expect(stored?.token_hash).not.toBe(token);
    expect(stored?.purpose).toBe('welcome');
  });

  it('writes the e-mail in Catalan for a user whose language is CA', async () => {
    await t.call(
      'POST',
      '/v1/auth/registeruser',
      newUser('jordi@centre.example', { nombre: 'Jordi', language_id: 'CA' }),
    );
    const [record] = await t.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.receiver, 'jordi@centre.example'));
    expect(record?.subject).toContain('Autoavaluació de centres educatius');
    expect(record?.html).toContain('Establir la contrasenya');
  });

  it('refuses bad input, a taken e-mail and a teacher without centre, writing nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(users);
    const missing = await t.call('POST', '/v1/auth/registeruser', {
      email: 'x@y.example',
      perfil: 1,
    });
    expect(missing.statusCode).toBe(400);
    const taken = await t.call(
      'POST',
      '/v1/auth/registeruser',
      newUser('MARTA.RUIZ@centro.example'),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(USER_MESSAGES.emailTaken);
    const noCentre = await t.call(
      'POST',
      '/v1/auth/registeruser',
      newUser('solo@y.example', { centros_id: null }),
    );
    expect(noCentre.json().error.message).toBe(USER_MESSAGES.centreRequired);
    const badCentre = await t.call(
      'POST',
      '/v1/auth/registeruser',
      newUser('otro@y.example', { centros_id: 999_999 }),
    );
    expect(badCentre.json().error.message).toBe(USER_MESSAGES.unknownCentre);
    const [after] = await t.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });
});

describe('POST /v1/auth/set-password', () => {
  it('applies the password policy, sets the password once, and the link cannot be reused', async () => {
    const token = tokenIn('marta.ruiz@centro.example');
    const weak = await post('/v1/auth/set-password', { token, password: 'abcdefghijkl' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe(PASSWORD_MESSAGES.guessable);
    const personal = await post('/v1/auth/set-password', { token, password: 'Ruiz-Marta-4791' });
    expect(personal.json().error.message).toBe(PASSWORD_MESSAGES.personal);
    const short = await post('/v1/auth/set-password', { token, password: 'ab1' });
    expect(JSON.stringify(short.json())).toContain(PASSWORD_MESSAGES.tooShort);

    // The refused attempts did not spend the link.
    const ok = await post('/v1/auth/set-password', { token, password: 'Pizarra-verde-47' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toBe(PASSWORD_MESSAGES.saved);
    expect((await login('marta.ruiz@centro.example', 'Pizarra-verde-47')).statusCode).toBe(200);

    const reused = await post('/v1/auth/set-password', { token, password: 'Otra-clave-99' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(PASSWORD_MESSAGES.invalidLink);
  });

  it('says whether a link still works before a password is typed, without spending it', async () => {
    const check = (token: string) => post('/v1/auth/set-password/check', { token });
    const token = tokenIn('jordi@centre.example');
    // Asked twice: checking spends nothing.
    for (let i = 0; i < 2; i += 1) {
      const usable = await check(token);
      expect(usable.statusCode).toBe(200);
      expect(usable.json()).toEqual({ data: { usable: true } });
    }
    // A used link (Marta's, spent above), an unknown one and a malformed one: the same Spanish text.
    for (const other of [tokenIn('marta.ruiz@centro.example'), 'x'.repeat(43), 'no vale']) {
      const refused = await check(other);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(PASSWORD_MESSAGES.invalidLink);
    }
  });

  it('refuses an expired link', async () => {
    const token = tokenIn('jordi@centre.example');
    await t.db.update(setPasswordTokens).set({ expires_at: sql`now() - interval '1 minute'` });
    const expired = await post('/v1/auth/set-password', { token, password: 'Pizarra-verde-47' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(PASSWORD_MESSAGES.invalidLink);
    const checked = await post('/v1/auth/set-password/check', { token });
    expect(checked.statusCode).toBe(400);
    expect(checked.json().error.message).toBe(PASSWORD_MESSAGES.invalidLink);
  });
});

describe('PATCH /v1/auth/reset/{userId}', () => {
  it('ends the current password and e-mails a reset link that sets a new one', async () => {
    const user = await createUser(t.db, {
      perfil: 1,
      centros_id: centreId,
      password: 'Vieja-clave-1',
    });
    const response = await t.call('PATCH', `/v1/auth/reset/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(userMailResponseSchema.parse(response.json())).toMatchObject({
      data: { has_password: false },
      mail: { sent: 1, queued: 0 },
    });
    const old = await login(user.email, 'Vieja-clave-1');
    expect(old.statusCode).toBe(401);
    expect(old.json().error.message).toBe(AUTH_MESSAGES.badCredentials);
    const [record] = await t.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.receiver, user.email));
    expect(record?.html).toContain(`{{SET_PASSWORD_LINK:${must(record?.link_slot)}}}`);
    expect(record?.link_purpose).toBe('reset');
    expect(record?.status).toBe(true);
    const set = await post('/v1/auth/set-password', {
      token: tokenIn(user.email),
      password: 'Nueva-clave-22',
    });
    expect(set.statusCode).toBe(200);
    expect((await login(user.email, 'Nueva-clave-22')).statusCode).toBe(200);
    const missing = await t.call('PATCH', '/v1/auth/reset/999999');
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /v1/auth/forgot-password', () => {
  // The delivery is recorded after the SMTP server accepts it; waiting for that write keeps it
  // out of the window in which a test checks that nothing else is written.
  const recordedAsDelivered = (email: string) =>
    eventually(async () => {
      const [record] = await t.db
        .select({ status: sentEmails.status })
        .from(sentEmails)
        .where(eq(sentEmails.receiver, email));
      return record?.status === true;
    });

  it('answers the same for known and unknown addresses and e-mails only the known one', async () => {
    const user = await createUser(t.db, { perfil: 1, centros_id: centreId });
    const known = await post('/v1/auth/forgot-password', { email: user.email.toUpperCase() });
    const unknown = await post('/v1/auth/forgot-password', { email: 'nadie@ninguna.example' });
    const garbage = await post('/v1/auth/forgot-password', { email: 'no es un correo' });
    for (const response of [known, unknown, garbage]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { message: PASSWORD_MESSAGES.forgotSent } });
    }
    await eventually(async () => t.smtp.received.some((m) => m.to.includes(user.email)));
    await recordedAsDelivered(user.email);
    expect(t.smtp.received.some((m) => m.to.includes('nadie@ninguna.example'))).toBe(false);
    // The current password still works: anyone may ask for a link for any address.
    expect((await login(user.email, 'Secreta-123')).statusCode).toBe(200);
  });

  it('does the same for a known and an unknown address before answering: the rest waits for the answer to leave', async () => {
    const user = await createUser(t.db, { perfil: 1, centros_id: centreId });
    const fingerprint = await fingerprinter(t.db);
    const deps = { db: t.db, mail: t.app.mail };
    const failures: unknown[] = [];
    const messagesTo = async (email: string) =>
      (await t.db.select().from(sentEmails).where(eq(sentEmails.receiver, email))).length;
    for (const email of [user.email, 'nadie-todavia@ninguna.example']) {
      let sent: (value: 'sent') => void = () => undefined;
      const replied = new Promise<'sent'>((resolve) => (sent = resolve));
      const before = await fingerprint();
      await requestPasswordLink(deps, email, replied, (error) => failures.push(error));
      // Answered. Both paths have written their counter and nothing else (the fingerprint leaves
      // the counters out), and neither has looked for the account nor recorded an e-mail, even
      // a while later: that waits for the answer to have left.
      const [counter] = await t.db
        .select({ hits: rateLimitHits.hits })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, `forgot-password|${email}`));
      expect(counter).toEqual({ hits: 1 });
      await sleep(300);
      expect(await fingerprint()).toBe(before);
      expect(await messagesTo(email)).toBe(0);
      sent('sent');
      if (email === user.email) {
        await eventually(async () => t.smtp.received.some((m) => m.to.includes(user.email)));
        await recordedAsDelivered(user.email);
        expect(await messagesTo(email)).toBe(1);
      }
    }
    expect(failures).toEqual([]);
    expect(await messagesTo('nadie-todavia@ninguna.example')).toBe(0);
  });
});
