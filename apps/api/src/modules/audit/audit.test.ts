import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ENTITY_LABELS, type AuditEntry } from '@eval/contracts/audit';
import { seedDemo } from '../../seed/demo';
import { auditLog } from '../../db/schema/index';
import { bearer, createUser, tokenFor } from '../../test/app';
import { adminTestAppPerFile } from '../../test/admin-app';
import { entityOf, redactForAudit } from '../../plugins/audit';

let centreToken: string;

const t = adminTestAppPerFile({
  admin: { nombre: 'Ana', apellidos: 'Auditora' },
  beforeReady(app: FastifyInstance) {
    // A route that edits something and says what it was before, as a domain route would.
    app.put('/v99/prueba/:id', { config: { access: 'admin' } }, async (request) => {
      request.auditBefore = { nombre: 'Antes', password: 'no-debe-verse' };
      return { data: { ok: true } };
    });
  },
});

beforeAll(async () => {
  await seedDemo(t.db, { centres: 2, years: 1 });
  centreToken = tokenFor(t.app, await createUser(t.db, { perfil: 2, centros_id: 1 }));
}, 600_000);

async function entries(filter: object = {}, setup: object = { size: 50, page: 0 }) {
  const response = await t.app.inject({
    url: '/v15/audit-log',
    query: { filter: JSON.stringify(filter), setup: JSON.stringify(setup) },
    headers: t.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AuditEntry[]; count: number }>();
}

describe('audit plugin', () => {
  it('records a successful administrator write with who, what, entity and the body', async () => {
    const created = await t.call('POST', '/v1/profiles', { nombre: 'Perfil auditado' });
    expect(created.statusCode).toBeLessThan(300);
    const { data } = await entries({ entity: 'profiles' });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      user_id: t.admin.id,
      usuario: 'Ana Auditora',
      action: 'POST /v1/profiles',
      entity: 'profiles',
      after: { nombre: 'Perfil auditado' },
      before: null,
    });
    expect(data[0]?.entity_id).not.toBeNull();
  });

  it('keeps before/after for edits and hides secrets in both', async () => {
    const response = await t.call('PUT', '/v99/prueba/7', {
      nombre: 'Después',
      password: 'Secreta-123',
      token: 'abc',
    });
    expect(response.statusCode).toBe(200);
    const { data } = await entries({ entity: 'prueba', entity_id: '7' });
    expect(data[0]).toMatchObject({
      action: 'PUT /v99/prueba/:id',
      before: { nombre: 'Antes', password: '[oculto]' },
      after: { nombre: 'Después', password: '[oculto]', token: '[oculto]' },
    });
    expect(JSON.stringify(data)).not.toContain('Secreta-123');
  });

  it('always records resets and deletions', async () => {
    const reset = await t.call('POST', '/v7/reset-quiz', { centerId: 1 });
    expect(reset.statusCode).toBe(200);
    const victim = await createUser(t.db, { perfil: 2, centros_id: 2 });
    const removed = await t.call('DELETE', `/v1/user/${victim.id}`);
    expect(removed.statusCode).toBeLessThan(300);
    expect((await entries({ entity: 'reset-quiz' })).data[0]).toMatchObject({
      action: 'POST /v7/reset-quiz',
      entity_id: '1',
    });
    expect((await entries({ method: 'DELETE' })).data[0]).toMatchObject({
      action: 'DELETE /v1/user/:id',
      entity: 'user',
      entity_id: String(victim.id),
      after: null,
    });
  });

  it('records nothing for refused writes, reads, or non-administrators', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    await t.call('POST', '/v1/profiles', { nombre: 5 });
    await t.app.inject({ url: '/v1/profiles', headers: t.auth });
    await t.app.inject({
      method: 'POST',
      url: '/v1/profiles',
      headers: bearer(centreToken),
      payload: { nombre: 'x' },
    });
    await t.app.inject({ method: 'POST', url: '/v1/profiles', payload: { nombre: 'x' } });
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });
});

describe('GET /v15/audit-log', () => {
  it('filters by administrator, method and date range, and pages on the server', async () => {
    expect((await entries({ user: 'auditora' })).count).toBeGreaterThanOrEqual(4);
    expect((await entries({ user: 'nadie-con-este-nombre' })).count).toBe(0);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await entries({ from: future })).count).toBe(0);
    expect(
      (await entries({ to: future, method: 'PUT' })).data.every((e) => e.action.startsWith('PUT ')),
    ).toBe(true);
    const page = await entries({}, { size: 1, page: 1, order: { field: 'at', direction: 'asc' } });
    expect(page.data).toHaveLength(1);
    expect(page.count).toBeGreaterThanOrEqual(4);
  });

  it('refuses an inverted range and unknown fields in Spanish', async () => {
    const inverted = await t.app.inject({
      url: '/v15/audit-log',
      query: {
        filter: JSON.stringify({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }),
      },
      headers: t.auth,
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.message).toBe(
      'La fecha inicial no puede ser posterior a la final.',
    );
    const unknown = await t.app.inject({
      url: '/v15/audit-log',
      query: { filter: JSON.stringify({ quien: 1 }) },
      headers: t.auth,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is for administrators only, and lists the entities and actions from the route table', async () => {
    expect(
      (await t.app.inject({ url: '/v15/audit-log', headers: bearer(centreToken) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/v15/audit-log' })).statusCode).toBe(401);
    const options = await t.call('GET', '/v15/audit-log/options');
    expect(options.json().data.entities).toEqual(
      expect.arrayContaining(['reset-quiz', 'user', 'profiles']),
    );
    expect(options.json().data.actions).toContain('DELETE /v1/user/:id');
    // The filter names each in Spanish, never by its route (docs/glossary.md); `prueba` is this
    // file's own route.
    const entities = options.json().data.entities as string[];
    expect(entities.filter((e) => e !== 'prueba' && !AUDIT_ENTITY_LABELS[e])).toEqual([]);
  });
});

describe('helpers', () => {
  it('derive the entity from the route pattern and redact nested secrets and blobs', () => {
    expect(entityOf('/v3/clave/:id')).toBe('clave');
    expect(entityOf('/v15/sent-emails/:id/resend')).toBe('sent-emails/resend');
    expect(entityOf('/v1/auth/reset/:userId')).toBe('auth/reset');
    expect(
      redactForAudit({
        a: [{ password_hash: '$argon2id$x' }],
        data: 'x'.repeat(5000),
        longer: 'x'.repeat(12345),
      }),
    ).toEqual({
      a: [{ password_hash: '[oculto]' }],
      // Counts as Spanish writes them: four digits whole, then grouped (docs/glossary.md).
      data: '[texto de 5000 caracteres]',
      longer: '[texto de 12.345 caracteres]',
    });
  });
});
