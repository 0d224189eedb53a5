import fastifyJwt from '@fastify/jwt';
import { ADMIN_PROFILE, COMMON_MESSAGES } from '@eval/contracts/common';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import {
  accessRuleOf,
  PUBLIC_FILES_SCOPE,
  type AccessRule,
  type RouteAccess,
} from './access-rules';
import { UserCache } from './user-cache';

/** The signed-in user of a non-public route, as checked against the database. */
export interface AuthUser {
  id: number;
  perfil: number;
  centros_id: number | null;
}

/** What a session token carries besides iat/exp. `sub` is the user id as a string (RFC 7519). */
interface TokenClaims {
  sub: string;
  perfil: number;
  centros_id: number | null;
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
    /** Users looked up by the access check; invalidate a user after changing who they are. */
    userCache: UserCache;
    /** Signs a session token for `user`; `expiresAt` is in seconds since the epoch. */
    issueToken(user: AuthUser): { token: string; expiresAt: number };
  }
}

export interface AuthPluginOptions {
  db: Database;
  secret: string;
  expiresInSeconds: number;
}

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  perfil: z.number().int(),
  centros_id: z.number().int().nullable(),
});

/** `Bearer <header>.<payload>.<signature>`, base64url parts. */
const BEARER = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i;

function unauthorized(message: string): AppError {
  return new AppError('UNAUTHORIZED', message);
}

async function authenticate(
  app: FastifyInstance,
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

  // The token alone is not trusted for who the user is now: a deactivated user, a changed
  // profile or centre, or a removed password ends the session (within the cache window).
  const user = await app.userCache.get(Number(claims.data.sub));
  if (
    !user ||
    user.activo !== 1 ||
    !user.hasPassword ||
    user.perfil !== claims.data.perfil ||
    user.centros_id !== claims.data.centros_id
  ) {
    throw unauthorized(COMMON_MESSAGES.invalidToken);
  }

  if (access === 'admin' && user.perfil !== ADMIN_PROFILE) {
    throw new AppError('FORBIDDEN', COMMON_MESSAGES.forbidden);
  }
  if (access === 'centre' && (user.perfil === ADMIN_PROFILE || user.centros_id === null)) {
    throw new AppError('FORBIDDEN', COMMON_MESSAGES.forbidden);
  }
  return { id: user.id, perfil: user.perfil, centros_id: user.centros_id };
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
  app.decorate('userCache', new UserCache(options.db));
  app.decorate('issueToken', (user: AuthUser) => {
    const token = app.jwt.sign({
      sub: String(user.id),
      perfil: user.perfil,
      centros_id: user.centros_id,
    });
    const exp = app.jwt.decode<{ exp?: number }>(token)?.exp;
    if (exp === undefined) throw new Error('signed token has no exp claim');
    return { token, expiresAt: exp };
  });

  app.addHook('onRoute', function checkAccessRule(route) {
    const access = accessRuleOf(route, this.hasDecorator(PUBLIC_FILES_SCOPE));
    route.config = { ...route.config, access };
    for (const method of [route.method].flat())
      routeAccess.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    // Fail closed: a route that somehow has no rule is treated as administrators-only.
    const access = request.routeOptions.config.access ?? 'admin';
    if (access === 'public') return;
    request.user = await authenticate(app, request, access);
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
