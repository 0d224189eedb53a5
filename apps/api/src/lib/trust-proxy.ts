import { isIP } from 'node:net';
import { z } from 'zod';

/** Names proxy-addr (Fastify's trustProxy) accepts for whole ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix or one of RANGE_NAMES. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which proxies' `X-Forwarded-For` to believe, in the forms Fastify's `trustProxy`
 * takes. The client address is then the one the nearest trusted proxy saw; what a client writes
 * into the header itself is never taken.
 * - `false`/`0`/`no`/`off` or unset: no proxy; the address is the connection's.
 * - a number N ≥ 1: N proxies in front (1 = one balancer); the address is the N-th entry of
 *   `X-Forwarded-For` counted from the right (the one the outermost proxy appended). Whatever
 *   connects directly counts as the first proxy, so the instances must be reachable only through
 *   the proxies; a list of their addresses does not need that.
 * - a comma-separated list of addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`:
 *   the proxies themselves; entries are skipped from the right while they are one of them.
 * `true` is refused: it would believe the left-most entry, which the client writes.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['false', '0', 'no', 'off'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) {
      ctx.addIssue({
        code: 'custom',
        message:
          "'true' would trust any X-Forwarded-For a client writes; give the number of proxies in " +
          "front (e.g. 1 for one load balancer) or their addresses (e.g. '10.0.0.5,10.0.1.0/24')",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'must be at most 10 proxy hops' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies or a list of their addresses/CIDRs; not understood: ${wrong.join(', ')}`,
    });
    return z.NEVER;
  });

export type TrustProxy = z.output<typeof trustProxySchema>;

/**
 * The `trustProxy` option of Fastify for a TRUST_PROXY value. A hop count becomes a function of
 * the hop, as proxy-addr defines it (Fastify itself ignores a number: it cannot tell whether the
 * peer is a proxy, which is why the list form is the one to prefer).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
