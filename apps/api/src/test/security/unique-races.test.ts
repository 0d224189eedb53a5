import { CATALOGUE_MESSAGES } from '@eval/contracts/catalogue';
import { CENTRE_MESSAGES } from '@eval/contracts/centres';
import { MASS_UPLOAD_MESSAGES as M, USER_MESSAGES } from '@eval/contracts/users';
import { count, eq, like, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { claves, cursos, perfiles, tipos } from '../../db/schema/index';
import { createCentre, eventually, usersAndMailsLike } from '../user-helpers';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../app';
import { responseProblem } from './route-table';

/**
 * Creations that race on a unique key. On PostgreSQL the race is forced:
 * another connection — standing for a second request — inserts the same key in a transaction
 * it keeps open, so the request under test passes its own "already exists?" check and then
 * waits on the unique index; the other transaction then commits (or rolls back, letting two
 * requests race each other). The loser must get a 409 in Spanish, or per-row reasons in a mass
 * upload, never a 500. PGlite is one connection that runs one transaction at a time, so there
 * the same requests run concurrently and are checked for the same outcome.
 */
let t: TestApp;
let auth: { authorization: string };
let centre: { codigo: string };
let other: pg.Client | undefined;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  centre = await createCentre(t.db, { groupby: null });
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const [row] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const url = new URL(server);
    url.pathname = `/${row?.name ?? ''}`;
    other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
  }
}, 600_000);
afterAll(async () => {
  await other?.end();
  await t?.close();
});

const post = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: auth, payload: payload as object });

/** Waits until `n` of this database's backends are waiting for a lock. */
async function blockedBackends(n: number): Promise<void> {
  await eventually(async () => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return (row?.n ?? 0) >= n;
  }, 30_000);
}

const dialect = new PgDialect();

/**
 * Runs `requests` while another transaction holds `insert` uncommitted (PostgreSQL), then ends
 * that transaction with `end`. On PGlite the insert is committed first when `end` is COMMIT.
 */
async function race(
  insert: SQL,
  end: 'COMMIT' | 'ROLLBACK',
  requests: (() => Promise<LightMyRequestResponse>)[],
): Promise<LightMyRequestResponse[]> {
  if (!other) {
    if (end === 'COMMIT') await t.db.execute(insert);
    return Promise.all(requests.map((request) => request()));
  }
  const query = dialect.sqlToQuery(insert);
  await other.query('BEGIN');
  await other.query(query.sql, query.params);
  const pending = requests.map((request) => request());
  await blockedBackends(requests.length);
  await other.query(end);
  return Promise.all(pending);
}

/** One request raced against `insert`, which commits: the request must be the one refused. */
async function loses(
  insert: SQL,
  request: () => Promise<LightMyRequestResponse>,
  message: string,
): Promise<void> {
  const [response] = await race(insert, 'COMMIT', [request]);
  if (!response) throw new Error('no response');
  expect(response.statusCode, response.body.slice(0, 300)).toBe(409);
  expect(response.json().error.message).toBe(message);
  expect(responseProblem('POST', response)).toBeNull();
}

describe('creations racing on a unique key', () => {
  it('two mass uploads of the same e-mails at once: every row created once, the rest rejected per row', async () => {
    const rows = Array.from({ length: 300 }, (_, index) => ({
      line: index + 2,
      nombre: `Persona ${index}`,
      apellidos: 'Concurrente',
      email: `carrera.${index}@masivo.example`,
      tipo: '2',
      codigocentro: centre.codigo,
    }));
    const upload = () => post('POST', '/v1/auth/massive', rows);
    const responses = await race(
      sql`insert into users (nombre, apellidos, email, perfil)
          values ('B', 'B', ${'carrera.0@masivo.example'}, 2)`,
      'ROLLBACK',
      [upload, upload],
    );
    const results = responses.map((response) => {
      const { data } = response.json<{
        data: { created: number; rejected: { line: number; reasons: string[] }[] };
      }>();
      // 201 when the upload created someone, 200 when the other one had taken every row.
      expect(response.statusCode, response.body.slice(0, 300)).toBe(data.created > 0 ? 201 : 200);
      return data;
    });
    expect(results.map((result) => result.created).sort()).toEqual([0, 300]);
    const loser = results.find((result) => result.created === 0);
    expect(loser?.rejected).toHaveLength(300);
    expect(loser?.rejected.every((row) => row.reasons.join() === M.emailExists)).toBe(true);
    expect(await usersAndMailsLike(t.db, 'carrera.%@masivo.example')).toEqual({
      users: 300,
      mails: 300,
    });
  });

  it('a question type, a question, a user and a centre: 409 with the reason, one row', async () => {
    const codigo = 'CARRERA';
    await loses(
      sql`insert into tipos (codigo, nombre) values (${codigo}, 'Otro')`,
      () => post('POST', '/v3/tipos', { codigo, nombre: 'Tipo en carrera' }),
      CATALOGUE_MESSAGES.tipoCodigoTaken,
    );
    const [tipoCount] = await t.db
      .select({ n: count() })
      .from(tipos)
      .where(eq(tipos.codigo, codigo));
    expect(tipoCount?.n).toBe(1);

    const [clave] = await t.db.select({ id: claves.id }).from(claves).limit(1);
    const [tipo] = await t.db.select({ id: tipos.id }).from(tipos).limit(1);
    const question = { claves_id: clave?.id ?? 0, num: 900, tipos_id: tipo?.id ?? 0 };
    await loses(
      sql`insert into preguntas (claves_id, num, tipos_id, titulo)
          values (${question.claves_id}, ${question.num}, ${question.tipos_id}, 'Otra')`,
      () => post('POST', '/v3/preguntas', { ...question, titulo: 'Pregunta en carrera' }),
      CATALOGUE_MESSAGES.numTaken,
    );

    const email = 'carrera.usuario@example.org';
    await loses(
      sql`insert into users (nombre, apellidos, email, perfil) values ('B', 'B', ${email}, 2)`,
      () =>
        post('POST', '/v1/auth/registeruser', {
          nombre: 'Carrera',
          apellidos: 'Usuario',
          email,
          perfil: 0,
        }),
      USER_MESSAGES.emailTaken,
    );

    const centreCode = 'CARRERA-1';
    await loses(
      sql`insert into centros (nombre, codigo, comunidades_id, provincias_id_provincia,
            municipios_id_municipio) values ('Otro', ${centreCode}, 13, 28, 28079)`,
      () =>
        post('PUT', '/v2/centros', {
          nombre: 'Centro en carrera',
          codigo: centreCode,
          activo: 1,
          comunidades_id: 13,
          provincias_id_provincia: 28,
          municipios_id_municipio: 28079,
        }),
      CENTRE_MESSAGES.codeTaken,
    );
  });

  it('four courses of one name at once: one created, three 409; four profiles at once: four ids', async () => {
    const courses = await Promise.all(
      Array.from({ length: 4 }, () => post('POST', '/v2/cursos', { curso: 'Curso en carrera' })),
    );
    expect(courses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const response of courses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.message).toBe(CENTRE_MESSAGES.courseNameTaken);
      expect(responseProblem('POST', response)).toBeNull();
    }
    const [stored] = await t.db
      .select({ n: count() })
      .from(cursos)
      .where(eq(cursos.curso, 'Curso en carrera'));
    expect(stored?.n).toBe(1);

    const profiles = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        post('POST', '/v1/profiles', { nombre: `Perfil en carrera ${index}` }),
      ),
    );
    expect(profiles.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const [created] = await t.db
      .select({ n: sql<number>`count(distinct ${perfiles.id})::int` })
      .from(perfiles)
      .where(like(perfiles.nombre, 'Perfil en carrera %'));
    expect(created?.n).toBe(4);
  });
});
