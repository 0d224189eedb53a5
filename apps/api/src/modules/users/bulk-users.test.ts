import { and, eq, inArray, sql } from 'drizzle-orm';
import { BULK_MESSAGES, type BulkRefusalDetails } from '@eval/contracts/bulk-actions';
import { USER_MESSAGES } from '@eval/contracts/users';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cargos, sentEmails, users } from '../../db/schema/index';
import { bearer, createUser, tokenFor, type TestUser } from '../../test/app';
import { mailTestAppPerFile } from '../../test/admin-app';
import { createCentre, eventually } from '../../test/user-helpers';

// Its administrator is the actor of every bulk action here.
const t = mailTestAppPerFile();
let centreId: number;

beforeAll(async () => {
  centreId = (await createCentre(t.db)).id;
});

/** People of one test, found again by their surname. */
async function people(
  apellidos: string,
  n: number,
  extra: { activo?: number; password?: null } = {},
) {
  const created: TestUser[] = [];
  for (let i = 0; i < n; i += 1)
    created.push(await createUser(t.db, { perfil: 2, centros_id: centreId, apellidos, ...extra }));
  return created;
}
const ids = (list: { id: number }[]) => list.map((u) => u.id);
const bulk = (payload: object, headers = t.auth) =>
  t.app.inject({ method: 'POST', url: '/v1/users/bulk', headers, payload });
const count = (selection: object) =>
  t.call('GET', `/v1/users/bulk/count?selection=${encodeURIComponent(JSON.stringify(selection))}`);
const rowsOf = (list: { id: number }[]) =>
  t.db
    .select()
    .from(users)
    .where(inArray(users.id, ids(list)))
    .orderBy(users.id);
const auditLines = (list: { id: number }[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'POST /v1/users/bulk'),
        inArray(
          auditLog.entity_id,
          ids(list).map((id) => String(id)),
        ),
      ),
    );

describe('GET /v1/users/bulk/count', () => {
  it('counts a filter selection across pages, without the excepted ids', async () => {
    const group = await people('Contados', 7);
    const res = await count({ filter: { search: 'contados' }, except: [group[0]?.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { count: 6 } });
    expect((await count({ ids: ids(group).slice(0, 3) })).json()).toEqual({ data: { count: 3 } });
  });

  it('refuses a malformed selection with a Spanish 400', async () => {
    const res = await count({ ids: [] });
    expect(res.statusCode).toBe(400);
    expect((await count({ filter: { nada: 1 } })).statusCode).toBe(400);
  });
});

describe('POST /v1/users/bulk', () => {
  it('deactivates every user matching the filter, one audit line per row, sessions ended', async () => {
    const group = await people('Desactivables', 5);
    const already = await people('Desactivables', 1, { activo: 0 });
    const res = await bulk({
      action: 'deactivate',
      selection: { filter: { search: 'desactivables', showInactive: true }, except: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { selected: 6, changed: 5, unchanged: 1 },
      mail: { sent: 0, queued: 0 },
    });
    const rows = await rowsOf(group);
    expect(rows.every((row) => row.activo === 0)).toBe(true);
    // The session_version trigger ends the sessions of every deactivated person.
    expect(rows.every((row) => row.session_version === 1)).toBe(true);
    const lines = await auditLines([...group, ...already]);
    expect(lines).toHaveLength(5);
    const line = lines[0];
    expect(line?.entity).toBe('users');
    expect(line?.user_id).toBe(t.admin.id);
    expect((line?.before as { activo: number }).activo).toBe(1);
    expect((line?.after as { activo: number }).activo).toBe(0);
    expect(JSON.stringify(line?.before)).not.toContain('password_hash');
  });

  it('activates the ticked ids and leaves the others alone', async () => {
    const group = await people('Activables', 3, { activo: 0 });
    const res = await bulk({ action: 'activate', selection: { ids: ids(group).slice(0, 2) } });
    expect(res.json()).toEqual({
      data: { selected: 2, changed: 2, unchanged: 0 },
      mail: { sent: 0, queued: 0 },
    });
    expect((await rowsOf(group)).map((row) => row.activo)).toEqual([1, 1, 0]);
  });

  it('changes or clears the cargo, and refuses a cargo that does not exist (400)', async () => {
    const group = await people('Con cargo', 3);
    const [cargo] = await t.db.insert(cargos).values({ nombre: 'Jefatura masiva' }).returning();
    const selection = { filter: { search: 'con cargo' }, except: [] };
    const res = await bulk({ action: 'setCargo', selection, cargos_id: cargo?.id });
    expect(res.json()).toMatchObject({ data: { changed: 3 } });
    expect((await rowsOf(group)).every((row) => row.cargos_id === cargo?.id)).toBe(true);
    await bulk({ action: 'setCargo', selection, cargos_id: null });
    expect((await rowsOf(group)).every((row) => row.cargos_id === null)).toBe(true);
    const bad = await bulk({ action: 'setCargo', selection, cargos_id: 999_999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(USER_MESSAGES.unknownCargo);
  });

  it('changes the profile; a user without centre refuses the whole action (all or nothing)', async () => {
    const group = await people('Perfilados', 3);
    const admin = await createUser(t.db, { perfil: 0, apellidos: 'Perfilados' });
    const res = await bulk({
      action: 'setProfile',
      perfil: 1,
      selection: { ids: [...ids(group), admin.id] },
    });
    expect(res.statusCode).toBe(409);
    const { error } = res.json() as { error: { message: string; details: BulkRefusalDetails } };
    expect(error.message).toBe(BULK_MESSAGES.refused(1, 4));
    expect(error.details.refused).toEqual([
      { id: admin.id, label: admin.email, reasons: [USER_MESSAGES.centreRequired] },
    ]);
    expect((await rowsOf(group)).every((row) => row.perfil === 2)).toBe(true);
    expect(await auditLines(group)).toHaveLength(0);

    const ok = await bulk({ action: 'setProfile', perfil: 1, selection: { ids: ids(group) } });
    expect(ok.json()).toEqual({
      data: { selected: 3, changed: 3, unchanged: 0 },
      mail: { sent: 0, queued: 0 },
    });
    expect((await rowsOf(group)).every((row) => row.perfil === 1)).toBe(true);
    expect(
      (await bulk({ action: 'setProfile', perfil: 99, selection: { ids: ids(group) } })).statusCode,
    ).toBe(400);
  });

  it('refuses to deactivate yourself or delete the last administrator; nothing changes', async () => {
    const group = await people('Con el actor', 2);
    const res = await bulk({
      action: 'deactivate',
      selection: { ids: [...ids(group), t.admin.id] },
    });
    expect(res.statusCode).toBe(409);
    const details = (res.json() as { error: { details: BulkRefusalDetails } }).error.details;
    expect(details).toEqual({
      selected: 3,
      refused: [
        { id: t.admin.id, label: t.admin.email, reasons: [USER_MESSAGES.cannotDemoteSelf] },
      ],
    });
    expect((await rowsOf(group)).every((row) => row.activo === 1)).toBe(true);

    // Every active administrator: the actor for themself, each other one as the last ones.
    const other = await createUser(t.db, { perfil: 0 });
    const admins = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.perfil, 0), eq(users.activo, 1)));
    const del = await bulk({ action: 'delete', selection: { ids: ids(admins) } });
    expect(del.statusCode).toBe(409);
    const refused = (del.json() as { error: { details: BulkRefusalDetails } }).error.details
      .refused;
    expect(refused.find((r) => r.id === t.admin.id)?.reasons).toEqual([
      USER_MESSAGES.cannotDeleteSelf,
    ]);
    expect(refused.find((r) => r.id === other.id)?.reasons).toEqual([
      USER_MESSAGES.lastAdministrator,
    ]);
    expect(await rowsOf([other])).toHaveLength(1);
  });

  it('refuses ids that no longer exist, listing them', async () => {
    const group = await people('Fantasmas', 1);
    const res = await bulk({ action: 'activate', selection: { ids: [...ids(group), 987_654] } });
    expect(res.statusCode).toBe(409);
    expect(
      (res.json() as { error: { details: BulkRefusalDetails } }).error.details.refused,
    ).toEqual([{ id: 987_654, label: '#987654', reasons: [BULK_MESSAGES.userMissing] }]);
  });

  it('deletes the selection, keeping one audit line with each row as it was', async () => {
    const group = await people('Eliminables', 3);
    const res = await bulk({
      action: 'delete',
      selection: { filter: { search: 'eliminables' }, except: [] },
    });
    expect(res.json()).toEqual({
      data: { selected: 3, changed: 3, unchanged: 0 },
      mail: { sent: 0, queued: 0 },
    });
    expect(await rowsOf(group)).toHaveLength(0);
    const lines = await auditLines(group);
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.after === null)).toBe(true);
    expect((lines[0]?.before as { apellidos: string }).apellidos).toBe('Eliminables');
  });

  it('resends the invitation to those without a password, through the outbox and SMTP', async () => {
    const pending = await people('Invitados', 2, { password: null });
    const withPassword = await people('Invitados', 1);
    const res = await bulk({
      action: 'invite',
      selection: { filter: { search: 'invitados' }, except: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { selected: 3, changed: 2, unchanged: 1 },
      mail: { sent: 2, queued: 0 },
    });
    for (const user of pending)
      expect(t.smtp.received.some((m) => m.to.includes(user.email))).toBe(true);
    expect(t.smtp.received.some((m) => m.to.includes(withPassword[0]?.email ?? '-'))).toBe(false);
    expect(await auditLines(pending)).toHaveLength(2);

    const inactive = await people('Invitados inactivos', 1, { activo: 0, password: null });
    const refused = await bulk({ action: 'invite', selection: { ids: ids(inactive) } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.refused[0].reasons).toEqual([BULK_MESSAGES.inviteInactive]);
  });

  it('resets passwords: cleared at once, sessions ended, a reset link e-mailed to each', async () => {
    const group = await people('Reseteados', 3);
    const res = await bulk({ action: 'resetPassword', selection: { ids: ids(group) } });
    expect(res.json()).toMatchObject({ data: { changed: 3 }, mail: { queued: 0 } });
    const rows = await rowsOf(group);
    expect(rows.every((row) => row.password_hash === null && row.session_version === 1)).toBe(true);
    const mails = await t.db
      .select({ receiver: sentEmails.receiver })
      .from(sentEmails)
      .where(inArray(sentEmails.user_id, ids(group)));
    expect(mails).toHaveLength(3);
    await eventually(async () =>
      group.every((u) => t.smtp.received.some((m) => m.to.includes(u.email))),
    );
  });

  it('is for administrators only', async () => {
    const member = await createUser(t.db, { perfil: 2, centros_id: centreId });
    const res = await bulk(
      { action: 'activate', selection: { ids: [member.id] } },
      bearer(tokenFor(t.app, member)),
    );
    expect(res.statusCode).toBe(403);
  });

  it('leaves no trace of an unknown action or selection (400, Spanish)', async () => {
    const res = await bulk({ action: 'borrarTodo', selection: { ids: [1] } });
    expect(res.statusCode).toBe(400);
    const empty = await bulk({
      action: 'activate',
      selection: { filter: { search: 'nadie-se-llama-asi' }, except: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(BULK_MESSAGES.emptySelection);
    const [n] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(n?.n).toBeGreaterThan(0);
  });
});
