import {
  USER_FIELD_MESSAGES,
  USER_MESSAGES,
  usersResponseSchema,
  type UserRow,
} from '@eval/contracts/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { createCentre, must } from '../../test/user-helpers';

let t: TestApp;
let auth: { authorization: string };
let adminId: number;
let centre: { id: number; codigo: string };

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { perfil: 0, email: 'direccion@programa.example' });
  adminId = admin.id;
  auth = bearer(tokenFor(t.app, admin));
  centre = await createCentre(t.db, { nombre: 'CEPA Río Tajo', groupby: 'G3' });
});
afterAll(() => t?.close());

/** The row as the users screen holds it (GET /v1/users), found by e-mail. */
async function listedRow(email: string): Promise<UserRow> {
  const setup = { size: 5, page: 0 };
  const response = await t.app.inject({
    url: `/v1/users?setup=${q(setup)}&filter=${q({ search: email, showInactive: true })}`,
    headers: auth,
  });
  return must(usersResponseSchema.parse(response.json()).data.find((u) => u.email === email));
}

const put = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/v1/users', headers: auth, payload });
const register = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/registeruser', headers: auth, payload });

describe('PUT /v1/users takes the row the users screen sends', () => {
  it('edits and deactivates a mass-uploaded user (no phone, DNI or cargo)', async () => {
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/massive',
      headers: auth,
      payload: [
        {
          nombre: 'Pilar',
          apellidos: 'Masiva',
          email: 'pilar.masiva@centro.example',
          tipo: '2',
          codigocentro: centre.codigo,
          grupo: '',
        },
      ],
    });
    expect(uploaded.json().data.created).toBe(1);
    const row = await listedRow('pilar.masiva@centro.example');
    expect(row).toMatchObject({ telefono: '', dni: '', cargos_id: null, centro: 'CEPA Río Tajo' });

    // The whole listed row, read-only centre fields included, as the grid sends it.
    const renamed = await put({ ...row, nombre: 'Pilar María' });
    expect(renamed.statusCode).toBe(200);
    const deactivated = await put({ ...row, nombre: 'Pilar María', activo: 0 });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().data).toMatchObject({ nombre: 'Pilar María', activo: 0 });
  });

  it('edits and deactivates another administrator, who has no centre', async () => {
    const other = await createUser(t.db, { perfil: 0, email: 'otra.admin@programa.example' });
    const row = await listedRow(other.email);
    const response = await put({ ...row, telefono: '910000000', activo: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ telefono: '910000000', activo: 0 });
  });

  it('lets administrators edit themselves but not deactivate or demote themselves', async () => {
    const self = await listedRow('direccion@programa.example');
    const edited = await put({ ...self, telefono: '600111222' });
    expect(edited.statusCode).toBe(200);

    const deactivate = await put({ ...self, activo: 0 });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().error.message).toBe(USER_MESSAGES.cannotDemoteSelf);
    const demote = await put({ ...self, perfil: 2, centros_id: centre.id });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toBe(USER_MESSAGES.cannotDemoteSelf);

    const [stored] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect(stored).toMatchObject({ activo: 1, perfil: 0, telefono: '600111222' });
  });
});

describe('a wrong user field is answered in plain Spanish naming it', () => {
  it('a blank name on create and on update', async () => {
    const created = await register({
      nombre: '  ',
      email: 'blanco@centro.example',
      perfil: 2,
      centros_id: centre.id,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: USER_FIELD_MESSAGES.nombreRequired,
      details: [{ path: 'nombre', message: USER_FIELD_MESSAGES.nombreRequired }],
    });

    const row = await listedRow('direccion@programa.example');
    const updated = await put({ ...row, nombre: '' });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error.message).toBe(USER_FIELD_MESSAGES.nombreRequired);
  });

  it('every missing or wrong field is listed, the first one as the message', async () => {
    const response = await register({ email: 'no-es-un-correo', telefono: '6'.repeat(31) });
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as {
      error: { message: string; details: { path: string; message: string }[] };
    };
    expect(error.details).toEqual([
      { path: 'nombre', message: USER_FIELD_MESSAGES.nombreRequired },
      { path: 'email', message: USER_FIELD_MESSAGES.emailInvalid },
      { path: 'telefono', message: USER_FIELD_MESSAGES.telefonoTooLong },
      { path: 'perfil', message: USER_FIELD_MESSAGES.perfilRequired },
    ]);
    expect(error.message).toBe(USER_FIELD_MESSAGES.nombreRequired);
    expect(JSON.stringify(error)).not.toMatch(/se esperaba|Demasiado/);
  });
});
