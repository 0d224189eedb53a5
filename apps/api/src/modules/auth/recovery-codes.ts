import { randomInt } from 'node:crypto';
import { hashPassword } from '../../lib/passwords';

/** How many recovery codes an enrolment gives (GitLab and Directus give 10 too). */
export const RECOVERY_CODE_COUNT = 10;
/** Base32's letters and digits: no 0/O or 1/I to confuse when copied from paper. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * Ten codes of 10 random base32 characters (50 bits each), shown as `ABCDE-FGHIJ`, and their
 * argon2id hashes (lib/passwords.ts), which are all the server keeps. A code is compared in its
 * normalised form (recoveryCodeSchema: no dash, upper case).
 */
export async function newRecoveryCodes(): Promise<{ shown: string[]; hashes: string[] }> {
  const plain = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  const hashes = await Promise.all(plain.map((code) => hashPassword(code)));
  return { shown: plain.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`), hashes };
}
