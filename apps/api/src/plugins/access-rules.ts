import type { RouteOptions } from 'fastify';

/**
 * Who may call a route. Every route states one in `config.access`; the auth plugin refuses to
 * register a route without it, so an endpoint cannot be left open by omission.
 * - `public`: anyone, no token read.
 * - `authenticated`: any active user with a valid token.
 * - `admin`: an active administrator (profile 0).
 * - `centre`: an active user of profile ≠ 0 who belongs to a centre (centre-facing quiz API).
 * - `coordinator`: the same, and the centre's coordinator (profile 1): what commits the whole
 *   centre, such as finishing its evaluation, is the coordinator's alone (docs/domain.md).
 */
export const ACCESS_RULES = ['public', 'authenticated', 'admin', 'centre', 'coordinator'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

/** One registered route and its rule, as listed in `app.routeAccess`. */
export interface RouteAccess {
  method: string;
  url: string;
  access: AccessRule;
  /** Set on a write that only reads (route config `readsOnly`): a read-only administrator's too. */
  readsOnly?: true;
  /** Set on a centre write the audit log records (route config `audited`). */
  audited?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Access rule of the route; required on every route (see plugins/access-rules.ts). */
    access?: AccessRule;
  }
}

/** Name of the decorator that marks a scope whose routes only serve public files. */
export const PUBLIC_FILES_SCOPE = 'publicFilesScope';

export function isAccessRule(value: unknown): value is AccessRule {
  return typeof value === 'string' && (ACCESS_RULES as readonly string[]).includes(value);
}

/**
 * Reads the access rule of a route being registered, or throws. Routes registered inside a
 * public-files scope (the web build, the API docs) are file servers whose routes are created by
 * third-party plugins that cannot carry our config; they are marked 'public' here.
 */
export function accessRuleOf(route: RouteOptions, inPublicFilesScope: boolean): AccessRule {
  const access: unknown = route.config?.access;
  if (access === undefined && inPublicFilesScope) return 'public';
  if (!isAccessRule(access)) {
    const methods = [route.method].flat().join(',');
    throw new Error(
      `Route ${methods} ${route.url} has no valid access rule: add config: { access: ` +
        `${ACCESS_RULES.map((rule) => `'${rule}'`).join(' | ')} } to its options.`,
    );
  }
  return access;
}
