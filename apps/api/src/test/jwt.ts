import { createHmac, randomUUID } from 'node:crypto';
import type { SessionSubject } from '../plugins/auth';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Signs an HS256 token by hand, independently of the app, so tests can produce tokens the app
 * did not issue: expired ones, ones signed with another secret, ones with odd claims.
 */
export function signTestToken(payload: Record<string, unknown>, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** Seconds since the epoch. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * Every claim the server issues except iat/exp, for `user` at its current session version and
 * with a new `jti`: a hand-signed token built from these is refused only for what the test
 * changes (its secret, its expiry, a missing claim).
 */
export function sessionClaims(user: SessionSubject): Record<string, unknown> {
  return {
    sub: String(user.id),
    perfil: user.perfil,
    centros_id: user.centros_id,
    ver: user.session_version,
    jti: randomUUID(),
  };
}
