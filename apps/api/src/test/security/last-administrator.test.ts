import { USER_MESSAGES } from '@eval/contracts/users';
import { NATIONAL } from '../../lib/scope';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createCentre } from '../user-helpers';
import { bearer, createTestApp, createUser, tokenFor, type TestApp, type TestUser } from '../app';
import { createSecondInstance, type TestInstance } from '../second-instance';
import { messageProblem } from './route-table';
import { notAudited } from '../../lib/audit-trail';
import { runUserBulk } from '../../modules/users/bulk-users';
import { resetPassword } from '../../modules/users/user-service';

/**
 * An administrator could deactivate or demote themselves, or the last active
 * administrator, and lock everyone out of the back-office. Refused with 409 in Spanish, also
 * when two administrators demote each other at the same moment on two instances.
 */
let t: TestApp;
let other: TestInstance;
let centreId: number;

beforeAll(async () => {
  t = await createTestApp();
  other = await createSecondInstance(t);
  centreId = (await createCentre(t.db)).id;
}, 600_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** Makes every administrator but the ones given a former administrator (profile 1). */
async function onlyAdministrators(...keep: TestUser[]): Promise<void> {
  const admins = await t.db.select({ id: users.id }).from(users).where(eq(users.perfil, 0));
  for (const { id } of admins) {
    if (keep.some((user) => user.id === id)) continue;
    await t.db.update(users).set({ perfil: 1, centros_id: centreId }).where(eq(users.id, id));
  }
}

const activeAdministrators = async () => {
  const [row] = await t.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.perfil, 0), eq(users.activo, 1)));
  return row?.n ?? 0;
};

/** PUT /v1/users by `actor` on `app`, the target's fields with `changes`. */
const editUser = (actor: TestUser, target: TestUser, changes: object, app = t.app) =>
  app.inject({
    method: 'PUT',
    url: '/v1/users',
    headers: bearer(tokenFor(app, actor)),
    payload: {
      id: target.id,
      nombre: 'Administración',
      email: target.email,
      perfil: 0,
      activo: 1,
      centros_id: null,
      ...changes,
    },
  });

const expectConflict = (
  response: { statusCode: number; json(): { error: { message: string } } },
  message: string,
) => {
  expect(response.statusCode).toBe(409);
  expect(response.json().error.message).toBe(message);
  expect(messageProblem(response.json().error.message)).toBeNull();
};

describe('nobody locks the programme out', () => {
  it('refuses deactivating or demoting yourself, even with other administrators left', async () => {
    const me = await createUser(t.db, { perfil: 0 });
    await createUser(t.db, { perfil: 0 });
    expectConflict(await editUser(me, me, { activo: 0 }), USER_MESSAGES.cannotDemoteSelf);
    expectConflict(
      await editUser(me, me, { perfil: 1, centros_id: centreId }),
      USER_MESSAGES.cannotDemoteSelf,
    );
    expectConflict(
      await editUser(me, me, { perfil: 'Equipo docente', centros_id: centreId }),
      USER_MESSAGES.cannotDemoteSelf,
    );
    // Editing anything else of your own account is fine.
    expect((await editUser(me, me, { telefono: '600123123' })).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ perfil: 0, activo: 1, telefono: '600123123' });
  });

  it('lets one administrator demote another while one stays', async () => {
    const [ana, bea] = [
      await createUser(t.db, { perfil: 0 }),
      await createUser(t.db, { perfil: 0 }),
    ];
    await onlyAdministrators(ana, bea);
    const response = await editUser(ana, bea, { perfil: 1, centros_id: centreId });
    expect(response.statusCode).toBe(200);
    expect(await activeAdministrators()).toBe(1);
  });

  it('two administrators demoting or deactivating each other at once, on two instances: one wins, one 409', async () => {
    for (const changes of [{ perfil: 1, centros_id: centreId }, { activo: 0 }]) {
      const [ana, bea] = [
        await createUser(t.db, { perfil: 0 }),
        await createUser(t.db, { perfil: 0 }),
      ];
      await onlyAdministrators(ana, bea);
      const responses = await Promise.all([
        editUser(ana, bea, changes, t.app),
        editUser(bea, ana, changes, other.app),
      ]);
      const statuses = responses.map((r) => r.statusCode).sort();
      // The loser is refused either by the last-administrator rule or because its session
      // ended with its demotion (401) — never both demotions through.
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const refused = responses.find((r) => r.statusCode === 409);
      if (refused) expectConflict(refused, USER_MESSAGES.lastAdministrator);
      expect(await activeAdministrators()).toBe(1);
    }
  });

  it('refuses deleting yourself; an inactive administrator may go', async () => {
    const me = await createUser(t.db, { perfil: 0 });
    const inactive = await createUser(t.db, { perfil: 0, activo: 0 });
    await onlyAdministrators(me, inactive);
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/v1/user/${me.id}`,
      headers: bearer(tokenFor(t.app, me)),
    });
    expectConflict(self, USER_MESSAGES.cannotDeleteSelf);
    // An inactive administrator is no way back in: deleting it is fine.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/user/${inactive.id}`,
      headers: bearer(tokenFor(t.app, me)),
    });
    expect(removed.statusCode).toBe(204);
    expect(await activeAdministrators()).toBe(1);
  });

  it('refuses voiding your own password or the last administrator’s, alone or in a bulk reset', async () => {
    const as = (actor: TestUser, method: 'PATCH' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: bearer(tokenFor(t.app, actor)),
        ...(payload ? { payload } : {}),
      });
    const bulkReset = (actor: TestUser, target: TestUser) =>
      as(actor, 'POST', '/v1/users/bulk', {
        action: 'resetPassword',
        selection: { ids: [target.id] },
      });
    const expectBulkRefused = async (actor: TestUser, target: TestUser, reason: string) => {
      const response = await bulkReset(actor, target);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.details.refused).toEqual([
        expect.objectContaining({ id: target.id, reasons: [reason] }),
      ]);
    };
    const hasPassword = async (user: TestUser) => {
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      return row?.password_hash !== null;
    };

    // The only administrator, on their own account: with mail down nobody could sign in again.
    const me = await createUser(t.db, { perfil: 0 });
    await onlyAdministrators(me);
    expectConflict(await as(me, 'PATCH', `/v1/auth/reset/${me.id}`), USER_MESSAGES.cannotResetSelf);
    await expectBulkRefused(me, me, USER_MESSAGES.cannotResetSelf);
    expect(await hasPassword(me)).toBe(true);

    // The last administrator who has a password: a signed-in actor always has one, so the API
    // cannot reach this; the services refuse it all the same (a revert, a script, a later route).
    const keeper = await createUser(t.db, { perfil: 0 });
    const withoutPassword = await createUser(t.db, { perfil: 0, password: null });
    await onlyAdministrators(keeper, withoutPassword);
    const deps = { db: t.db, mail: t.app.mail };
    await expect(
      resetPassword(deps, keeper.id, { id: withoutPassword.id, scope: NATIONAL }, notAudited),
    ).rejects.toThrow(USER_MESSAGES.lastAdministratorPassword);
    const bulk = runUserBulk(
      deps,
      { action: 'resetPassword', selection: { ids: [keeper.id] } },
      { id: withoutPassword.id, action: 'POST /v1/users/bulk', scope: NATIONAL },
      notAudited,
    );
    await expect(bulk).rejects.toMatchObject({
      details: { refused: [{ id: keeper.id, reasons: [USER_MESSAGES.lastAdministratorPassword] }] },
    });
    expect(await hasPassword(keeper)).toBe(true);

    // With another administrator able to sign in, resetting one is fine.
    const second = await createUser(t.db, { perfil: 0 });
    expect((await as(keeper, 'PATCH', `/v1/auth/reset/${second.id}`)).statusCode).toBe(200);
  });

  it('a bulk action keeps an active national administrator who may write, as PUT /v1/users does', async () => {
    const bulk = (actor: TestUser, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/bulk',
        headers: bearer(tokenFor(t.app, actor)),
        payload: body,
      });
    const nationalWriters = async () => {
      const [row] = await t.db
        .select({ n: count() })
        .from(users)
        .where(
          and(
            eq(users.perfil, 0),
            eq(users.activo, 1),
            eq(users.solo_lectura, 0),
            sql`cardinality(${users.ambito}) = 0`,
          ),
        );
      return row?.n ?? 0;
    };
    // Two national administrators who write, and a regional one and a national reader who stay
    // active whatever happens: the rule on any administrator alone would let both writers go.
    const [ana, bea, regional, reader] = [
      await createUser(t.db, { perfil: 0 }),
      await createUser(t.db, { perfil: 0 }),
      await createUser(t.db, { perfil: 0 }),
      await createUser(t.db, { perfil: 0 }),
    ];
    await onlyAdministrators(ana, bea, regional, reader);
    await t.db
      .update(users)
      .set({ ambito: [13] })
      .where(eq(users.id, regional.id));
    await t.db.update(users).set({ solo_lectura: 1 }).where(eq(users.id, reader.id));

    for (const action of [
      { action: 'deactivate' },
      { action: 'setProfile', perfil: 1 },
      { action: 'delete' },
    ]) {
      const response = await bulk(ana, { ...action, selection: { ids: [ana.id, bea.id] } });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.details.refused).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: bea.id,
            // Taking the profile away also leaves them without the centre a teacher needs.
            reasons: expect.arrayContaining([USER_MESSAGES.lastNationalAdministrator]),
          }),
        ]),
      );
      expect(await nationalWriters()).toBe(2);
    }

    // The services refuse it all the same, whoever calls them (a script, a later route).
    const direct = runUserBulk(
      { db: t.db, mail: t.app.mail },
      { action: 'deactivate', selection: { ids: [ana.id, bea.id] } },
      { id: regional.id, action: 'POST /v1/users/bulk', scope: NATIONAL },
      notAudited,
    );
    await expect(direct).rejects.toMatchObject({
      details: {
        refused: [
          { id: ana.id, reasons: [USER_MESSAGES.lastNationalAdministrator] },
          { id: bea.id, reasons: [USER_MESSAGES.lastNationalAdministrator] },
        ],
      },
    });
    expect(await nationalWriters()).toBe(2);

    // One of the two may go: the other still writes nationally.
    expect(
      (await bulk(ana, { action: 'deactivate', selection: { ids: [bea.id] } })).statusCode,
    ).toBe(200);
    expect(await nationalWriters()).toBe(1);
  });
});
