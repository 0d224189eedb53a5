import { Writable } from 'node:stream';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { jsonQuery } from '@eval/contracts/json-query';
import { createTestApp, createUser, type TestApp } from '../test/app';
import { expectErrorReply, postRaw } from '../test/replies';

let t: TestApp;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

function testRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const open = { config: { access: 'public' as const } };
  app.get('/v1/test/boom', open, async () => {
    throw new Error('connection to db-internal.example:5432 refused (secret detail)');
  });
  app.get('/v1/test/conflict', open, async () => {
    throw new AppError('CONFLICT', 'Ya existe un centro con ese código.', { field: 'codigo' });
  });
  app.get(
    '/v1/test/bad-response',
    { ...open, schema: { response: { 200: z.object({ data: z.number() }) } } },
    async () => ({ data: 'not a number' as unknown as number }),
  );
  app.get(
    '/v1/test/query',
    {
      ...open,
      schema: {
        querystring: z.strictObject({
          filter: jsonQuery(z.strictObject({ nombre: z.string() })).optional(),
        }),
      },
    },
    async (request) => ({ data: request.query.filter ?? null }),
  );
  app.post(
    '/v1/test/echo',
    { ...open, schema: { body: z.strictObject({ nombre: z.string().min(2) }) } },
    async (request) => ({ data: request.body }),
  );
}

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: testRoutes,
    logger: { level: 'info', stream: logStream },
  });
});
afterAll(() => t?.close());

describe('error responses', () => {
  it('500 hides internals and logs them', async () => {
    const response = await t.app.inject({ url: '/v1/test/boom' });
    expectErrorReply(response, 500, 'INTERNAL', COMMON_MESSAGES.internal);
    expect(response.body).not.toMatch(/db-internal|secret|stack|Error/);
    expect(logLines.join('')).toMatch(/db-internal\.example:5432 refused/);
  });

  it('a handler returning data its schema forbids is a hidden 500, not a leak', async () => {
    const response = await t.app.inject({ url: '/v1/test/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
    expect(response.body).not.toMatch(/not a number/);
  });

  it('AppError gives its status, code, message and details', async () => {
    const response = await t.app.inject({ url: '/v1/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'Ya existe un centro con ese código.',
        details: { field: 'codigo' },
      },
    });
  });

  it('malformed JSON body: 400 with the Spanish message', async () => {
    const response = await postRaw(
      t.app,
      '/v1/auth/login',
      'application/json',
      '{"email": "a@b.c", ',
    );
    expectErrorReply(response, 400, 'BAD_REQUEST', COMMON_MESSAGES.badJson);
  });

  it('empty JSON body on a route that needs one: 400 saying the body is missing', async () => {
    const response = await postRaw(t.app, '/v1/test/echo', 'application/json', '');
    // An empty body with the JSON content type means "no body" (plugins/json-body.ts): the
    // client sends that content type on every call, DELETE included.
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
    expect(response.json().error.message).not.toBe('');
  });

  it('invalid body: 400 with a Spanish message per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      payload: { nombre: 'x', extra: 1, otra: 2 },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(COMMON_MESSAGES.badRequest);
    const paths = error.details.map((detail: { path: string }) => detail.path).sort();
    expect(paths).toEqual(['extra', 'nombre', 'otra']);
    // zod's Spanish locale is on: no English validation text.
    for (const detail of error.details)
      expect(detail.message).not.toMatch(/expected|Too small|Unrecognized/i);
    expect(error.details.find((d: { path: string }) => d.path === 'nombre').message).toMatch(
      /[Dd]emasiado pequeñ/,
    );
  });

  it('missing body on a route that needs one: 400 naming the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/test/echo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('body');
  });

  it('JSON query parameters: malformed or unknown fields are 400, valid ones parsed', async () => {
    const malformed = await t.app.inject({ url: '/v1/test/query?filter=%7Bnombre' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details).toEqual([
      { path: 'filter', message: COMMON_MESSAGES.badQueryJson },
    ]);
    const unknown = await t.app.inject({
      url: `/v1/test/query?filter=${encodeURIComponent('{"nombre":"a","x":1}')}`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].path).toBe('filter.x');
    const unknownParam = await t.app.inject({ url: '/v1/test/query?other=1' });
    expect(unknownParam.statusCode).toBe(400);
    const valid = await t.app.inject({
      url: `/v1/test/query?filter=${encodeURIComponent('{"nombre":"IES"}')}`,
    });
    expect(valid.json()).toEqual({ data: { nombre: 'IES' } });
  });

  it('unsupported content type: 415 in Spanish', async () => {
    const response = await postRaw(t.app, '/v1/auth/login', 'application/xml', '<login/>');
    expectErrorReply(response, 415, 'UNSUPPORTED_MEDIA_TYPE', COMMON_MESSAGES.unsupportedMediaType);
  });

  it('body over the 1 MiB limit: 413 in Spanish', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      payload: { nombre: 'x'.repeat(1024 * 1024 + 10) },
    });
    expectErrorReply(response, 413, 'PAYLOAD_TOO_LARGE', COMMON_MESSAGES.payloadTooLarge);
  });
});

describe('unknown paths', () => {
  it.each(['/v9/nothing', '/v1/auth/nothing', '/health/deep', '/docs/nothing/here'])(
    'GET %s: 404 JSON',
    async (url) => {
      const response = await t.app.inject({ url });
      expectErrorReply(response, 404, 'NOT_FOUND', COMMON_MESSAGES.routeNotFound);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    },
  );

  it('other paths are 404 JSON too while there is no web build', async () => {
    const response = await t.app.inject({ url: '/admin/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('an unknown path is 404 whatever its body', async () => {
    const response = await postRaw(t.app, '/v9/nothing', 'application/json', '{broken');
    expect(response.statusCode).toBe(404);
  });

  it('a known path with a method it lacks is 404 JSON', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/v1/auth/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('logs', () => {
  it('never contain passwords, tokens or authorization headers', async () => {
    const user = await createUser(t.db, { perfil: 0, password: 'Clave-Que-No-Se-Loguea-1' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login?token=query-secret-value',
      payload: { email: user.email, password: 'Clave-Que-No-Se-Loguea-1' },
    });
    const { token } = login.json().data as { token: string };
    await t.app.inject({ url: '/v9/nothing', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: 'Clave-Equivocada-1' },
    });
    const logs = logLines.join('');
    expect(logs).toContain('/v1/auth/login');
    expect(logs).not.toContain('Clave-Que-No-Se-Loguea-1');
    expect(logs).not.toContain('Clave-Equivocada-1');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('query-secret-value');
  });
});
