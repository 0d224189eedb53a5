import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centreQuestionnaireResponseSchema } from '@eval/contracts/quizzes';
import { users } from '../db/schema/index';
import { createPeriod } from '../modules/periods/service';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../test/app';
import { eventually } from '../test/eventually';
import { insertCentre } from '../test/quiz-helpers';
import { createSecondInstance, type TestInstance } from '../test/second-instance';

let t: TestApp;
let second: TestInstance;

beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondInstance(t);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const list = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/v2/cursos', headers: bearer(token) });

/** A signed-in administrator whose state each instance has read and remembered. */
async function cachedAdmin(): Promise<{ id: number; token: string }> {
  const admin = await createUser(t.db, { perfil: 0 });
  const token = tokenFor(t.app, admin);
  for (const app of [t.app, second.app]) {
    // The heartbeat must have come back before anything is remembered.
    expect(
      await eventually(async () => {
        const before = app.sessionCache.hits;
        expect((await list(app, token)).statusCode).toBe(200);
        return app.sessionCache.hits > before;
      }),
    ).toBe(true);
  }
  return { id: admin.id, token };
}

describe('session state cache', () => {
  it('answers repeated requests from memory', async () => {
    const { token } = await cachedAdmin();
    const before = t.app.sessionCache.hits;
    for (let i = 0; i < 5; i += 1) expect((await list(t.app, token)).statusCode).toBe(200);
    expect(t.app.sessionCache.hits).toBeGreaterThanOrEqual(before + 5);
  });

  it('a logout on one instance is refused at once there and, soon after, on the other', async () => {
    const { token } = await cachedAdmin();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await list(t.app, token)).statusCode).toBe(401);
    expect(await eventually(async () => (await list(second.app, token)).statusCode === 401)).toBe(
      true,
    );
  });

  it('a change made in plain SQL ends the session on both instances', async () => {
    const { id, token } = await cachedAdmin();
    await t.db.update(users).set({ activo: 0 }).where(eq(users.id, id));
    for (const app of [t.app, second.app]) {
      expect(await eventually(async () => (await list(app, token)).statusCode === 401)).toBe(true);
    }
  });

  it('a bulk change (over 500 people: one notification for everyone) ends every session', async () => {
    const first = await cachedAdmin();
    const other = await cachedAdmin();
    await t.db.execute(sql`insert into users (nombre, apellidos, email, perfil)
      select 'Masiva', 'De Prueba', 'masiva' || n || '@test.example', 2
      from generate_series(1, 600) as n`);
    await t.db.execute(sql`update users set session_version = session_version + 1`);
    for (const app of [t.app, second.app]) {
      for (const { token } of [first, other]) {
        expect(await eventually(async () => (await list(app, token)).statusCode === 401)).toBe(
          true,
        );
      }
    }
  });
});

describe('writes that change no session', () => {
  it('an answer saved keeps the remembered sessions; any other write empties them', async () => {
    const { token } = await cachedAdmin();
    await createPeriod(t.db, '2025-2026');
    const centreId = await insertCentre(t.db, {
      nombre: 'Centro de la caché',
      codigo: 'SCACHE1',
      place: 'madrid',
    });
    const coordinator = await createUser(t.db, { perfil: 1, centros_id: centreId });
    const centre = bearer(tokenFor(t.app, coordinator));
    const base = `/v15/centros/${centreId}`;
    const questionnaire = await t.app.inject({ url: `${base}/cuestionario`, headers: centre });
    expect(questionnaire.statusCode).toBe(200);
    const question = centreQuestionnaireResponseSchema.parse(questionnaire.json()).data.claves[0]
      ?.preguntas[0];
    if (!question) throw new Error('the reference seed has no question');
    // Both sessions remembered: the coordinator's by the read above, the administrator's here.
    expect((await list(t.app, token)).statusCode).toBe(200);

    const before = t.app.sessionCache.misses;
    const answer = await t.app.inject({
      method: 'PUT',
      url: `${base}/respuestas/${question.id}`,
      headers: centre,
      payload: { notApplicable: true },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await list(t.app, token)).statusCode).toBe(200);
    expect(t.app.sessionCache.misses).toBe(before);

    // A write that may change a session (here another administrator's logout) empties them.
    const other = await createUser(t.db, { perfil: 0 });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: bearer(tokenFor(t.app, other)),
    });
    expect(logout.statusCode).toBe(200);
    const afterLogout = t.app.sessionCache.misses;
    expect((await list(t.app, token)).statusCode).toBe(200);
    expect(t.app.sessionCache.misses).toBe(afterLogout + 1);
  });
});
