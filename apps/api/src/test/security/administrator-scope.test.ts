import { COMMON_MESSAGES } from '@eval/contracts/common';
import { USER_MESSAGES, type UserRow } from '@eval/contracts/users';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { allCalls } from '@eval/contracts/calls/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, centros, cursos, users } from '../../db/schema/index';
import { createPeriod } from '../../modules/periods/service';
import { mailTestAppPerFile } from '../admin-app';
import { bearer, tokenFor, type TestUser } from '../app';
import { expectRefused } from '../replies';
import { MADRID, MALAGA, ids, q, scopeFixture, type ScopeWorld } from '../scope-fixture';
import { eventually, must } from '../user-helpers';

const t = mailTestAppPerFile();

const { world, centreBody, administrator, as, send } = scopeFixture(t);
let madrid: ScopeWorld['madrid'];
let madridInactive: ScopeWorld['madridInactive'];
let malaga: ScopeWorld['malaga'];
let madrileño: TestUser;
let malagueña: TestUser;
let ofMadrid: TestUser;
let ofMalaga: TestUser;
let readOnly: TestUser;

beforeAll(() => {
  ({ madrid, madridInactive, malaga, madrileño, malagueña, ofMadrid, ofMalaga, readOnly } = world);
});

describe('the scope as stored and listed', () => {
  it('GET /v1/users returns ambito and solo_lectura for every user', async () => {
    const response = await t.call('GET', '/v1/users');
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ data: UserRow[] }>().data;
    const row = (id: number) => must(rows.find((u) => u.id === id));
    expect(row(ofMadrid.id)).toMatchObject({ ambito: [13], solo_lectura: 0 });
    expect(row(readOnly.id)).toMatchObject({ ambito: [], solo_lectura: 1 });
    expect(row(madrileño.id)).toMatchObject({ ambito: [], solo_lectura: 0 });
    expect(row(t.admin.id)).toMatchObject({ ambito: [], solo_lectura: 0 });
  });

  it('a national administrator creates a scoped one and changes the scope', async () => {
    const created = await t.call('POST', '/v1/auth/registeruser', {
      nombre: 'Regional',
      email: 'regional@scope.example',
      perfil: 0,
      ambito: [13, 1, 13],
    });
    expect(created.statusCode).toBe(201);
    const { data } = created.json<{ data: UserRow }>();
    expect(data).toMatchObject({ ambito: [1, 13], solo_lectura: 0 });
    const changed = await t.call('PUT', '/v1/users', {
      ...data,
      ambito: [13],
      solo_lectura: 1,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: UserRow }>().data).toMatchObject({ ambito: [13], solo_lectura: 1 });
    // Absent fields keep the stored values.
    const { ambito: _a, solo_lectura: _s, ...withoutScope } = data;
    const kept = await t.call('PUT', '/v1/users', { ...withoutScope, nombre: 'Regional 2' });
    expect(kept.json<{ data: UserRow }>().data).toMatchObject({ ambito: [13], solo_lectura: 1 });
  });

  it('refuses a scope for someone who is not an administrator, or of an unknown community', async () => {
    const teacher = await t.call('POST', '/v1/auth/registeruser', {
      nombre: 'Docente',
      email: 'docente-ambito@scope.example',
      perfil: 2,
      centros_id: madrid.id,
      ambito: [13],
    });
    expectRefused(teacher, 400, USER_MESSAGES.scopeOnlyForAdministrators);
    const unknown = await t.call('POST', '/v1/auth/registeruser', {
      nombre: 'Nadie',
      email: 'nadie@scope.example',
      perfil: 0,
      ambito: [99],
    });
    expectRefused(unknown, 400, USER_MESSAGES.unknownCommunity);
    const bad = await t.call('POST', '/v1/auth/registeruser', {
      nombre: 'Mal',
      email: 'mal@scope.example',
      perfil: 0,
      ambito: 'todas',
    });
    expect(bad.statusCode).toBe(400);
    const stored = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'nadie@scope.example'));
    expect(stored).toEqual([]);
  });

  it('a change of scope ends the sessions the person had', async () => {
    const person = await administrator([13]);
    const token = tokenFor(t.app, person);
    const before = await t.app.inject({
      method: 'GET',
      url: '/v2/centros',
      headers: bearer(token),
    });
    expect(before.statusCode).toBe(200);
    // Written straight to the table, as any path could: the trigger's notification reaches the
    // session cache within its trust window (plugins/session-cache.ts), not before the next
    // statement of this test.
    await t.db
      .update(users)
      .set({ ambito: [1] })
      .where(eq(users.id, person.id));
    const ended = await eventually(async () => {
      const after = await t.app.inject({
        method: 'GET',
        url: '/v2/centros',
        headers: bearer(token),
      });
      return after.statusCode === 401;
    }, 2_000);
    expect(ended).toBe(true);
  });

  it('nobody but a national administrator gives or widens a scope', async () => {
    const own = await send(ofMadrid, 'PUT', '/v1/users', {
      id: ofMadrid.id,
      nombre: 'Yo',
      email: ofMadrid.email,
      perfil: 0,
      ambito: [],
    });
    expectRefused(own, 403, USER_MESSAGES.scopeChangeNationalOnly);
    const [stored] = await t.db
      .select({ ambito: users.ambito, nombre: users.nombre })
      .from(users)
      .where(eq(users.id, ofMadrid.id));
    expect(stored?.ambito).toEqual([13]);
    // Their own name, scope as it is, they may change.
    const name = await send(ofMadrid, 'PUT', '/v1/users', {
      id: ofMadrid.id,
      nombre: 'Administración de Madrid',
      email: ofMadrid.email,
      perfil: 0,
      ambito: [13],
      solo_lectura: 0,
    });
    expect(name.statusCode).toBe(200);
    const promoted = await send(ofMadrid, 'PUT', '/v1/users', {
      id: madrileño.id,
      nombre: 'Madrileño',
      email: madrileño.email,
      perfil: 0,
      centros_id: madrid.id,
    });
    expectRefused(promoted, 403, COMMON_MESSAGES.nationalOnly);
    const newAdmin = await send(ofMadrid, 'POST', '/v1/auth/registeruser', {
      nombre: 'Otra',
      email: 'otra-admin@scope.example',
      perfil: 0,
    });
    expectRefused(newAdmin, 403, COMMON_MESSAGES.nationalOnly);
  });

  it('keeps one active national administrator who may write (409, nothing changed)', async () => {
    // Every other national administrator made read-only: this file's administrator is the last.
    await t.db
      .update(users)
      .set({ solo_lectura: 1 })
      .where(
        and(
          eq(users.perfil, 0),
          eq(users.solo_lectura, 0),
          sql`cardinality(${users.ambito}) = 0`,
          ne(users.id, t.admin.id),
        ),
      );
    const narrowed = await t.call('PUT', '/v1/users', {
      id: t.admin.id,
      nombre: 'Jefa',
      email: t.admin.email,
      perfil: 0,
      ambito: [13],
    });
    expectRefused(narrowed, 409, USER_MESSAGES.lastNationalAdministrator);
    const [stored] = await t.db
      .select({ ambito: users.ambito })
      .from(users)
      .where(eq(users.id, t.admin.id));
    expect(stored?.ambito).toEqual([]);
  });
});

describe('what a scoped administrator reads', () => {
  it('lists only the centres of their communities, with and without filter=actives', async () => {
    const all = await as(ofMadrid, 'GET', '/v2/centros');
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual(expect.arrayContaining([madrid.id, madridInactive.id]));
    expect(ids(all)).not.toContain(malaga.id);
    const body = all.json<{ data: { comunidades_id: number }[]; count: number }>();
    expect(body.data.every((c) => c.comunidades_id === 13)).toBe(true);
    expect(body.count).toBe(body.data.length);
    const actives = await as(ofMadrid, 'GET', `/v2/centros?filter=${q({ actives: true })}`);
    expect(ids(actives)).toContain(madrid.id);
    expect(ids(actives)).not.toContain(madridInactive.id);
    expect(ids(actives)).not.toContain(malaga.id);
    const national = await t.call('GET', '/v2/centros');
    expect(ids(national)).toEqual(expect.arrayContaining([madrid.id, malaga.id]));
  });

  it('pages and counts within the scope', async () => {
    const setup = { size: 1, page: 0, order: { field: 'id', direction: 'asc' } };
    const page = await as(ofMalaga, 'GET', `/v2/centros?setup=${q(setup)}`);
    expect(page.statusCode).toBe(200);
    const body = page.json<{ data: { comunidades_id: number }[]; count: number }>();
    const malagaCentres = await t.db
      .select({ id: centros.id })
      .from(centros)
      .where(eq(centros.comunidades_id, 1));
    expect(body.count).toBe(malagaCentres.length);
    expect(body.data.every((c) => c.comunidades_id === 1)).toBe(true);
  });

  it('finds only their centres in the picker', async () => {
    const found = await as(
      ofMadrid,
      'GET',
      `/v2/centros/search?search=${encodeURIComponent('Ámbito')}`,
    );
    expect(found.statusCode).toBe(200);
    expect(ids(found)).toContain(madrid.id);
    expect(ids(found)).not.toContain(malaga.id);
    const national = await t.call(
      'GET',
      `/v2/centros/search?search=${encodeURIComponent('Ámbito')}`,
    );
    expect(ids(national)).toEqual(expect.arrayContaining([madrid.id, malaga.id]));
  });

  it('refuses a centre outside the scope (403)', async () => {
    expectRefused(
      await as(ofMadrid, 'GET', `/v2/centros/${malaga.id}`),
      403,
      COMMON_MESSAGES.outOfScope,
    );
    expect((await as(ofMadrid, 'GET', `/v2/centros/${madrid.id}`)).statusCode).toBe(200);
    expectRefused(
      await as(ofMadrid, 'GET', `/v2/cursoscentros/${malaga.id}`),
      403,
      COMMON_MESSAGES.outOfScope,
    );
  });

  it('lists only the people of their centres, and themself; no other administrator', async () => {
    for (const url of ['/v1/users', `/v1/users?setup=${q({ size: 100, page: 0 })}`]) {
      const response = await as(ofMadrid, 'GET', url);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ data: UserRow[]; count: number }>();
      const listed = body.data.map((u) => u.id);
      expect(listed).toContain(madrileño.id);
      expect(listed).toContain(ofMadrid.id);
      expect(listed).not.toContain(malagueña.id);
      expect(listed).not.toContain(t.admin.id);
      expect(listed).not.toContain(ofMalaga.id);
      expect(body.count).toBe(body.data.length);
      expect(body.data.every((u) => u.id === ofMadrid.id || u.ccaa === 'Comunidad de Madrid')).toBe(
        true,
      );
    }
    const national = ids(await t.call('GET', '/v1/users'));
    expect(national).toEqual(expect.arrayContaining([t.admin.id, ofMadrid.id, malagueña.id]));
  });

  it('GET /v1/usersCentro of a centre outside is 403, inside 200', async () => {
    expectRefused(
      await as(ofMadrid, 'GET', `/v1/usersCentro/${malaga.id}`),
      403,
      COMMON_MESSAGES.outOfScope,
    );
    const inside = await as(ofMadrid, 'GET', `/v1/usersCentro/${madrid.id}`);
    expect(inside.statusCode).toBe(200);
    expect(ids(inside)).toEqual([madrileño.id]);
  });

  it('never serves one scope the stored page of another (both warming the same page)', async () => {
    const setup = q({ size: 50, page: 0, order: { field: 'id', direction: 'asc' } });
    for (const path of [`/v2/centros?setup=${setup}`, `/v1/users?setup=${setup}`]) {
      // Each twice, in turns, so that every one of them is answered once from the stored bytes.
      const seen = new Map<string, number[]>();
      for (let round = 0; round < 2; round += 1) {
        for (const [name, user] of [
          ['madrid', ofMadrid],
          ['malaga', ofMalaga],
        ] as const) {
          const got = ids(await as(user, 'GET', path));
          if (round === 1) expect(got).toEqual(seen.get(name));
          seen.set(name, got);
        }
        seen.set('national', ids(await t.call('GET', path)));
      }
      const madridIds = must(seen.get('madrid'));
      const malagaIds = must(seen.get('malaga'));
      expect(madridIds.filter((id) => malagaIds.includes(id))).toEqual([]);
      expect(must(seen.get('national')).length).toBeGreaterThan(madridIds.length);
    }
    // A scoped client's ETag is not the national one's: no 304 across scopes.
    const path = `/v2/centros?setup=${setup}`;
    const national = await t.call('GET', path);
    const etag = String(national.headers.etag);
    const scoped = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { ...bearer(tokenFor(t.app, ofMadrid)), 'if-none-match': etag },
    });
    expect(scoped.statusCode).toBe(200);
  });

  it('reads the national catalogue but not calls not yet limited to a scope', async () => {
    expect((await as(ofMadrid, 'GET', '/v3/preguntas')).statusCode).toBe(200);
    expect((await as(ofMadrid, 'GET', '/v7/allperiodos')).statusCode).toBe(200);
    // Their own second factor is theirs; another administrator's, and the programme's policy,
    // are not.
    expect((await as(ofMadrid, 'GET', '/v1/auth/totp')).statusCode).toBe(200);
    expect((await as(ofMadrid, 'GET', '/v1/auth/second-factor-policy')).statusCode).toBe(200);
    expectRefused(
      await as(ofMadrid, 'DELETE', `/v1/auth/totp/${t.admin.id}`),
      403,
      COMMON_MESSAGES.nationalScopeOnly,
    );
    expectRefused(
      await send(ofMadrid, 'PUT', '/v1/auth/second-factor-policy', { required: false }),
      403,
      COMMON_MESSAGES.nationalOnly,
    );
    expectRefused(
      await as(ofMadrid, 'GET', '/v7/nuevoperiodo/impacto'),
      403,
      COMMON_MESSAGES.nationalScopeOnly,
    );
  });
});

it('refuses every administration call that does not say how it meets a scope', async () => {
  const unmarked = allCalls.filter((call) => call.access === 'admin' && call.scope === undefined);
  expect(unmarked.length).toBeGreaterThan(0);
  for (const call of unmarked) {
    // The rule is checked before the path's ids and the body are read: any id will do.
    const url = call.path.replace(/:\w+/gu, '1');
    const reply = await t.callAs(
      ofMadrid,
      call.method,
      url,
      call.method === 'GET' ? undefined : {},
    );
    expect({ call: `${call.method} ${call.path}`, status: reply.statusCode }).toEqual({
      call: `${call.method} ${call.path}`,
      status: 403,
    });
    expectRefused(reply, 403, COMMON_MESSAGES.nationalScopeOnly);
  }
});

describe('what a scoped administrator writes', () => {
  it('refuses a centre outside, or moved outside, and changes nothing', async () => {
    const outside = await send(ofMadrid, 'PATCH', '/v2/centros', {
      id: malaga.id,
      ...centreBody(MALAGA, { codigo: malaga.codigo, nombre: 'Cambiado' }),
    });
    expectRefused(outside, 403, COMMON_MESSAGES.outOfScope);
    const moved = await send(ofMadrid, 'PATCH', '/v2/centros', {
      id: madrid.id,
      ...centreBody(MALAGA, { codigo: madrid.codigo }),
    });
    expectRefused(moved, 403, COMMON_MESSAGES.outOfScope);
    const created = await send(ofMadrid, 'PUT', '/v2/centros', centreBody(MALAGA));
    expectRefused(created, 403, COMMON_MESSAGES.outOfScope);
    const stored = await t.db.select().from(centros).where(eq(centros.id, malaga.id));
    expect(stored[0]?.nombre).not.toBe('Cambiado');
    const [mine] = await t.db.select().from(centros).where(eq(centros.id, madrid.id));
    expect(mine?.comunidades_id).toBe(13);
  });

  it('changes a centre of its own and audits the scope it acted with', async () => {
    const response = await send(ofMadrid, 'PATCH', '/v2/centros', {
      id: madrid.id,
      ...centreBody(MADRID, { codigo: madrid.codigo, nombre: 'IES Madrid renombrado' }),
    });
    expect(response.statusCode).toBe(200);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.user_id, ofMadrid.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(line).toMatchObject({ entity: 'centros', actor_ambito: [13] });
    const created = await send(ofMadrid, 'PUT', '/v2/centros', centreBody(MADRID));
    expect(created.statusCode).toBe(201);
  });

  it('refuses the courses of a centre outside', async () => {
    const [course] = await t.db.select({ id: cursos.id }).from(cursos).limit(1);
    const courseId = must(course).id;
    expectRefused(
      await as(ofMadrid, 'PUT', `/v2/cursoscentros/${malaga.id}/${courseId}`),
      403,
      COMMON_MESSAGES.outOfScope,
    );
    expectRefused(
      await as(ofMadrid, 'DELETE', `/v2/cursoscentros/${malaga.id}/${courseId}`),
      403,
      COMMON_MESSAGES.outOfScope,
    );
  });

  it('refuses a person of a centre outside, or moved into one, and changes nothing', async () => {
    const body = (user: TestUser, extra: object = {}) => ({
      id: user.id,
      nombre: 'Cambiada',
      email: user.email,
      perfil: 2,
      centros_id: user.centros_id,
      ...extra,
    });
    expectRefused(
      await send(ofMadrid, 'PUT', '/v1/users', body(malagueña)),
      403,
      USER_MESSAGES.outOfScopeUser,
    );
    expectRefused(
      await send(ofMadrid, 'PUT', '/v1/users', body(madrileño, { centros_id: malaga.id })),
      403,
      COMMON_MESSAGES.outOfScope,
    );
    expectRefused(
      await as(ofMadrid, 'DELETE', `/v1/user/${malagueña.id}`),
      403,
      USER_MESSAGES.outOfScopeUser,
    );
    expectRefused(
      await as(ofMadrid, 'PATCH', `/v1/auth/reset/${malagueña.id}`),
      403,
      USER_MESSAGES.outOfScopeUser,
    );
    expectRefused(
      await as(ofMadrid, 'DELETE', `/v1/user/${t.admin.id}`),
      403,
      USER_MESSAGES.outOfScopeUser,
    );
    const registered = await send(ofMadrid, 'POST', '/v1/auth/registeruser', {
      nombre: 'Fuera',
      email: 'fuera@scope.example',
      perfil: 2,
      centros_id: malaga.id,
    });
    expectRefused(registered, 403, COMMON_MESSAGES.outOfScope);
    const rows = await t.db
      .select({ nombre: users.nombre, centros_id: users.centros_id, pw: users.password_hash })
      .from(users)
      .where(eq(users.id, malagueña.id));
    expect(rows[0]).toMatchObject({ nombre: 'Malagueña', centros_id: malaga.id });
    expect(rows[0]?.pw).not.toBeNull();
    const [moved] = await t.db
      .select({ centros_id: users.centros_id })
      .from(users)
      .where(eq(users.id, madrileño.id));
    expect(moved?.centros_id).toBe(madrid.id);
  });

  it('edits and creates people of its own centres', async () => {
    const edited = await send(ofMadrid, 'PUT', '/v1/users', {
      id: madrileño.id,
      nombre: 'Madrileño editado',
      email: madrileño.email,
      perfil: 2,
      centros_id: madrid.id,
      ambito: [],
      solo_lectura: 0,
    });
    expect(edited.statusCode).toBe(200);
    const created = await send(ofMadrid, 'POST', '/v1/auth/registeruser', {
      nombre: 'Nueva',
      email: 'nueva-madrid@scope.example',
      perfil: 2,
      centros_id: madrid.id,
    });
    expect(created.statusCode).toBe(201);
  });

  it('reads the national data but never writes it', async () => {
    const period = await send(ofMadrid, 'POST', '/v7/nuevoperiodo', { nombre: 'Periodo' });
    expectRefused(period, 403, COMMON_MESSAGES.nationalOnly);
    const question = await send(ofMadrid, 'POST', '/v3/preguntas', { pregunta: 'x' });
    expectRefused(question, 403, COMMON_MESSAGES.nationalOnly);
    const cargo = await send(ofMadrid, 'PUT', '/v4/cargos', { nombre: 'Cargo' });
    expect(cargo.statusCode).toBe(403);
  });
});

describe('a read-only administrator', () => {
  it('reads, and every write is refused with nothing changed', async () => {
    expect((await as(readOnly, 'GET', '/v1/users')).statusCode).toBe(200);
    expect((await as(readOnly, 'GET', '/v2/centros')).statusCode).toBe(200);
    const edit = await send(readOnly, 'PUT', '/v1/users', {
      id: malagueña.id,
      nombre: 'Cambiada',
      email: malagueña.email,
      perfil: 2,
      centros_id: malaga.id,
    });
    expectRefused(edit, 403, COMMON_MESSAGES.readOnly);
    expectRefused(
      await send(readOnly, 'PUT', '/v2/centros', centreBody(MADRID)),
      403,
      COMMON_MESSAGES.readOnly,
    );
    expectRefused(
      await send(readOnly, 'POST', '/v7/nuevoperiodo', { nombre: 'Periodo' }),
      403,
      COMMON_MESSAGES.readOnly,
    );
    expectRefused(
      await as(readOnly, 'DELETE', `/v1/user/${malagueña.id}`),
      403,
      COMMON_MESSAGES.readOnly,
    );
    const [row] = await t.db
      .select({ nombre: users.nombre })
      .from(users)
      .where(eq(users.id, malagueña.id));
    expect(row?.nombre).toBe('Malagueña');
  });
});

describe('Seguimiento and the dashboard counts of a scoped administrator', () => {
  it('GET /v15/centros/quizes lists and counts only their communities, stored apart', async () => {
    await createPeriod(t.db, '2030-2031');
    const setup = q({ size: 100, page: 0, order: null });
    const path = `/v15/centros/quizes?setup=${setup}`;
    type Page = { data: { data: { id: number; ccaa: string }[]; count: number } };
    const national = (await t.call('GET', path)).json<Page>().data;
    for (let round = 0; round < 2; round += 1) {
      const scoped = await as(ofMadrid, 'GET', path);
      expect(scoped.statusCode).toBe(200);
      const { data, count } = scoped.json<Page>().data;
      expect(data.map((row) => row.id)).toContain(madrid.id);
      expect(data.map((row) => row.id)).not.toContain(malaga.id);
      expect(data.every((row) => row.ccaa === 'Comunidad de Madrid')).toBe(true);
      expect(count).toBe(data.length);
      expect(national.count).toBeGreaterThan(count);
    }
    expectRefused(
      await as(
        ofMadrid,
        'GET',
        `/v15/centros/key-answers?filter=${q({ centerId: malaga.id, keyId: 1 })}`,
      ),
      403,
      COMMON_MESSAGES.outOfScope,
    );
  });

  it('the dashboard counts only their active centres', async () => {
    type Counts = { data: { total: number; filtered: number } };
    const scoped = (await as(ofMadrid, 'GET', '/v2/centros/dashboard')).json<Counts>().data;
    const national = (await t.call('GET', '/v2/centros/dashboard')).json<Counts>().data;
    const activeInMadrid = await t.db
      .select({ id: centros.id })
      .from(centros)
      .where(and(eq(centros.comunidades_id, 13), eq(centros.activo, 1)));
    expect(scoped.total).toBe(activeInMadrid.length);
    expect(national.total).toBeGreaterThan(scoped.total);
    const again = (await as(ofMalaga, 'GET', '/v2/centros/dashboard')).json<Counts>().data;
    const activeInMalaga = await t.db
      .select({ id: centros.id })
      .from(centros)
      .where(and(eq(centros.comunidades_id, 1), eq(centros.activo, 1)));
    expect(again.total).toBe(activeInMalaga.length);
  });
});
