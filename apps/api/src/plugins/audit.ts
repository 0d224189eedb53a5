import { countText, formatCount } from '@eval/contracts/count-text';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../db/client';
import { notAudited, type AuditedChange, type AuditTrail } from '../lib/audit-trail';
import { auditLog } from '../db/schema/index';
import { isRecord } from '../lib/is-record';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's audit trail (see AuditTrail); records nothing outside administrator writes. */
    audit: AuditTrail;
    /**
     * For an administrator write whose change has no transaction of ours (resending an e-mail is
     * a delivery attempt): the entity as it was, recorded as `before` by the line written after
     * the reply is ready. Routes that change rows use `request.audit` instead.
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
    return value.length > MAX_STRING
      ? `[texto de ${formatCount(value.length)} caracteres]`
      : // jsonb cannot hold NUL; a mass upload's rejected row may carry one (shown as U+FFFD).
        value.replaceAll('\u0000', '\uFFFD');
  // A row read from the database holds dates and file bytes: as text, and by size.
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `[binario de ${formatCount(value.byteLength)} bytes]`;
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
    ? {
        resumen: countText(value.length, 'elemento', 'elementos'),
        primeros: redactForAudit(value.slice(0, 5)),
      }
    : { resumen: `contenido de ${formatCount(text.length)} caracteres` };
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
  // Any route's parameters and body pass here, so they are read as the unknown JSON they are.
  const params: unknown = request.params;
  const values = isRecord(params) ? Object.values(params).map(String) : [];
  if (values.length > 0) return values.join('/').slice(0, 200);
  for (const source of [idInPayload(payload), request.body]) {
    if (isRecord(source)) {
      const id = source.id ?? source.centerId ?? source.userId;
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

/** Whether `request` is a write the audit log records: an administrator's, or one declared so. */
function isAuditedWrite(request: FastifyRequest): boolean {
  const { config } = request.routeOptions;
  return (
    WRITE_METHODS.has(request.method) && (config.access === 'admin' || config.audited === true)
  );
}

async function writeLine(
  db: Executor,
  request: FastifyRequest,
  change: AuditedChange,
  payload?: unknown,
): Promise<void> {
  await db.insert(auditLog).values({
    user_id: request.user.id,
    // The scope the administrator acted with (`[]` national): a later change of it does not
    // rewrite what they could do then.
    actor_ambito: request.user.scope.national ? [] : [...request.user.scope.comunidades],
    action: `${request.method} ${request.routeOptions.url ?? request.url}`,
    entity: change.record?.entity ?? entityOf(request.routeOptions.url ?? request.url),
    entity_id: change.record?.entity_id ?? entityIdOf(request, payload),
    reverts_id: change.reverts_id ?? null,
    deleted: change.deleted ?? request.method === 'DELETE',
    before: bounded(change.before),
    after: bounded(
      change.after !== undefined ? change.after : request.method === 'DELETE' ? null : request.body,
    ),
  });
}

/**
 * Records every successful administrator write (POST/PUT/PATCH/DELETE on an 'admin' route), and
 * the centre writes a route declares `audited` (the improvement plan), in audit_log: who, the action (method + route pattern), the entity and its id, `before` (the row
 * as it was) and `after` (the row, or the body, secrets hidden). Deletions and resets are writes
 * like any other, so they are always recorded.
 *
 * Edits and deletions write their line through `request.audit`, inside the transaction of the
 * change, with the row read before it. Other writes (creations, sending a message) get theirs
 * in onSend, after their transaction committed and before the client gets the answer: an
 * administrator never sees a success that is not in the log; a crash between that commit and
 * the insert would lose the line of a creation, never the `before` of an edit.
 */
const auditPlugin: FastifyPluginAsync<AuditPluginOptions> = async (app, { db }) => {
  /** Requests whose line was written in their change's transaction. */
  const recorded = new WeakSet<FastifyRequest>();
  app.decorateRequest('audit', notAudited);

  app.addHook('onRequest', async (request) => {
    if (!isAuditedWrite(request)) return;
    request.audit = async (tx, change) => {
      await writeLine(tx, request, change);
      recorded.add(request);
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isAuditedWrite(request) || recorded.has(request)) return payload;
    if (reply.statusCode >= 400 || !request.user) return payload;
    try {
      await writeLine(db, request, { before: request.auditBefore }, payload);
    } catch (error) {
      // The change is committed already; failing the response would make the client retry it.
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  });
};

export default fp(auditPlugin, { name: 'audit', fastify: '5.x' });
