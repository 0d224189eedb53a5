import { hkdfSync, randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import { COORDINATOR_PROFILE } from '@eval/contracts/centre-app-constants';
import type { CallScope } from '@eval/contracts/call';
import { ADMIN_PROFILE, COMMON_MESSAGES } from '@eval/contracts/common';
import { SECOND_FACTOR_MESSAGES, SECOND_FACTOR_SETUP_REASON } from '@eval/contracts/second-factor';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../db/client';
import { AppError } from '../lib/errors';
import {
  accessRuleOf,
  PUBLIC_FILES_SCOPE,
  type AccessRule,
  type RouteAccess,
} from './access-rules';
import { scopeOf, type AdminScope } from '../lib/scope';
import { SessionStateCache } from './session-cache';

/** The signed-in user of a non-public route, as checked against the database. */
export interface AuthUser {
  id: number;
  perfil: number;
  centros_id: number | null;
  /**
   * What the person may see and change (lib/scope.ts), read with the session state: national
   * and writable for everyone but an administrator given a scope or made read-only.
   */
  scope: AdminScope;
}

/** Who a token is issued to: the user and the session version it is valid for. */
export interface SessionSubject extends Omit<AuthUser, 'scope'> {
  session_version: number;
}

/**
 * What a session token carries besides iat/exp. `sub` is the user id as a string (RFC 7519),
 * `ver` the user's session version when it was issued, `jti` its own id (for logout).
 */
interface TokenClaims {
  sub: string;
  perfil: number;
  centros_id: number | null;
  ver: number;
  jti: string;
}

/** The token a request was authenticated with: what logout needs to revoke it. */
export interface SessionToken {
  jti: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    /** Set on every non-public route before its handler runs; null on public routes. */
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with its access rule, for the access-matrix test and audits. */
    routeAccess: RouteAccess[];
    /** Signs a session token for `user`; `expiresAt` is in seconds since the epoch. */
    issueToken(user: SessionSubject): { token: string; expiresAt: number };
    /**
     * A 32-byte key for one purpose (HKDF-SHA256 of the JWT secret with `purpose` as info):
     * what encrypts the TOTP secrets, so they need no key of their own (docs/security.md).
     */
    derivedKey(purpose: string): Buffer;
    /** The session state remembered by this instance (plugins/session-cache.ts). */
    sessionCache: SessionStateCache;
  }
  interface FastifyContextConfig {
    /**
     * An administration route an administrator may use while the programme requires a second
     * factor they have not set up yet: their own second factor's status and enrolment.
     */
    secondFactorSetup?: boolean;
    /**
     * A POST that changes nothing (a chart's PDF built from figures the caller may read, sent
     * as a body because the chart's image is too large for a URL): a read-only administrator
     * may use it, as they may any read.
     */
    readsOnly?: boolean;
    /**
     * A write that cannot change anyone's session (an answer saved, an evaluation sent): this
     * instance's session cache is kept. Every other write empties it (below); at hundreds of
     * answers a second no remembered session would survive, and every cached page would read
     * the session from the database again.
     */
    keepsSessions?: boolean;
    /** How the route meets the caller's scope (contracts' CallScope); absent: national only. */
    scope?: CallScope;
    /**
     * A write of a centre's own people that the audit log records as it records an
     * administrator's (the improvement plan, which the back-office follows): plugins/audit.ts.
     */
    audited?: boolean;
  }
  interface FastifyRequest {
    /** The token of an authenticated request; null on public routes. */
    sessionToken: SessionToken | null;
  }
}

export interface AuthPluginOptions {
  db: Database;
  /** Change notifications of the session state; without them every request reads the database. */
  listen?: DatabaseHandle['listen'];
  /** Where the session cache's heartbeat is sent (DatabaseHandle.hotPath); else `db`. */
  hotPath?: Database;
  secret: string;
  expiresInSeconds: number;
}

/** A token without `exp` never ends, and one without `ver` or `jti` cannot be revoked: refused. */
const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  perfil: z.number().int(),
  centros_id: z.number().int().nullable(),
  ver: z.number().int().min(0),
  jti: z.uuid(),
  exp: z.number().int().positive(),
});

/** Methods that never write: the only ones that leave the session cache as it is. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `Bearer <header>.<payload>.<signature>`, base64url parts. */
const BEARER = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i;

function unauthorized(message: string): AppError {
  return new AppError('UNAUTHORIZED', message);
}

async function authenticate(
  app: FastifyInstance,
  sessions: SessionStateCache,
  request: FastifyRequest,
  access: Exclude<AccessRule, 'public'>,
): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized(COMMON_MESSAGES.unauthorized);
  const token = BEARER.exec(header)?.[1];
  if (!token) throw unauthorized(COMMON_MESSAGES.invalidToken);

  let decoded: object;
  try {
    decoded = app.jwt.verify<object>(token);
  } catch {
    // Forged, expired, malformed: the caller learns only that the session is not valid.
    throw unauthorized(COMMON_MESSAGES.invalidToken);
  }
  const claims = claimsSchema.safeParse(decoded);
  if (!claims.success) throw unauthorized(COMMON_MESSAGES.invalidToken);

  // The token alone is not trusted for who the user is now. Any change that raised the session
  // version (password, reset, active flag, profile, centre, e-mail), a deletion or a logout ends
  // it at the next request on this instance and within a second on every other one: the state
  // comes from the database, remembered only while its change notifications arrive
  // (plugins/session-cache.ts).
  const { sub, ver, jti, exp } = claims.data;
  const user = await sessions.load(Number(sub), jti);
  if (
    !user ||
    user.revoked ||
    user.session_version !== ver ||
    user.activo !== 1 ||
    !user.hasPassword ||
    user.perfil !== claims.data.perfil ||
    user.centros_id !== claims.data.centros_id ||
    // A centre out of the programme answers nothing: its people's sessions end with it.
    user.centreActive === false
  ) {
    throw unauthorized(COMMON_MESSAGES.invalidToken);
  }
  request.sessionToken = { jti, expiresAt: exp };

  if (access === 'admin' && user.perfil !== ADMIN_PROFILE) {
    throw new AppError('FORBIDDEN', COMMON_MESSAGES.forbidden);
  }
  const centreRoute = access === 'centre' || access === 'coordinator';
  if (centreRoute && (user.perfil === ADMIN_PROFILE || user.centros_id === null)) {
    throw new AppError('FORBIDDEN', COMMON_MESSAGES.forbidden);
  }
  if (access === 'coordinator' && user.perfil !== COORDINATOR_PROFILE) {
    throw new AppError('FORBIDDEN', COMMON_MESSAGES.coordinatorOnly);
  }
  // The programme requires a second factor: until this administrator has one, only the routes
  // that set it up answer. Read with the rest of the session state.
  if (
    access === 'admin' &&
    user.secondFactorRequired &&
    !user.secondFactor &&
    request.routeOptions.config.secondFactorSetup !== true
  ) {
    throw new AppError('FORBIDDEN', SECOND_FACTOR_MESSAGES.setupRequired, {
      reason: SECOND_FACTOR_SETUP_REASON,
    });
  }
  const scope = scopeOf(user);
  if (access === 'admin') checkScopeRule(request, scope);
  return { id: user.id, perfil: user.perfil, centros_id: user.centros_id, scope };
}

/**
 * The scope's rules that need no record (docs/security.md "Scope"), before the body is read:
 * a read-only administrator writes nothing (by method, so no write can slip through; their own
 * second factor excepted, without which they could not sign in, and the POSTs that only read);
 * a scoped one writes no national data and is refused any call not yet scoped. The records of
 * a `scoped` call are checked by its handler.
 */
function checkScopeRule(request: FastifyRequest, scope: AdminScope): void {
  const config = request.routeOptions.config;
  const writes = !SAFE_METHODS.has(request.method);
  const exempt = config.secondFactorSetup === true || config.readsOnly === true;
  if (writes && scope.readOnly && !exempt) {
    throw new AppError('FORBIDDEN', COMMON_MESSAGES.readOnly);
  }
  if (scope.national) return;
  if (config.scope === undefined) {
    throw new AppError('FORBIDDEN', COMMON_MESSAGES.nationalScopeOnly);
  }
  if (config.scope === 'national' && writes) {
    throw new AppError('FORBIDDEN', COMMON_MESSAGES.nationalOnly);
  }
}

/**
 * Session tokens and the access rule of every route. Registered before any route: its onRoute
 * hook refuses a route without `config.access`, and its onRequest hook enforces the rule before
 * the body is even parsed, so an anonymous caller never reaches validation or a handler.
 */
const authPlugin: FastifyPluginAsync<AuthPluginOptions> = async (app, options) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    // HS256 only: a token naming another algorithm (or 'none') is refused. A numeric
    // expiresIn is read as seconds by @fastify/jwt.
    sign: { algorithm: 'HS256', expiresIn: options.expiresInSeconds },
    verify: { algorithms: ['HS256'] },
  });

  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.decorateRequest('sessionToken', null);
  app.decorate('issueToken', (user: SessionSubject) => {
    const token = app.jwt.sign({
      sub: String(user.id),
      perfil: user.perfil,
      centros_id: user.centros_id,
      ver: user.session_version,
      jti: randomUUID(),
    });
    const exp = app.jwt.decode<{ exp?: number }>(token)?.exp;
    if (exp === undefined) throw new Error('signed token has no exp claim');
    return { token, expiresAt: exp };
  });

  app.decorate('derivedKey', (purpose: string) =>
    Buffer.from(hkdfSync('sha256', options.secret, '', purpose, 32)),
  );

  app.addHook('onRoute', function checkAccessRule(route) {
    const access = accessRuleOf(route, this.hasDecorator(PUBLIC_FILES_SCOPE));
    route.config = { ...route.config, access };
    // A write that only reads says so in the table, so the tests treat it as the read it is.
    const readsOnly = route.config?.readsOnly === true ? { readsOnly: true as const } : {};
    const audited = route.config?.audited === true ? { audited: true as const } : {};
    for (const method of [route.method].flat())
      routeAccess.push({ method, url: route.url, access, ...readsOnly, ...audited });
  });

  const sessions = new SessionStateCache(options.db, options.listen, options.hotPath);
  await sessions.start();
  app.decorate('sessionCache', sessions);
  app.addHook('onClose', () => sessions.close());

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    // Fail closed: a route that somehow has no rule is treated as administrators-only.
    const access = request.routeOptions.config.access ?? 'admin';
    if (access === 'public') return;
    request.user = await authenticate(app, sessions, request, access);
  });

  // A request that may have written (a logout, a password or profile change…) empties this
  // instance's session cache before its reply leaves: the client's next request here reads the
  // database, without waiting for the change's notification to come back.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!SAFE_METHODS.has(request.method) && !request.routeOptions.config.keepsSessions) {
      sessions.clear();
    }
    return payload;
  });
};

export default fp(authPlugin, { name: 'auth', fastify: '5.x' });

/**
 * Registers `plugin` (a file server such as @fastify/static or @fastify/swagger-ui, whose
 * routes cannot carry `config.access`) in a scope whose routes are all 'public'.
 */
export async function registerPublicFiles(
  app: FastifyInstance,
  plugin: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.decorate(PUBLIC_FILES_SCOPE, true);
    await plugin(scope);
  });
}
