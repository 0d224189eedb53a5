import { userMailResponseSchema } from '@eval/contracts/users';
import { describe, expect, it } from 'vitest';
import { mailTestAppPerFile } from '../../test/admin-app';
import { decodeQuotedPrintable } from '../../test/mail-test-server';
import { createCentre, eventually } from '../../test/user-helpers';

/**
 * The welcome e-mail tells the person what they need to start, in their language: the centre,
 * their role, the address to sign in with and the app's address; its link opens the page in
 * that language and its sender's name is the programme's in it.
 */
const t = mailTestAppPerFile();
const PUBLIC_URL = 'http://panel.test';

/** The message as text: quoted-printable undone, its UTF-8 read as such. */
const utf8 = (raw: string) => Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8');

/** The display name of the From header, its RFC 2047 encoded words decoded. */
function senderName(raw: string): string {
  const header = /^From: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  const decoded = header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
  return decoded.replace(/\s*<[^>]*>\s*$/, '').replace(/^"|"$/g, '');
}

async function welcomeOf(body: Record<string, unknown> & { email: string }) {
  const response = await t.call('POST', '/v1/auth/registeruser', body);
  expect(response.statusCode).toBe(201);
  expect(userMailResponseSchema.parse(response.json()).mail.sent).toBe(1);
  const [mail] = await eventually(async () => {
    const mails = t.smtp.received.filter((m) => m.to.includes(body.email));
    return mails.length > 0 && mails;
  }, 20_000);
  if (!mail) throw new Error(`no welcome to ${body.email}`);
  return { raw: mail.raw, text: utf8(mail.raw) };
}

describe('the welcome e-mail of a centre person', () => {
  it('in Catalan names the centre, the role, the sign-in address and the app, links in Catalan', async () => {
    const centre = await createCentre(t.db, { nombre: 'Institut Les Aigües & Mar' });
    const email = 'docent.catala@centre.example';
    const { raw, text } = await welcomeOf({
      nombre: 'Jordi',
      apellidos: 'Puig',
      email,
      perfil: 2,
      language_id: 'CA',
      centros_id: centre.id,
    });
    expect(senderName(raw)).toBe('Autoavaluació de centres educatius');
    expect(text).toContain("Les vostres dades d'accés:");
    expect(text).toContain('- Centre: Institut Les Aigües & Mar');
    expect(text).toContain('- Perfil: Professorat');
    expect(text).toContain(`- Correu electrònic per entrar: ${email}`);
    expect(text).toContain(`- Adreça de l'aplicació: ${PUBLIC_URL}/centro/`);
    // The HTML part: the same facts, escaped, and the link's second parameter as &amp;.
    expect(text).toContain('<strong>Institut Les Aigües &amp; Mar</strong>');
    expect(text).toContain(`<a href="${PUBLIC_URL}/centro/"`);
    expect(text).toMatch(/\/centro\/establecer-contrasena\?token=[\w-]+&lang=CA\s/);
    expect(text).toMatch(/\/centro\/establecer-contrasena\?token=[\w-]+&amp;lang=CA"/);
    expect(text).not.toContain('ACCOUNT_DETAILS');
  });

  it('in Spanish names a coordinator as such, with a Spanish sender and link', async () => {
    const centre = await createCentre(t.db, { nombre: 'CEIP Las Encinas' });
    const email = 'coordinadora.es@centro.example';
    const { raw, text } = await welcomeOf({
      nombre: 'Marta',
      apellidos: 'Gil',
      email,
      perfil: 1,
      language_id: 'ES',
      centros_id: centre.id,
    });
    expect(senderName(raw)).toBe('Autoevaluación de centros educativos');
    expect(text).toContain('Sus datos de acceso:');
    expect(text).toContain('- Centro: CEIP Las Encinas');
    expect(text).toContain('- Perfil: Coordinación del centro');
    expect(text).toContain(`- Correo electrónico para entrar: ${email}`);
    expect(text).toContain(`- Dirección de la aplicación: ${PUBLIC_URL}/centro/`);
    expect(text).toMatch(/\/centro\/establecer-contrasena\?token=[\w-]+&lang=ES\s/);
  });

  it("an administrator's names no centre and points at the back-office, whose link has no language", async () => {
    const email = 'gestora@programa.example';
    const { text } = await welcomeOf({ nombre: 'Ana', apellidos: 'Ruiz', email, perfil: 0 });
    expect(text).not.toContain('- Centro:');
    expect(text).toContain('- Perfil: Administración del programa');
    expect(text).toContain(`- Dirección de la aplicación: ${PUBLIC_URL}/auth/login`);
    expect(text).toMatch(/\/auth\/set-password\?token=[\w-]+\s/);
  });
});
