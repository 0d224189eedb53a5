import { USER_MESSAGES, usersResponseSchema } from '@eval/contracts/users';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, users } from '../../db/schema/index';
import { createPeriod } from '../periods/service';
import { recordAnswers } from '../quizzes/evaluation-service';
import { loadCurrentQuestionnaire } from '../quizzes/questionnaire-repository';
import { createUser } from '../../test/app';
import { adminTestAppPerFile } from '../../test/admin-app';
import { createCentre, must } from '../../test/user-helpers';
import { expectRefused } from '../../test/replies';

const t = adminTestAppPerFile({ admin: { email: 'jefa@test.example' } });
let centre: { id: number; codigo: string };
let otherCentre: { id: number; codigo: string };

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  centre = await createCentre(t.db, { nombre: 'IES Málaga Centro', groupby: 'G7' });
  otherCentre = await createCentre(t.db);
  for (let i = 0; i < 12; i += 1) {
    await createUser(t.db, {
      perfil: 2,
      centros_id: i < 7 ? centre.id : otherCentre.id,
      nombre: i === 3 ? 'Ángela' : `Docente ${i}`,
      activo: i === 5 ? 0 : 1,
    });
  }
});

describe('GET /v1/users', () => {
  it('without setup returns every user (inactive too) with the centre-derived fields', async () => {
    const response = await t.call('GET', '/v1/users');
    expect(response.statusCode).toBe(200);
    const body = usersResponseSchema.parse(response.json());
    expect(body.count).toBe(body.data.length);
    expect(body.data.length).toBeGreaterThanOrEqual(13);
    const row = must(body.data.find((u) => u.centros_id === centre.id));
    expect(row).toMatchObject({
      centro: 'IES Málaga Centro',
      codigo: centre.codigo,
      groupby: 'G7',
      titularidad: 'PUBLIC',
      cepa_fp: 'CEPA',
      cp: '28001',
      perfil_nombre: 'Equipo docente',
    });
    expect(row.ccaa).toBeTruthy();
    expect(row.provincia).toBeTruthy();
    expect(row.municipio).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain('password_hash');
    expect(body.data.some((u) => u.activo === 0)).toBe(true);
  });

  it('pages on the server with setup and counts with the same filter', async () => {
    const setup = { size: 5, page: 1, order: { field: 'id', direction: 'asc' } };
    const filter = { centros_id: centre.id, showInactive: true };
    const response = await t.call('GET', `/v1/users?setup=${q(setup)}&filter=${q(filter)}`);
    expect(response.statusCode).toBe(200);
    const body = usersResponseSchema.parse(response.json());
    expect(body.count).toBe(7);
    expect(body.data).toHaveLength(2);
  });

  it('hides inactive users unless asked and searches ignoring case and accents', async () => {
    const setup = { size: 20, page: 0 };
    const active = usersResponseSchema.parse(
      (
        await t.call('GET', `/v1/users?setup=${q(setup)}&filter=${q({ centros_id: centre.id })}`)
      ).json(),
    );
    expect(active.count).toBe(6);
    const found = usersResponseSchema.parse(
      (await t.call('GET', `/v1/users?setup=${q(setup)}&filter=${q({ search: 'ANGELA' })}`)).json(),
    );
    expect(found.data.map((u) => u.nombre)).toEqual(['Ángela']);
  });

  it('refuses malformed or unknown setup/filter with 400 and non-administrators with 403', async () => {
    const bad = await t.call('GET', '/v1/users?setup={oops');
    expect(bad.statusCode).toBe(400);
    const unknown = await t.call('GET', `/v1/users?filter=${q({ hack: 1 })}`);
    expect(unknown.statusCode).toBe(400);
    const teacher = await createUser(t.db, { perfil: 2, centros_id: centre.id });
    const forbidden = await t.callAs(teacher, 'GET', '/v1/users');
    expect(forbidden.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/users' })).statusCode).toBe(401);
  });
});

describe('GET /v1/usersCentro/{centerId}', () => {
  it('lists only that centre’s users, paged with 5 per page', async () => {
    const all = usersResponseSchema.parse(
      (await t.call('GET', `/v1/usersCentro/${centre.id}`)).json(),
    );
    expect(all.count).toBeGreaterThanOrEqual(7);
    expect(all.data.every((u) => u.centros_id === centre.id)).toBe(true);
    const page = usersResponseSchema.parse(
      (await t.call('GET', `/v1/usersCentro/${centre.id}?setup=${q({ size: 5, page: 0 })}`)).json(),
    );
    expect(page.data).toHaveLength(5);
    expect(page.count).toBe(all.count);
  });
});

describe('PUT /v1/users', () => {
  it('maps the profile name to its id and a centre object to its id', async () => {
    const user = await createUser(t.db, { perfil: 2, centros_id: centre.id });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/v1/users',
      headers: t.auth,
      payload: {
        id: user.id,
        nombre: 'Luis',
        apellidos: 'Pérez',
        email: 'LUIS.perez@Test.example',
        telefono: '600000000',
        dni: '12345678Z',
        perfil: 'Coordinador/a de centro',
        language_id: 'CA',
        cargos_id: 1,
        activo: 1,
        centros_id: { id: otherCentre.id, nombre: 'x' },
        ccaa: 'ignored read-only field',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: user.id,
      email: 'luis.perez@test.example',
      perfil: 1,
      perfil_nombre: 'Coordinador/a de centro',
      centros_id: otherCentre.id,
      language_id: 'CA',
    });
  });

  it('refuses an unknown profile, a taken e-mail, a missing user, and writes nothing', async () => {
    const user = await createUser(t.db, {
      perfil: 2,
      centros_id: centre.id,
      nombre: 'Sin cambios',
    });
    const base = {
      id: user.id,
      nombre: 'Cambio',
      email: user.email,
      perfil: 2,
      centros_id: centre.id,
    };
    const unknown = await t.call('PUT', '/v1/users', { ...base, perfil: 'Astronauta' });
    expectRefused(unknown, 400, USER_MESSAGES.unknownProfile);
    const taken = await t.call('PUT', '/v1/users', { ...base, email: 'JEFA@test.example' });
    expectRefused(taken, 409, USER_MESSAGES.emailTaken);
    const noCentre = await t.call('PUT', '/v1/users', { ...base, centros_id: null });
    expect(noCentre.json().error.message).toBe(USER_MESSAGES.centreRequired);
    const missing = await t.call('PUT', '/v1/users', { ...base, id: 999_999 });
    expect(missing.statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.nombre).toBe('Sin cambios');
  });
});

describe('DELETE /v1/user/{id}', () => {
  it('deletes a user, refuses a missing one and the administrator’s own account', async () => {
    const user = await createUser(t.db, { perfil: 2, centros_id: centre.id });
    const gone = await t.call('DELETE', `/v1/user/${user.id}`);
    expect(gone.statusCode).toBe(204);
    const again = await t.call('DELETE', `/v1/user/${user.id}`);
    expect(again.statusCode).toBe(404);
    const self = await t.call('DELETE', `/v1/user/${t.admin.id}`);
    expectRefused(self, 409, USER_MESSAGES.cannotDeleteSelf);
  });
});

describe('DELETE /v1/user/{id} of someone who answered', () => {
  it('keeps the centre’s answers, with the person set to null', async () => {
    const teacher = await createUser(t.db, { perfil: 2, centros_id: otherCentre.id });
    await createPeriod(t.db, '2025-2026');
    const question = must((await loadCurrentQuestionnaire(t.db))[0]);
    const option = must([...question.options.keys()][0]);
    await recordAnswers(t.db, { centreId: otherCentre.id, userId: teacher.id }, [
      { preguntasId: question.id, respuestasIds: [option] },
    ]);
    const response = await t.call('DELETE', `/v1/user/${teacher.id}`);
    expect(response.statusCode).toBe(204);
    const kept = await t.db.select().from(answers).where(eq(answers.preguntas_id, question.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.answered_by).toBeNull();
  });
});

describe('profiles and cargos', () => {
  it('creates a profile with the last id + 1 and renames it, refusing short names', async () => {
    const created = await t.call('POST', '/v1/profiles', { nombre: 'Inspección' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({ id: 3, nombre: 'Inspección' });
    const next = await t.call('POST', '/v1/profiles', { nombre: 'Familias' });
    expect(next.json().data.id).toBe(4);
    const short = await t.call('PUT', '/v1/profiles', { id: 3, nombre: 'I' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(USER_MESSAGES.profileTooShort);
    const renamed = await t.call('PUT', '/v1/profiles', { id: 3, nombre: 'Inspección educativa' });
    expect(renamed.json().data).toEqual({ id: 3, nombre: 'Inspección educativa' });
    const list = await t.call('GET', '/v1/profiles');
    expect(list.json().data.map((p: { id: number }) => p.id)).toEqual([0, 1, 2, 3, 4]);
    const missing = await t.call('PUT', '/v1/profiles', { id: 77, nombre: 'Nadie' });
    expect(missing.statusCode).toBe(404);
  });

  it('creates a cargo with PUT and updates it with PATCH', async () => {
    const created = await t.call('PUT', '/v4/cargos', { nombre: 'Bibliotecario/a' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data as { id: number };
    const updated = await t.call('PATCH', '/v4/cargos', {
      id,
      nombre: 'Responsable de biblioteca',
    });
    expect(updated.json().data).toEqual({ id, nombre: 'Responsable de biblioteca' });
    const empty = await t.call('PATCH', '/v4/cargos', { id, nombre: '  ' });
    expect(empty.statusCode).toBe(400);
    const list = await t.call('GET', '/v4/cargos');
    expect(list.json().data).toContainEqual({ id, nombre: 'Responsable de biblioteca' });
  });
});
