import { createHmac } from 'node:crypto';

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
