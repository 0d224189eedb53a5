import { CENTRE_LOGIN_MESSAGES } from '@eval/contracts/centre-app';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { centros } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { bearer, createUser } from '../../test/app';
import { eventually } from '../../test/eventually';
import { createPeriod } from '../periods/service';
import { insertCentre, PLACES } from '../../test/quiz-helpers';

/**
 * A centre out of the programme (`activo` = 0) answers nothing: its people's tokens stop
 * working at the next request, a new sign-in (the centres' app's or the back-office's) is
 * refused with its own reason, and administrators still read the centre and its people
 * (docs/domain.md, "A centre out of the programme").
 */
const t = adminTestAppPerFile();
let centreId = 0;
let ip = 0;
const address = () => `10.9.0.${++ip}`;
const password = 'Clave-Centro-9';

const signIn = (url: string, email: string, pass = password) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: { email, password: pass },
    remoteAddress: address(),
  });
const centreSignIn = (email: string, pass?: string) =>
  signIn('/v15/centro/auth/login', email, pass);
const backOfficeSignIn = (email: string) => signIn('/v1/auth/login', email);

async function signedIn(email: string): Promise<{ authorization: string }> {
  const response = await centreSignIn(email);
  expect(response.statusCode, response.body).toBe(200);
  return bearer((response.json() as { data: { token: string } }).data.token);
}

const setActive = (activo: 0 | 1) =>
  t.call('PATCH', '/v2/centros', {
    id: centreId,
    nombre: 'Centro Baja',
    codigo: 'BAJA-1',
    activo,
    ...PLACES.madrid,
  });

beforeAll(async () => {
  await createPeriod(t.db, '2025-2026');
  centreId = await insertCentre(t.db, { nombre: 'Centro Baja', codigo: 'BAJA-1', place: 'madrid' });
  await createUser(t.db, {
    perfil: 1,
    centros_id: centreId,
    email: 'coord@baja.example',
    password,
  });
  await createUser(t.db, { perfil: 2, centros_id: centreId, email: 'prof@baja.example', password });
}, 180_000);

describe('a deactivated centre', () => {
  it("ends its people's sessions and refuses their sign-in, keeping it readable to administrators", async () => {
    const coordinator = await signedIn('coord@baja.example');
    const home = () => t.app.inject({ url: '/v15/centro/inicio', headers: coordinator });
    expect((await home()).statusCode).toBe(200);

    expect((await setActive(0)).statusCode).toBe(200);
    expect((await home()).statusCode).toBe(401);
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/v15/centros/${centreId}/respuestas/1`,
      headers: coordinator,
      payload: { notApplicable: true },
    });
    expect(answer.statusCode).toBe(401);

    const refused = await centreSignIn('prof@baja.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      message: CENTRE_LOGIN_MESSAGES.CENTRE_INACTIVE,
      details: { reason: 'CENTRE_INACTIVE' },
    });
    expect(refused.body).not.toMatch(/token/);
    const backOffice = await backOfficeSignIn('prof@baja.example');
    expect(backOffice.statusCode).toBe(401);
    expect(backOffice.body).not.toMatch(/token/);
    // Said only with the right password, as every refusal about the account.
    const wrong = await centreSignIn('prof@baja.example', 'mala');
    expect(wrong.json().error.details).toEqual({ reason: 'BAD_CREDENTIALS' });

    expect((await t.call('GET', `/v2/centros/${centreId}`)).statusCode).toBe(200);
    const people = await t.call('GET', `/v1/usersCentro/${centreId}`);
    expect(people.statusCode).toBe(200);
    expect(people.body).toContain('coord@baja.example');

    // Back in the programme: a new sign-in works; the old token stays ended.
    expect((await setActive(1)).statusCode).toBe(200);
    const again = await signedIn('coord@baja.example');
    expect((await t.app.inject({ url: '/v15/centro/inicio', headers: again })).statusCode).toBe(
      200,
    );
    expect((await home()).statusCode).toBe(401);
  });

  it('ends the sessions whatever deactivated it, even SQL outside the API', async () => {
    const teacher = await signedIn('prof@baja.example');
    const home = () => t.app.inject({ url: '/v15/centro/inicio', headers: teacher });
    expect((await home()).statusCode).toBe(200);
    await t.db.update(centros).set({ activo: 0 }).where(eq(centros.id, centreId));
    // Outside the API no request clears the session cache: the trigger's notification does,
    // within the second the session cache promises (plugins/session-cache.ts).
    expect(await eventually(async () => (await home()).statusCode === 401)).toBe(true);
    await t.db.execute(sql`update ${centros} set activo = 1 where id = ${centreId}`);
    expect((await home()).statusCode).toBe(401);
  });
});
