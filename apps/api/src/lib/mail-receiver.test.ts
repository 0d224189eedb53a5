import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sentEmailsResponseSchema } from '@eval/contracts/emails';
import { userMailResponseSchema } from '@eval/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, childServerEnv, freePort, waitForHealth } from '../test/child-server';
import { mailBannerLine, startMailReceiver, type MailReceiver } from './mail-receiver';
import { decodeQuotedPrintable } from '../test/mail-test-server';
import { createMailer, SMTP_FAILURES } from './mail-transport';

const FROM = 'Programa de Autoevaluación <no-reply@autoevaluacion.example>';
const mailboxOf = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.eml'));
/** The set-password token in a delivered message. */
const tokenIn = (raw: string) =>
  /set-password\?token=([\w-]+)/.exec(decodeQuotedPrintable(raw))?.[1];

describe('the in-process SMTP receiver', () => {
  let dir: string;
  let receiver: MailReceiver;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'receptor-'));
    // An existing folder open to everyone, as an older version left it: it is narrowed.
    mkdirSync(join(dir, 'correo'), { mode: 0o777 });
    receiver = await startMailReceiver(join(dir, 'correo'), { sender: FROM });
  });
  afterAll(async () => {
    await receiver?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('accepts a message over SMTP and keeps it as an .eml file named by date and receiver', async () => {
    const mailer = createMailer(receiver.url, FROM);
    await mailer?.send({
      to: 'ana@centro.example',
      subject: 'Prueba',
      html: '<p>Hola</p>',
      text: 'Hola',
    });
    mailer?.close();
    const [file] = mailboxOf(receiver.dir);
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-0001-ana@centro\.example\.eml$/);
    const raw = readFileSync(join(receiver.dir, file ?? ''), 'utf8');
    expect(raw).toMatch(/^To: ana@centro\.example$/m);
    expect(raw).toMatch(/^Subject: Prueba$/m);
  });

  it('keeps its folder 0700 and every message 0600: they hold live set-password links', async () => {
    const mailer = createMailer(receiver.url, FROM);
    await mailer?.send({ to: 'permisos@centro.example', subject: 'x', html: 'x', text: 'x' });
    mailer?.close();
    expect(statSync(receiver.dir).mode & 0o777).toBe(0o700);
    const files = mailboxOf(receiver.dir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(statSync(join(receiver.dir, file)).mode & 0o777).toBe(0o600);
  });

  it('accepts mail only from the server own sender', async () => {
    const before = mailboxOf(receiver.dir).length;
    const intruder = createMailer(receiver.url, 'Intruso <intruso@otro.example>');
    const send = intruder?.send({ to: 'ana@centro.example', subject: 'x', html: 'x', text: 'x' });
    await expect(send).rejects.toThrow();
    intruder?.close();
    expect(mailboxOf(receiver.dir)).toHaveLength(before);
  });

  it('refuses an address under .invalid as a relay that cannot route it would', async () => {
    const mailer = createMailer(receiver.url, FROM);
    const send = mailer?.send({ to: 'nadie@centro.invalid', subject: 'x', html: 'x', text: 'x' });
    await expect(send).rejects.toThrow(SMTP_FAILURES.recipient);
    mailer?.close();
  });

  it('says in the banner where messages go, never the SMTP credentials', () => {
    expect(mailBannerLine(receiver, undefined)).toContain(
      `receptor SMTP integrado en 127.0.0.1:${receiver.port}`,
    );
    expect(mailBannerLine(receiver, undefined)).toContain(
      'Esa carpeta es para probar el producto, no para producción',
    );
    const relay = mailBannerLine(null, 'smtps://usuario:secreto@smtp.example.org:465');
    expect(relay).toBe('  Correo: servidor SMTP smtp.example.org:465');
    expect(mailBannerLine(null, undefined)).toContain('no enviados');
  });
});

describe('the embedded default, started as `npm start` starts it (no DATABASE_URL, no SMTP_URL)', () => {
  const admin = { email: 'admin.correo@autoevaluacion.example', password: 'Admin-Correo-2026' };
  let dir: string;
  let dataDir: string;
  let child: ChildProcess;
  let url: string;
  let output = '';
  let token = '';

  const api = async (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  /**
   * An administrator account, created through the API (201), which e-mails them a welcome: what
   * the reply says of that e-mail.
   */
  const registerAdmin = async (nombre: string, email: string) => {
    const body = { nombre, email, perfil: 0 };
    const created = await api('/v1/auth/registeruser', { method: 'POST', body });
    expect(created.status).toBe(201);
    return userMailResponseSchema.parse(await created.json()).mail;
  };
  /** The e-mails to `receiver`, as Correos enviados lists them. */
  const sentTo = async (receiver: string) => {
    const filter = encodeURIComponent(JSON.stringify({ receiver }));
    return sentEmailsResponseSchema.parse(
      await (await api(`/v15/sent-emails?filter=${filter}`)).json(),
    );
  };

  beforeAll(async () => {
    const bundle = bundleServer('dist-mail-receiver');
    dir = mkdtempSync(join(tmpdir(), 'arranque-'));
    dataDir = join(dir, 'data');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [bundle], {
      env: {
        ...childServerEnv({
          port,
          jwtSecret: 'correo-test-secret-0123456789-abcdefghijklmnop',
          admin,
          database: { dataDir },
        }),
        WEB_DIST_DIR: '/nonexistent-web-dist',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    await waitForHealth(url, child, { timeoutMs: 180_000, output: () => output });
    const login = await api('/v1/auth/login', { method: 'POST', body: admin });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { data: { token: string } }).data.token;
  }, 300_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const ended = new Promise((resolveEnd) => child.once('exit', resolveEnd));
      child.kill('SIGTERM');
      await ended;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('says so in the start-up banner', async () => {
    // The banner follows the first /health answer by a moment: listen() resolves first.
    await expect.poll(() => output, { timeout: 10_000 }).toContain('receptor SMTP integrado');
    expect(output).toContain(`${dataDir}-correo`);
  });

  it('delivers the welcome e-mail over SMTP: sent in Correos enviados, its link in the mailbox', async () => {
    // What makes the web say 'Se ha creado el usuario y se le ha enviado un mail'.
    expect(await registerAdmin('Lucía', 'lucia@centro.example')).toEqual({ sent: 1, queued: 0 });

    const listed = await sentTo('lucia@centro.example');
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({ status: true, error: null, attempts: 1 });

    const mailbox = `${dataDir}-correo`;
    const delivered = mailboxOf(mailbox).filter((name) => name.includes('lucia@centro.example'));
    expect(delivered).toHaveLength(1);
    const raw = readFileSync(join(mailbox, delivered[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^Subject: .*Bienvenida/m);
    // The delivered message carries a working link: Lucía sets her password and signs in.
    const token = tokenIn(raw);
    expect(token).toBeDefined();
    const set = await api('/v1/auth/set-password', {
      method: 'POST',
      body: { token, password: 'Mi-clave-nueva-1' },
    });
    expect(set.status).toBe(200);
    const login = await api('/v1/auth/login', {
      method: 'POST',
      body: { email: 'lucia@centro.example', password: 'Mi-clave-nueva-1' },
    });
    expect(login.status).toBe(200);
  });

  it('tells the client a message it could not deliver at once is queued, not sent', async () => {
    expect(await registerAdmin('Nadie', 'nadie@centro.invalid')).toEqual({ sent: 0, queued: 1 });
    const listed = await sentTo('nadie@centro.invalid');
    expect(listed.data[0]).toMatchObject({ status: false });
    expect(listed.data[0]?.error).toContain(SMTP_FAILURES.recipient);
    expect(listed.data[0]?.next_attempt_at).not.toBeNull();
  });
});
