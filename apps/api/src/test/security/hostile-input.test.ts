import { COMMON_MESSAGES, MAX_JSON_DEPTH } from '@eval/contracts/common';
import { MASS_UPLOAD_MESSAGES as M, massUploadResponseSchema } from '@eval/contracts/users';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, centros, contenidos, sentEmails, users } from '../../db/schema/index';
import { eventually } from '../user-helpers';
import type { RouteAccess } from '../../plugins/access-rules';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from '../app';
import { changedTables, fingerprinter } from './fingerprint';
import { fillPath, pathParams, prepareActors, responseProblem, type Actors } from './route-table';

/**
 * Hostile input: the NUL character in any text, loose path ids and
 * deeply nested JSON. Each is refused with a whole 400 in Spanish, before any SQL runs and
 * before a streamed answer starts, and changes nothing.
 */
let t: TestApp;
let actors: Actors;
let admin: { authorization: string };
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  t = await createTestApp();
  actors = await prepareActors(t.app, t.db, TEST_JWT_SECRET);
  admin = bearer(actors.tokens.admin);
  fingerprint = await fingerprinter(t.db);
}, 600_000);
afterAll(() => t?.close());

const NUL = '\u0000';
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  token?: boolean;
}

function send({ method, url, body, token = true }: Call): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method, url, headers: token ? admin : {} };
  if (body !== undefined) options.payload = body as object;
  return t.app.inject(options);
}

/** Every message a refusal carries: its own and its details'. */
function messagesOf(response: LightMyRequestResponse): string[] {
  const { error } = response.json<{
    error: { message: string; details?: { message?: string }[] };
  }>();
  const details = Array.isArray(error.details) ? error.details : [];
  return [error.message, ...details.map((detail) => detail.message ?? '')];
}

/** A whole 400 in our error shape and in Spanish, naming `message`, that changed nothing. */
async function expectRefused(call: Call, message: string): Promise<void> {
  const before = await fingerprint();
  const response = await send(call);
  const label = `${call.method} ${decodeURIComponent(call.url).slice(0, 120)}`;
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBe(400);
  expect(responseProblem(call.method, response), label).toBeNull();
  expect(messagesOf(response), label).toContain(message);
  expect(changedTables(before, await fingerprint()), label).toEqual([]);
}

const centreBody = (nombre: string) => ({
  nombre,
  codigo: `NUL-${nombre.length}`,
  activo: 1,
  comunidades_id: 13,
  provincias_id_provincia: 28,
  municipios_id_municipio: 28079,
});

describe('NUL characters', () => {
  it('are refused with a Spanish 400 on the public calls, before any token is looked at', async () => {
    const calls: Call[] = [
      { method: 'POST', url: '/v1/auth/login', body: { email: `a${NUL}@x.es`, password: 'x' } },
      { method: 'POST', url: '/v1/auth/login', body: { email: 'a@x.es', password: `x${NUL}` } },
      { method: 'POST', url: '/v1/auth/forgot-password', body: { email: `a${NUL}@x.es` } },
      {
        method: 'POST',
        url: '/v1/auth/set-password',
        body: { token: `t${NUL}`, password: 'Una-Clave-Larga-1' },
      },
      { method: 'GET', url: `/v1/auth/set-password?token=t%00` },
    ];
    for (const call of calls)
      await expectRefused({ ...call, token: false }, COMMON_MESSAGES.nulCharacter);
  });

  it('are refused in every search filter, group filter and text field, streamed lists included', async () => {
    const search = json({ search: `a${NUL}` });
    const groups = json({ groupby: [`G${NUL}`] });
    const page = json({ size: 10, page: 0 });
    const calls: Call[] = [
      { method: 'GET', url: `/v1/users?filter=${search}` },
      { method: 'GET', url: `/v1/users?filter=${search}&setup=${page}` },
      { method: 'GET', url: `/v1/usersCentro/1?filter=${search}` },
      { method: 'GET', url: `/v2/centros?filter=${search}` },
      { method: 'GET', url: `/v2/centros?filter=${json({ groupby: `G${NUL}` })}&setup=${page}` },
      { method: 'GET', url: `/v15/centros/quizes?filter=${json({ nombre: `a${NUL}` })}` },
      { method: 'GET', url: `/v15/centros/quizes?filter=${groups}` },
      { method: 'GET', url: `/v15/centros/download-info?filter=${json({ codigo: NUL })}` },
      { method: 'GET', url: `/v15/centros/download-info?filter=${groups}` },
      { method: 'GET', url: `/v15/sent-emails?filter=${json({ receiver: `a${NUL}` })}` },
      { method: 'GET', url: `/v15/sent-emails?filter=${json({ subject: NUL })}` },
      { method: 'GET', url: `/v15/audit-log?filter=${json({ user: `a${NUL}` })}` },
      { method: 'GET', url: `/v15/audit-log?filter=${json({ entity_id: NUL })}` },
      { method: 'GET', url: `/v2/centers/dashboard?filter=${groups}` },
      { method: 'GET', url: `/v2/centros/evaluation-period?filter=${groups}` },
      { method: 'GET', url: `/v3/results-keys-report?filter=${groups}` },
      { method: 'GET', url: `/v2/centers/download-centers?format=csv&filter=${groups}` },
      { method: 'GET', url: `/v15/reports/answers?period=0&filter=${groups}` },
      { method: 'GET', url: `/v2/centros?filter=%00` },
      { method: 'GET', url: `/v1/users?stray=%00` },
      { method: 'PUT', url: '/v2/centros', body: centreBody(`IES ${NUL}Cervantes`) },
      { method: 'PATCH', url: '/v2/centros', body: { id: 1, ...centreBody(`IES ${NUL}`) } },
      { method: 'POST', url: '/v2/cursos', body: { curso: `1º ${NUL}ESO` } },
      { method: 'POST', url: '/v10/contenidos', body: { payload: { [`clave${NUL}`]: 1 } } },
      { method: 'POST', url: '/v10/contenidos', body: { payload: [`texto ${NUL}`] } },
    ];
    for (const call of calls) await expectRefused(call, COMMON_MESSAGES.nulCharacter);
  });

  it('reject only their own row in a 10,000-row mass upload, with the reason in Spanish', async () => {
    const [centre] = await t.db.select().from(centros).where(eq(centros.id, actors.centreId));
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      line: index + 2,
      nombre: index === 5_000 ? `Ana${NUL}` : `Persona ${index}`,
      apellidos: 'Masiva',
      email: `nul.${index}@masivo.example`,
      tipo: '2',
      codigocentro: centre?.codigo ?? '',
      grupo: index === 7_000 ? `G${NUL}` : '',
    }));
    const response = await send({ method: 'POST', url: '/v1/auth/massive', body: rows });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    const { data } = massUploadResponseSchema.parse(response.json());
    expect(data.created).toBe(9_998);
    expect(data.rejected).toEqual([
      { line: 5_002, email: 'nul.5000@masivo.example', reasons: [M.nulCharacter('nombre')] },
      { line: 7_002, email: 'nul.7000@masivo.example', reasons: [M.nulCharacter('grupo')] },
    ]);
    const [created] = await t.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.email} like 'nul.%@masivo.example'`);
    expect(created?.n).toBe(9_998);
    // The welcome e-mails are attempted in the background (deliverLater): let that finish, or
    // it writes sent_emails while a later test checks that nothing changes.
    await eventually(async () => {
      const [waiting] = await t.db
        .select({ n: count() })
        .from(sentEmails)
        .where(
          sql`${sentEmails.attempts} = 0 and ${sentEmails.receiver} like 'nul.%@masivo.example'`,
        );
      return waiting?.n === 0;
    }, 60_000);
  }, 120_000);

  it('in a small mass upload still leave the upload in the audit log', async () => {
    const rows = [{ line: 2, nombre: `Ana${NUL}`, apellidos: 'Nula', email: 'ana.nula@x.es' }];
    const response = await send({ method: 'POST', url: '/v1/auth/massive', body: rows });
    expect(response.statusCode).toBe(200);
    const logged = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entity, 'auth/massive'));
    expect(JSON.stringify(logged.map((row) => row.after))).toContain('Ana\uFFFD');
  });

  it('and any other value the database refuses: a streamed answer is a whole 400, not a cut 200', async () => {
    const huge = 99_999_999_999;
    const calls: Call[] = [
      { method: 'GET', url: `/v1/users?filter=${json({ perfil: huge })}` },
      { method: 'GET', url: `/v15/centros/download-info?filter=${json({ municipio: huge })}` },
      {
        method: 'GET',
        url: `/v2/centers/download-centers?format=csv&filter=${json({ comunidad: huge })}`,
      },
      {
        method: 'GET',
        url: `/v2/centers/download-centers?format=xlsx&filter=${json({ comunidad: huge })}`,
      },
    ];
    for (const call of calls) await expectRefused(call, COMMON_MESSAGES.outOfRange);
  });
});

/** Ids that are not a plain decimal number within the integer range of the id columns. */
const LOOSE_IDS = ['1e3', '0x10', '0009', '9.0', '-1', '0', '2147483648', '+9', ' 9', '9 ', '٩'];

/** Path parameters that are not ids, with a valid value: they are checked by their own enum. */
const NOT_ID_PARAMS: Record<string, string> = { entity: 'users', codigo: 'AAAAAAAAAAAAAAAA' };
const idParams = (url: string) => pathParams(url).filter((name) => !(name in NOT_ID_PARAMS));

describe('path ids', () => {
  it('are digits only, within the integer range, on every route: anything else is a Spanish 400', async () => {
    const routes = t.app.routeAccess.filter(
      (route: RouteAccess) => route.method !== 'HEAD' && idParams(route.url).length > 0,
    );
    expect(routes.length).toBeGreaterThan(25);
    const before = await fingerprint();
    let checked = 0;
    for (const route of routes) {
      const token =
        route.access === 'coordinator'
          ? actors.tokens.coordinator
          : route.access === 'centre'
            ? actors.tokens.centre
            : actors.tokens.admin;
      for (const param of idParams(route.url)) {
        for (const loose of LOOSE_IDS) {
          const url = fillPath(route.url, (name) =>
            name === param
              ? loose
              : (NOT_ID_PARAMS[name] ?? (name === 'centerId' ? String(actors.centreId) : '1')),
          );
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: bearer(token),
          });
          const label = `${route.method} ${url}`;
          expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBe(400);
          expect(responseProblem(route.method, response), label).toBeNull();
          expect(response.json().error.details, label).toContainEqual({
            path: param,
            message: COMMON_MESSAGES.badId,
          });
          checked += 1;
        }
      }
    }
    console.log(`Ids de ruta: ${routes.length} rutas, ${checked} peticiones con ids no estrictos.`);
    expect(checked).toBeGreaterThan(300);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it('name one user only: 1e3, 0x10, 0009 and 9.0 delete nobody; 1000 deletes user 1000', async () => {
    const ids = [9, 16, 1000];
    const existing = new Set(
      (await t.db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map(
        (row) => row.id,
      ),
    );
    for (const id of ids.filter((id) => !existing.has(id)))
      await t.db.insert(users).values({
        id,
        nombre: `Usuario ${id}`,
        apellidos: 'De Prueba',
        email: `usuario.${id}@ids.example`,
        perfil: 2,
      });
    // Explicit ids do not move the sequence: keep later inserts above them.
    await t.db.execute(
      sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`,
    );
    for (const loose of ['1e3', '0x10', '0009', '9.0', '16.0', '1000.0', '1E3', '0x3e8']) {
      const response = await send({ method: 'DELETE', url: `/v1/user/${loose}` });
      expect(response.statusCode, loose).toBe(400);
    }
    const left = await t.db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids);

    expect((await send({ method: 'DELETE', url: '/v1/user/1000' })).statusCode).toBe(204);
    expect((await send({ method: 'GET', url: '/v1/usersCentro/2147483647' })).statusCode).toBe(200);
    expect((await send({ method: 'DELETE', url: '/v1/user/2147483647' })).statusCode).toBe(404);
  });
});

/** JSON text nested `depth` levels deep (objects and arrays alternating). */
function nested(depth: number): string {
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level++) {
    open += level % 2 ? '[' : '{"a":';
    close = (level % 2 ? ']' : '}') + close;
  }
  return `${open}1${close}`;
}

describe('deep nesting', () => {
  const raw = (method: Call['method'], url: string, payload: string, token = true) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...(token ? admin : {}), 'content-type': 'application/json' },
    });

  it('a contenidos payload nested 6,000 levels is a Spanish 400 and stores nothing', async () => {
    const before = await fingerprint();
    for (const [method, body] of [
      ['POST', `{"payload":${nested(6_000)}}`],
      ['PATCH', `{"id":1,"payload":${nested(6_000)}}`],
    ] as const) {
      const response = await raw(method, '/v10/contenidos', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(COMMON_MESSAGES.tooDeep);
      expect(responseProblem(method, response)).toBeNull();
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it(`allows ${MAX_JSON_DEPTH} levels in a body and refuses one more, in bodies and JSON query parameters`, async () => {
    const [{ n: stored } = { n: 0 }] = await t.db.select({ n: count() }).from(contenidos);
    // The body's own object is the first level.
    const atLimit = await raw(
      'POST',
      '/v10/contenidos',
      `{"payload":${nested(MAX_JSON_DEPTH - 1)}}`,
    );
    expect(atLimit.statusCode, atLimit.body.slice(0, 200)).toBe(201);
    const [{ n: after } = { n: 0 }] = await t.db.select({ n: count() }).from(contenidos);
    expect(after).toBe(stored + 1);

    const before = await fingerprint();
    const refused = [
      await raw('POST', '/v10/contenidos', `{"payload":${nested(MAX_JSON_DEPTH)}}`),
      await raw('POST', '/v11/resources/upload', `{"filename":"a.pdf","data":${nested(100)}}`),
      await raw('POST', '/v1/auth/login', `{"email":${nested(5_000)}}`, false),
      await t.app.inject({
        url: `/v1/users?filter=${encodeURIComponent(nested(100))}`,
        headers: admin,
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(messagesOf(response)).toContain(COMMON_MESSAGES.tooDeep);
      expect(responseProblem('POST', response)).toBeNull();
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});
