import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { NATIONAL } from './scope';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { createPeriod } from '../modules/periods/service';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../test/app';
import { PLACES, answerQuestions, insertCentre } from '../test/quiz-helpers';
import { createSecondInstance, type TestInstance } from '../test/second-instance';
import { ResponseBytesCache } from './response-bytes-cache';
import { VersionedCache, type ChannelName } from './versioned-cache';

let t: TestApp;
let second: TestInstance;
let auth: { authorization: string };
let secondAuth: { authorization: string };
let centreIds: number[] = [];

const q = (value: object) => encodeURIComponent(JSON.stringify(value));
const CENTRES = `/v2/centros?filter=${q({ actives: true })}&setup=${q({ page: 0, size: 20 })}`;
const USERS = `/v1/users?setup=${q({ page: 0, size: 20 })}`;
const QUIZZES = `/v15/centros/quizes?filter=${q({ nombre: 'Bytes' })}&setup=${q({ page: 0, size: 20, order: null })}`;

beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondInstance(t);
  const admin = await createUser(t.db, { perfil: 0 });
  auth = bearer(tokenFor(t.app, admin));
  secondAuth = bearer(tokenFor(second.app, admin));
  // Enough centres for a page well over the 1 KB below which bodies are sent plain.
  centreIds = [];
  for (let i = 0; i < 12; i += 1) {
    centreIds.push(
      await insertCentre(t.db, {
        nombre: `IES Bytes ${String(i).padStart(2, '0')}`,
        codigo: `BYTES-${i}`,
        place: i % 2 ? 'madrid' : 'sevilla',
        ownership: i % 3 ? 'PUBLIC' : 'PRIVATE',
      }),
    );
  }
  await createPeriod(t.db, '2025-2026');
  // Reading and answering the questionnaire with services: slow on a busy machine.
}, 300_000);

afterAll(async () => {
  await second?.close();
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}, app = t.app, as = auth) =>
  app.inject({ method: 'GET', url, headers: { ...as, ...headers } });

function ok(response: LightMyRequestResponse): LightMyRequestResponse {
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const etagOf = (response: LightMyRequestResponse): string => String(response.headers.etag);

describe('hot lists sent as stored bytes', () => {
  it.each([
    [CENTRES, '"nombre":"IES Bytes 00"'],
    [USERS, '"perfil":0'],
    [QUIZZES, '"nombre":"IES Bytes 00"'],
  ])(
    'answers a repeated %s with the very bytes of its first answer and a strong ETag',
    async (url, shown) => {
      const cache = t.app.responseCache;
      const first = ok(await get(url));
      const hits = cache.hits;
      const again = ok(await get(url));
      expect(cache.hits).toBe(hits + 1);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(etagOf(again)).toBe(etagOf(first));
      expect(etagOf(first)).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers.vary).toContain('Accept-Encoding');
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.body).toContain(shown);
    },
  );

  it.each([CENTRES, USERS, QUIZZES])(
    'answers %s with a 304 and no body when If-None-Match names its ETag',
    async (url) => {
      const cache = t.app.responseCache;
      const { etag } = ok(await get(url)).headers;
      const before = { misses: cache.misses, hits: cache.hits, notModified: cache.notModified };
      for (const header of [String(etag), `W/${String(etag)}`, `"other", ${String(etag)}`]) {
        const notModified = await get(url, { 'if-none-match': header });
        expect(notModified.statusCode).toBe(304);
        expect(notModified.rawPayload.length).toBe(0);
        expect(notModified.headers.etag).toBe(etag);
        expect(notModified.headers.vary).toContain('Accept-Encoding');
      }
      // Neither computed nor read from memory: only the versions were read.
      expect(cache.misses).toBe(before.misses);
      expect(cache.hits).toBe(before.hits);
      expect(cache.notModified).toBe(before.notModified + 3);
      // Another instance agrees on the ETag of the same versions, without ever having computed it.
      const elsewhere = await get(url, { 'if-none-match': String(etag) }, second.app, secondAuth);
      expect(elsewhere.statusCode).toBe(304);
    },
  );

  it('makes an ETag stale at the first committed write, through the API, in SQL or in another instance', async () => {
    const id = centreIds[0] ?? 0;
    const rename = (app: FastifyInstance, as: { authorization: string }, nombre: string) =>
      app.inject({
        method: 'PATCH',
        url: '/v2/centros',
        headers: as,
        payload: { id, nombre, codigo: 'BYTES-0', activo: 1, ...PLACES.sevilla },
      });
    const stale = ok(await get(CENTRES));
    expect((await rename(t.app, auth, 'IES Bytes renombrado')).statusCode).toBe(200);
    const fresh = ok(await get(CENTRES, { 'if-none-match': etagOf(stale) }));
    expect(etagOf(fresh)).not.toBe(etagOf(stale));
    expect(fresh.body).toContain('IES Bytes renombrado');

    // A write made by another instance: this one's stored bytes are not used any more.
    ok(await get(CENTRES));
    expect((await rename(second.app, secondAuth, 'IES Bytes de otra instancia')).statusCode).toBe(
      200,
    );
    const afterOther = ok(await get(CENTRES, { 'if-none-match': etagOf(fresh) }));
    expect(afterOther.body).toContain('IES Bytes de otra instancia');

    // A change in SQL (no request of ours): the triggers move the versions all the same.
    const seen = ok(await get(USERS));
    const [someone] = await t.db.select({ id: users.id }).from(users).limit(1);
    await t.db
      .update(users)
      .set({ apellidos: 'Apellido En Sql' })
      .where(eq(users.id, someone?.id ?? 0));
    const afterSql = ok(await get(USERS, { 'if-none-match': etagOf(seen) }));
    expect(afterSql.body).toContain('Apellido En Sql');
  });

  it('sends Seguimiento centros anew after an answer to an evaluation in progress', async () => {
    const id = centreIds[1] ?? 0;
    const row = (response: LightMyRequestResponse) =>
      (
        response.json() as { data: { data: { id: number; lastAnswer: string | null }[] } }
      ).data.data.find((r) => r.id === id);
    // Started first: the next answer changes neither the status nor any total, only the row's
    // last answer and its keys' progress, which the channel of migration 0019 follows.
    await answerQuestions(t.db, id, new Date('2025-10-01T10:00:00Z'), 1);
    const before = ok(await get(QUIZZES));
    expect(row(before)?.lastAnswer).toBe('2025-10-01T10:00:00.000Z');
    await answerQuestions(t.db, id, new Date('2025-10-02T10:00:00Z'), 2);
    const after = ok(await get(QUIZZES, { 'if-none-match': etagOf(before) }));
    expect(row(after)?.lastAnswer).toBe('2025-10-02T10:00:00.000Z');
  });

  it('never gives one query’s or caller’s bytes to another', async () => {
    const madrid = `/v2/centros?filter=${q({ comunidades_id: 13 })}&setup=${q({ page: 0, size: 20 })}`;
    const sevilla = `/v2/centros?filter=${q({ comunidades_id: 1 })}&setup=${q({ page: 0, size: 20 })}`;
    const a = ok(await get(madrid));
    const b = ok(await get(sevilla));
    expect(etagOf(a)).not.toBe(etagOf(b));
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
    // The other filter's ETag is no ETag of this one.
    expect((await get(madrid, { 'if-none-match': etagOf(b) })).statusCode).toBe(200);
    // The same filter written differently is the same query.
    const reordered = `/v2/centros?setup=${q({ size: 20, page: 0 })}&filter=${q({ comunidades_id: 13 })}`;
    expect((await get(reordered, { 'if-none-match': etagOf(a) })).statusCode).toBe(304);

    // Someone who may not see the list gets its refusal, never its bytes nor a 304.
    const teacher = await createUser(t.db, { perfil: 1 });
    const asTeacher = bearer(tokenFor(t.app, teacher));
    const refused = await get(madrid, { 'if-none-match': etagOf(a) }, t.app, asTeacher);
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: madrid,
      headers: { 'if-none-match': etagOf(a) },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores each coding once and sends what the client accepts, decompressing to the same JSON', async () => {
    const plain = ok(await get(CENTRES));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = ok(await get(CENTRES, { 'accept-encoding': 'gzip, deflate, br' }));
    expect(br.headers['content-encoding']).toBe('br');
    expect(etagOf(br)).toBe(etagOf(plain).replace(/"$/, '-br"'));
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const brAgain = ok(await get(CENTRES, { 'accept-encoding': 'br' }));
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);

    const gz = ok(await get(CENTRES, { 'accept-encoding': 'gzip' }));
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const refusedBr = ok(await get(CENTRES, { 'accept-encoding': 'br;q=0, gzip;q=0.5' }));
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
    const identity = ok(await get(CENTRES, { 'accept-encoding': 'identity' }));
    expect(identity.rawPayload.equals(plain.rawPayload)).toBe(true);

    // The ETag of a compressed copy revalidates too: the data is the same.
    expect((await get(CENTRES, { 'if-none-match': etagOf(br) })).statusCode).toBe(304);
  });
});

describe('the byte cap', () => {
  let app: FastifyInstance;
  let cache: ResponseBytesCache;
  let computed = 0;
  // Pages of ~1.5 KB: 20 of them are twice the cap, and each is under the eighth one may take.
  const CAP = 16 * 1024;

  beforeAll(async () => {
    cache = new ResponseBytesCache(t.app.versionedCache, CAP);
    app = Fastify();
    const schema = z.object({ text: z.string() });
    app.get<{ Querystring: { n: string } }>(
      '/probe',
      { config: { access: 'admin' } },
      async (request, reply) =>
        cache.send(
          request,
          reply,
          { channels: ['reference'], key: request.query.n, scope: NATIONAL, schema },
          async () => {
            computed += 1;
            return { text: `${request.query.n}:`.padEnd(1500, 'x') };
          },
        ),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps the held bytes under the cap, dropping the least recently used first', async () => {
    for (let n = 0; n < 20; n += 1) {
      expect((await app.inject({ url: `/probe?n=${n}` })).statusCode).toBe(200);
      expect(cache.size).toBeLessThanOrEqual(CAP);
    }
    expect(computed).toBe(20);
    // The newest is still held; the first was dropped long ago and is computed again.
    await app.inject({ url: '/probe?n=19' });
    expect(computed).toBe(20);
    await app.inject({ url: '/probe?n=0' });
    expect(computed).toBe(21);
  });
});

describe('concurrent requests of one key', () => {
  const REQUESTS = 5;

  /**
   * Data versions read through `t`'s database, counting the reads: the probe's computation waits
   * until every request has read its versions, so all of them overlap it however slowly the
   * machine answers (a fixed wait let a late read miss the shared computation on a busy one).
   */
  class CountedVersions extends VersionedCache {
    read = 0;
    private arrived = (): void => undefined;
    readonly everyRequestArrived = new Promise<void>((resolve) => (this.arrived = resolve));
    override async stamp(channels: readonly ChannelName[]): Promise<string> {
      const stamp = await super.stamp(channels);
      this.read += 1;
      if (this.read === REQUESTS) this.arrived();
      return stamp;
    }
  }

  /** A probe app over a cache of `share` whose computation waits for every request. */
  async function probeOver(share: boolean) {
    const versions = new CountedVersions(t.db);
    // The byte cap is 0 so nothing is kept between rounds: only the sharing is measured.
    const cache = new ResponseBytesCache(versions, 0, { share });
    const app = Fastify();
    const counter = { computed: 0 };
    const schema = z.object({ text: z.string() });
    app.get('/same', { config: { access: 'admin' } }, async (request, reply) =>
      cache.send(
        request,
        reply,
        { channels: ['reference'], key: 'same', scope: NATIONAL, schema },
        async () => {
          counter.computed += 1;
          await versions.everyRequestArrived;
          return { text: 'la misma' };
        },
      ),
    );
    await app.ready();
    return { app, counter };
  }

  it('share one computation, unless the data cache is off (the cold path computes each)', async () => {
    const shared = await probeOver(true);
    const alone = await probeOver(false);
    try {
      for (const probe of [shared, alone]) {
        const answers = await Promise.all(
          Array.from({ length: REQUESTS }, () => probe.app.inject({ url: '/same' })),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      }
      expect(shared.counter.computed).toBe(1);
      expect(alone.counter.computed).toBe(5);
    } finally {
      await shared.app.close();
      await alone.app.close();
    }
  });
});
