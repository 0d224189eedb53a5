import {
  MASS_UPLOAD_MESSAGES as M,
  massUploadPreviewResponseSchema,
  massUploadResponseSchema,
} from '@eval/contracts/users';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, perfiles, sentEmails, users } from '../../db/schema/index';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { createCentre } from '../../test/user-helpers';

let t: TestApp;
let auth: { authorization: string };
let centre: { id: number; codigo: string };
let other: { id: number; codigo: string };
let profileName: (id: number) => string;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  centre = await createCentre(t.db, { groupby: 'G1' });
  other = await createCentre(t.db, { groupby: null });
  const profiles = await t.db.select().from(perfiles);
  profileName = (id) => profiles.find((p) => p.id === id)?.nombre ?? '';
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });

const person = (email: string, extra: Record<string, string> = {}) => ({
  nombre: 'Ana',
  apellidos: 'Prieto',
  email,
  tipo: '2',
  codigocentro: centre.codigo,
  grupo: '',
  ...extra,
});

/** A user as the upload would have made it: profile 2 in `centre`. */
async function existing(email: string, perfil = 2): Promise<number> {
  const user = await createUser(t.db, {
    perfil,
    email,
    nombre: 'Ana',
    apellidos: 'Prieto',
    centros_id: centre.id,
  });
  return user.id;
}

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n;
const mailsTo = async (receiver: string) =>
  (await t.db.select({ n: count() }).from(sentEmails).where(eq(sentEmails.receiver, receiver)))[0]
    ?.n;

describe('mass upload preview and update of existing users', () => {
  it('previews each row without writing: existing e-mails are errors unless update is asked', async () => {
    await existing('previa.existe@masivo.example');
    const rows = [
      person('previa.nueva@masivo.example'),
      person('previa.existe@masivo.example', { nombre: 'Ana María' }),
      person('malo'),
    ];
    const before = await userCount();

    const plain = massUploadPreviewResponseSchema.parse(
      (await post('/v1/auth/massive/preview', rows)).json(),
    ).data;
    expect(plain.counts).toEqual({ total: 3, new: 1, changed: 0, unchanged: 0, error: 2 });
    expect(plain.rows.map((row) => [row.line, row.outcome, row.reasons])).toEqual([
      [3, 'error', [M.emailExists]],
      [4, 'error', [M.badEmail]],
      [2, 'new', []],
    ]);

    const withUpdate = massUploadPreviewResponseSchema.parse(
      (await post('/v1/auth/massive/preview?update=true', rows)).json(),
    ).data;
    expect(withUpdate.counts).toEqual({ total: 3, new: 1, changed: 1, unchanged: 0, error: 1 });
    expect(withUpdate.rows.find((row) => row.line === 3)).toMatchObject({
      outcome: 'changed',
      changes: [{ field: 'nombre', before: 'Ana', after: 'Ana María' }],
    });
    // Nothing written by either preview.
    expect(await userCount()).toBe(before);
    expect(await mailsTo('previa.nueva@masivo.example')).toBe(0);
  });

  it('lists a change of profile and centre by their names and codes, and counts unchanged rows', async () => {
    await existing('cambia.todo@masivo.example');
    await existing('igual@masivo.example');
    const preview = massUploadPreviewResponseSchema.parse(
      (
        await post('/v1/auth/massive/preview?update=true', [
          person('cambia.todo@masivo.example', { tipo: '1', codigocentro: other.codigo }),
          person('IGUAL@masivo.example'),
        ])
      ).json(),
    ).data;
    expect(preview.counts).toMatchObject({ changed: 1, unchanged: 1 });
    expect(preview.rows).toHaveLength(1); // unchanged rows are only counted
    expect(preview.rows[0]?.changes).toEqual([
      { field: 'tipo', before: profileName(2), after: profileName(1) },
      { field: 'codigocentro', before: centre.codigo, after: other.codigo },
    ]);
  });

  it('with update=true creates the new users, updates the existing ones (audited, no e-mail) and refuses administrators', async () => {
    const changedId = await existing('actualiza@masivo.example');
    await existing('sin.cambios@masivo.example');
    await existing('admin.existente@masivo.example', 0);
    const response = await post('/v1/auth/massive?update=true', [
      person('alta.con.update@masivo.example'),
      person('actualiza@masivo.example', { apellidos: 'Prieto Gil', tipo: '1' }),
      person('sin.cambios@masivo.example'),
      person('admin.existente@masivo.example', { nombre: 'Otro' }),
    ]);
    expect(response.statusCode).toBe(201);
    const { data, mail } = massUploadResponseSchema.parse(response.json());
    expect(data).toEqual({
      created: 1,
      updated: 1,
      unchanged: 1,
      rejected: [
        { line: 5, email: 'admin.existente@masivo.example', reasons: [M.adminNotUpdatable] },
      ],
    });
    expect(mail.queued).toBe(1); // only the new user's welcome e-mail
    const [updated] = await t.db.select().from(users).where(eq(users.id, changedId));
    expect(updated).toMatchObject({ apellidos: 'Prieto Gil', perfil: 1, centros_id: centre.id });
    expect(await mailsTo('actualiza@masivo.example')).toBe(0);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entity_id, String(changedId))));
    expect(line).toMatchObject({
      action: 'UPDATE /v1/auth/massive',
      before: { apellidos: 'Prieto', tipo: 2 },
      after: { apellidos: 'Prieto Gil', tipo: 1 },
    });
    const [admin] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin.existente@masivo.example'));
    expect(admin?.nombre).not.toBe('Otro');
  });

  it('answers 200 when it only updated, and keeps refusing existing e-mails without the option', async () => {
    await existing('solo.update@masivo.example');
    const onlyUpdate = await post('/v1/auth/massive?update=true', [
      person('solo.update@masivo.example', { nombre: 'Renombrada' }),
    ]);
    expect(onlyUpdate.statusCode).toBe(200);
    expect(massUploadResponseSchema.parse(onlyUpdate.json()).data).toMatchObject({
      created: 0,
      updated: 1,
    });
    const without = await post('/v1/auth/massive', [
      person('solo.update@masivo.example', { nombre: 'Otra vez' }),
    ]);
    expect(without.statusCode).toBe(200);
    // The answer of the call without the option is exactly the one it always gave.
    expect(massUploadResponseSchema.parse(without.json()).data).toEqual({
      created: 0,
      rejected: [{ line: 2, email: 'solo.update@masivo.example', reasons: [M.emailExists] }],
    });
  });

  it('refuses a bad option, an empty file and a caller without a token', async () => {
    const bad = await post('/v1/auth/massive/preview?update=si', [person('x@masivo.example')]);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('El parámetro update debe ser true o false.');
    expect(
      (await post('/v1/auth/massive?update=si', [person('x@masivo.example')])).statusCode,
    ).toBe(400);
    expect((await post('/v1/auth/massive/preview', [])).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/massive/preview',
      payload: [person('x@masivo.example')],
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('data arrives intact', () => {
  it('refuses a row with U+FFFD (a Latin-1 file read as UTF-8) and an empty file, storing nothing', async () => {
    const damaged = person('fffd@example.org', { nombre: 'Pe\ufffda' });
    const preview = await post('/v1/auth/massive/preview', [damaged]);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      data: { rows: [{ outcome: 'error', reasons: [M.replacementCharacter('nombre')] }] },
    });
    const upload = await post('/v1/auth/massive', [damaged]);
    expect(upload.json()).toMatchObject({
      data: { created: 0, rejected: [{ reasons: [M.replacementCharacter('nombre')] }] },
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'fffd@example.org'))).toEqual([]);
    for (const url of ['/v1/auth/massive/preview', '/v1/auth/massive']) {
      const empty = await post(url, []);
      expect(empty.statusCode).toBe(400);
    }
  });
});
