import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first option (m = 19 MiB, t = 2,
 * p = 1): about 20–40 ms per hash here, slow for an attacker, cheap enough for logins.
 * `Algorithm` is an ambient const enum, which isolatedModules cannot read, hence the literal.
 */
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id and a random salt; the result is a self-describing PHC string. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/**
 * Whether `plain` matches `storedHash`. A malformed stored hash counts as a mismatch rather than
 * an error, so a corrupted row cannot turn a login into a 500.
 */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}
