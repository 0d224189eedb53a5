import {
  TEMPLATE_MESSAGES,
  templatePreviewResponseSchema,
  templateResponseSchema,
  templatesResponseSchema,
} from '@eval/contracts/mail-templates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { createCentre } from '../../test/user-helpers';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ url, headers: auth });
const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
async function templateOf(kind: string) {
  const { data } = templatesResponseSchema.parse((await get('/v15/mail-templates')).json());
  const found = data.find((row) => row.kind === kind);
  if (!found) throw new Error(`no ${kind} template`);
  return templateResponseSchema.parse((await get(`/v15/mail-templates/${found.id}`)).json()).data;
}
const content = (body: string, subject = 'Asunto {{nombre}}') => ({
  subject_es: subject,
  body_es: body,
  subject_ca: subject,
  body_ca: body,
});

describe('Plantillas de correo', () => {
  it('lists the welcome, reset and reminder e-mails, each at version 1', async () => {
    const { data } = templatesResponseSchema.parse((await get('/v15/mail-templates')).json());
    expect(data.map((row) => [row.kind, row.version])).toEqual([
      ['welcome', 1],
      ['reset', 1],
      ['reminder', 1],
    ]);
  });

  it('refuses an unknown placeholder, HTML and unsafe links with Spanish messages, changing nothing', async () => {
    const reminder = await templateOf('reminder');
    const unknown = await send('PUT', `/v15/mail-templates/${reminder.id}`, {
      ...content('Hola {{nombre}}'),
      body_ca: 'Hola {{nom}}',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      TEMPLATE_MESSAGES.unknownPlaceholder('nom', [
        'nombre',
        'centro',
        'periodo',
        'progreso',
        'plan',
        'enlace',
      ]) + TEMPLATE_MESSAGES.language('CA'),
    );
    // A set-password e-mail must keep its link; {{periodo}} belongs to reminders only.
    const welcome = await templateOf('welcome');
    const refusals: [template: number, text: string, message?: string][] = [
      [reminder.id, 'Hola <script>alert(1)</script>', TEMPLATE_MESSAGES.noHtml],
      [reminder.id, '[pulse](javascript:alert(1))', TEMPLATE_MESSAGES.badLink],
      [welcome.id, 'Hola {{nombre}}', TEMPLATE_MESSAGES.linkRequired],
      [welcome.id, '{{periodo}} {{enlace}}'],
    ];
    for (const [template, text, message] of refusals) {
      const refused = await send('PUT', `/v15/mail-templates/${template}`, content(text));
      expect(refused.statusCode, text).toBe(400);
      if (message) expect(refused.json().error.message).toContain(message);
    }
    expect((await templateOf('reminder')).version).toBe(1);
    expect((await templateOf('welcome')).version).toBe(1);
  });

  it('previews unsaved text in both languages with every value escaped and formatting applied', async () => {
    const res = await send('POST', '/v15/mail-templates/preview', {
      kind: 'reminder',
      ...content('**{{centro}}** está *{{progreso}}*\n\n- uno\n- dos\n\n[Entrar]({{enlace}})'),
    });
    expect(res.statusCode).toBe(200);
    const { data } = templatePreviewResponseSchema.parse(res.json());
    expect(data.ES.html).toContain('<strong>CEIP Ejemplo &lt;Centro &amp; Escuela&gt;</strong>');
    expect(data.ES.html).toContain('<em>En proceso</em>');
    expect(data.CA.html).toContain('<em>En procés</em>');
    expect(data.ES.html).toContain('<ul><li>uno</li><li>dos</li></ul>');
    expect(data.ES.html).toMatch(/<a href="http:\/\/[^"]+\/" [^>]*>Entrar<\/a>/);
    expect(data.ES.html).not.toContain('<Centro');
    expect(data.ES.text).toContain('CEIP Ejemplo <Centro & Escuela> está En proceso');
  });

  it('saves versions, restores an earlier one as the newest, and audits both', async () => {
    const reminder = await templateOf('reminder');
    const saved = await send(
      'PUT',
      `/v15/mail-templates/${reminder.id}`,
      content('Versión dos para {{nombre}}'),
    );
    expect(saved.statusCode).toBe(200);
    const v2 = templateResponseSchema.parse(saved.json()).data;
    expect(v2.version).toBe(2);
    expect(v2.current.body_es).toBe('Versión dos para {{nombre}}');
    const first = v2.versions.find((v) => v.version === 1);
    const restored = await send(
      'POST',
      `/v15/mail-templates/${reminder.id}/versions/${first?.id}/restore`,
    );
    expect(restored.statusCode).toBe(200);
    const v3 = templateResponseSchema.parse(restored.json()).data;
    expect(v3.version).toBe(3);
    expect(v3.current.body_es).toBe(first?.body_es);
    expect(v3.versions).toHaveLength(3);
    const missing = await send(
      'POST',
      `/v15/mail-templates/${reminder.id}/versions/999999/restore`,
    );
    expect(missing.statusCode).toBe(404);
    const lines = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity_id like ${`${reminder.id}%`} and action like '% /v15/mail-templates/%'`,
    );
    expect(lines.map((l) => l.action).sort()).toEqual([
      'POST /v15/mail-templates/:id/versions/:versionId/restore',
      'PUT /v15/mail-templates/:id',
    ]);
  });

  it('creates another reminder template (201) and refuses a duplicate name (409)', async () => {
    const body = { nombre: 'Último aviso', ...content('Quedan días, {{nombre}}') };
    const created = await send('POST', '/v15/mail-templates', body);
    expect(created.statusCode).toBe(201);
    expect(templateResponseSchema.parse(created.json()).data).toMatchObject({
      kind: 'reminder',
      version: 1,
    });
    const again = await send('POST', '/v15/mail-templates', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(TEMPLATE_MESSAGES.nameTaken);
  });

  it('sends the welcome e-mail from the edited template, in Catalan for a CA user and Spanish otherwise', async () => {
    const welcome = await templateOf('welcome');
    const saved = await send('PUT', `/v15/mail-templates/${welcome.id}`, {
      subject_es: 'Alta de {{nombre}}',
      body_es: 'Bienvenida, {{nombre}}. [Activar]({{enlace}})',
      subject_ca: 'Alta de {{nombre}} (CA)',
      body_ca: 'Benvinguda, {{nombre}}. [Activar]({{enlace}})',
    });
    expect(saved.statusCode).toBe(200);
    const centre = await createCentre(t.db);
    for (const [email, language] of [
      ['nueva.es@plantillas.example', 'ES'],
      ['nova.ca@plantillas.example', 'CA'],
    ] as const) {
      const res = await send('POST', '/v1/auth/registeruser', {
        nombre: 'Ana <i>',
        email,
        perfil: 2,
        centros_id: centre.id,
        language_id: language,
      });
      expect(res.statusCode).toBe(201);
    }
    const rows = await queryRows<{ receiver: string; subject: string; html: string }>(
      t.db,
      sql`select receiver, subject, html from sent_emails where receiver like '%@plantillas.example' order by receiver`,
    );
    expect(rows.map((r) => r.subject)).toEqual(['Alta de Ana <i> (CA)', 'Alta de Ana <i>']);
    expect(rows[1]?.html).toContain('Bienvenida, Ana &lt;i&gt;.');
    expect(rows[1]?.html).toMatch(/href="\{\{SET_PASSWORD_LINK:[\w-]{22}\}\}"/);
  });

  it('answers 404 for an unknown template and refuses the API without an administrator token', async () => {
    expect((await get('/v15/mail-templates/999999')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/v15/mail-templates' })).statusCode).toBe(401);
  });
});
