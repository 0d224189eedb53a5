import { IDENTITY_MESSAGES } from '@eval/contracts/spanish-identity';
import { usersResponseSchema, type UserRow } from '@eval/contracts/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { createCentre, must } from '../../test/user-helpers';

let t: TestApp;
let auth: { authorization: string };
let centre: { id: number; codigo: string };

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { perfil: 0, email: 'identidad@programa.example' });
  auth = bearer(tokenFor(t.app, admin));
  centre = await createCentre(t.db, { nombre: 'IES Identidad' });
});
afterAll(() => t?.close());

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
const newUser = (email: string, extra: object) => ({
  nombre: 'Irene',
  email,
  perfil: 2,
  centros_id: centre.id,
  ...extra,
});
const storedIdentity = async (email: string) =>
  must(
    (
      await t.db
        .select({ telefono: users.telefono, dni: users.dni })
        .from(users)
        .where(eq(users.email, email))
    )[0],
  );

describe('DNI/NIE and phone are checked as Spanish data', () => {
  it('a new user with a wrong DNI letter or phone is refused naming the field; nothing is written', async () => {
    const email = 'mala.letra@centro.example';
    const response = await register(newUser(email, { dni: '12345678A', telefono: '600' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: IDENTITY_MESSAGES.telefonoFormat,
      details: [
        { path: 'telefono', message: IDENTITY_MESSAGES.telefonoFormat },
        { path: 'dni', message: IDENTITY_MESSAGES.dniLetter },
      ],
    });
    const written = await t.db.select().from(users).where(eq(users.email, email));
    expect(written).toHaveLength(0);
  });

  it('a right DNI, NIE or phone is stored without separators, in upper case', async () => {
    const email = 'bien.escrito@centro.example';
    const created = await register(
      newUser(email, { dni: '12.345.678-z', telefono: '+34 600 00 00 03' }),
    );
    expect(created.statusCode).toBe(201);
    expect(await storedIdentity(email)).toEqual({ dni: '12345678Z', telefono: '+34600000003' });
    const nie = await register(newUser('nie@centro.example', { dni: 'x1234567l' }));
    expect(nie.statusCode).toBe(201);
  });

  it('an old row with unchecked values still lists and can be edited; a new wrong value cannot be written', async () => {
    const email = 'antiguo@centro.example';
    const old = await createUser(t.db, { perfil: 2, centros_id: centre.id, email });
    await t.db.update(users).set({ telefono: '611', dni: '1X' }).where(eq(users.id, old.id));
    const row = await listedRow(email);
    expect(row).toMatchObject({ telefono: '611', dni: '1X' });

    const renamed = await put({ ...row, nombre: 'Nombre Nuevo' });
    expect(renamed.statusCode).toBe(200);
    expect(await storedIdentity(email)).toEqual({ telefono: '611', dni: '1X' });

    const wrong = await put({ ...row, nombre: 'Otro', dni: '2X' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      message: IDENTITY_MESSAGES.dniFormat,
      details: [{ path: 'dni', message: IDENTITY_MESSAGES.dniFormat }],
    });
    // No partial write: the name of the refused edit was not kept either.
    expect((await listedRow(email)).nombre).toBe('Nombre Nuevo');

    const fixed = await put({ ...row, telefono: '611 22 33 44', dni: '' });
    expect(fixed.statusCode).toBe(200);
    expect(await storedIdentity(email)).toEqual({ telefono: '611223344', dni: '' });
  });
});
