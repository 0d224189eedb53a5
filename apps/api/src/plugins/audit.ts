import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema/index';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The entity as it was before this request changed it. A route that edits or deletes sets it
     * (e.g. `request.auditBefore = await findClave(db, id)`) so the audit log keeps before/after;
     * routes that do not set it are recorded with `before: null`.
     */
    auditBefore?: unknown;
  }
}

/** Field names whose values never reach the audit log. */
const SECRET_KEY = /pass(word)?|token|secret|hash|authorization|cookie/i;
/** Longer strings (file contents in base64, images) are recorded by their length only. */
const MAX_STRING = 2_000;
/** Larger bodies (a mass upload of thousands of rows) keep a summary, not every row. */
const MAX_JSON = 64 * 1024;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A copy of `value` safe to store: secrets hidden, long strings and big bodies summarised. */
export function redactForAudit(value: unknown, depth = 0): unknown {
  if (depth > 20) return '[demasiado anidado]';
  if (typeof value === 'string')
    return value.length > MAX_STRING ? `[texto de ${value.length} caracteres]` : value;
  if (Array.isArray(value)) return value.map((item) => redactForAudit(item, depth + 1));
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      copy[key] = SECRET_KEY.test(key) ? '[oculto]' : redactForAudit(item, depth + 1);
    return copy;
  }
  return value ?? null;
}

function bounded(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const redacted = redactForAudit(value);
  const text = JSON.stringify(redacted);
  if (text.length <= MAX_JSON) return redacted;
  return Array.isArray(value)
    ? { resumen: `${value.length} elementos`, primeros: redactForAudit(value.slice(0, 5)) }
    : { resumen: `contenido de ${text.length} caracteres` };
}

/** `PUT /v3/clave/:id` → `clave`; `POST /v15/sent-emails/:id/resend` → `sent-emails/resend`. */
export function entityOf(url: string): string {
  const parts = url
    .split('?')[0]
    ?.split('/')
    .filter((part) => part !== '' && !part.startsWith(':') && !/^v\d+$/.test(part));
  return parts && parts.length > 0 ? parts.join('/') : url;
}

/** The path parameters, or else the id the response or the body names. */
function entityIdOf(request: FastifyRequest, payload: unknown): string | null {
  const params = request.params as Record<string, unknown> | undefined;
  const values = params ? Object.values(params).map(String) : [];
  if (values.length > 0) return values.join('/').slice(0, 200);
  for (const source of [idInPayload(payload), request.body]) {
    if (source && typeof source === 'object' && !Array.isArray(source)) {
      const record = source as Record<string, unknown>;
      const id = record.id ?? record.centerId ?? record.userId;
      if (typeof id === 'number' || (typeof id === 'string' && id.length <= 200)) return String(id);
    }
  }
  return null;
}

function idInPayload(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload.length > MAX_JSON) return undefined;
  try {
    const parsed = JSON.parse(payload) as { data?: unknown };
    return parsed.data;
  } catch {
    return undefined;
  }
}

export interface AuditPluginOptions {
  db: Database;
}

/**
 * Records every successful administrator write (POST/PUT/PATCH/DELETE on an 'admin' route) in
 * audit_log: who, the action (method + route pattern), the entity and its id, the body as
 * `after` (secrets hidden) and `request.auditBefore` as `before`. Deletions and resets are
 * writes like any other, so they are always recorded.
 *
 * Written in onSend, after the route's own transaction committed and before the client gets
 * the answer: an administrator never sees a success that is not in the log. Not in the same
 * transaction (that would need every service to take part); the residual risk is a crash
 * between the commit and this insert, which loses the log line but not the change.
 */
const auditPlugin: FastifyPluginAsync<AuditPluginOptions> = async (app, { db }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!WRITE_METHODS.has(request.method)) return payload;
    if (request.routeOptions.config.access !== 'admin') return payload;
    if (reply.statusCode >= 400 || !request.user) return payload;
    try {
      await db.insert(auditLog).values({
        user_id: request.user.id,
        action: `${request.method} ${request.routeOptions.url ?? request.url}`,
        entity: entityOf(request.routeOptions.url ?? request.url),
        entity_id: entityIdOf(request, payload),
        before: bounded(request.auditBefore),
        after: request.method === 'DELETE' ? null : bounded(request.body),
      });
    } catch (error) {
      // The change is committed already; failing the response would make the client retry it.
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  });
};

export default fp(auditPlugin, { name: 'audit', fastify: '5.x' });
