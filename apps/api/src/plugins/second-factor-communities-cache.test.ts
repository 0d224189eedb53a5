import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, users } from '../db/schema/index';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../test/app';
import { eventually } from '../test/eventually';
import { createSecondInstance, type TestInstance } from '../test/second-instance';
import { SECOND_FACTOR_COMMUNITIES_KEY } from './session-state';

/**
 * The second factor's communities are part of the session state: a change of them, however
 * made, reaches every instance's session cache (migration 0025), as a change of the rule for
 * everyone does.
 */
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

describe("the second factor's communities and the session cache", () => {
  it("ends, on both instances, a remembered session the communities' rule now stops", async () => {
    const admin = await createUser(t.db, { perfil: 0 });
    const [scoped] = await t.db
      .update(users)
      .set({ ambito: [1] })
      .where(eq(users.id, admin.id))
      .returning({ session_version: users.session_version });
    const token = tokenFor(t.app, { ...admin, session_version: scoped?.session_version ?? -1 });
    for (const app of [t.app, second.app]) {
      expect(
        await eventually(async () => {
          const before = app.sessionCache.hits;
          expect((await list(app, token)).statusCode).toBe(200);
          return app.sessionCache.hits > before;
        }),
      ).toBe(true);
    }
    // Plain SQL: no write through either instance empties its cache.
    await t.db.insert(settings).values({ key: SECOND_FACTOR_COMMUNITIES_KEY, value: [1] });
    for (const app of [t.app, second.app]) {
      expect(await eventually(async () => (await list(app, token)).statusCode === 403)).toBe(true);
    }
  });
});
