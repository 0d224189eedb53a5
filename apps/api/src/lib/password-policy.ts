import { PASSWORD_MESSAGES, passwordSchema } from '@eval/contracts/users';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn's score (0–4) a new password must reach: 3 means at least 10⁸ guesses by the
 * library's estimate ("safely unguessable: moderate protection from offline slow-hash
 * scenarios"), the level the library's authors and OWASP's guidance point to.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Characters the estimator reads. Its matching grows faster than the length (a 128-character
 * repeated pattern took 0.4 s of CPU); the first 64 characters are enough to tell a guessable
 * password, and a longer one is a passphrase whose start is already scored.
 */
const ESTIMATED_LENGTH = 64;

/** Parts of the person's own data shorter than this are not looked for inside the password. */
const MIN_PERSONAL_PART = 4;

let estimator: Promise<ZxcvbnFactory> | undefined;
/**
 * The strength estimator with the common-password list, the Spanish dictionaries (words, first
 * names, surnames, Wikipedia) and keyboard layouts of @zxcvbn-ts. Loaded on first use: about
 * 2 MB of word lists that only set-password and the first start need.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, es] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-es-es'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...es.dictionary },
      graphs: common.adjacencyGraphs,
      translations: es.translations,
      maxLength: ESTIMATED_LENGTH,
    });
  })();
  return estimator;
}

/** Lower case without accents, so "Martínez" and "martinez1" compare equal. */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The person's data a password must not be made of: each word of the name and surnames, and of
 * the e-mail's local part, plus the local part whole.
 */
export function personalParts(person: {
  nombre?: string;
  apellidos?: string;
  email?: string;
}): string[] {
  const local = fold(person.email ?? '').split('@')[0] ?? '';
  const words = [person.nombre ?? '', person.apellidos ?? '', local]
    .flatMap((text) => fold(text).split(/[^\p{L}\p{N}]+/u))
    .concat(local.replace(/[^\p{L}\p{N}]+/gu, ''));
  return [...new Set(words.filter((word) => word.length >= MIN_PERSONAL_PART))];
}

/**
 * Why `password` may not be used, as the Spanish message of the rule it breaks, or null when it
 * may. `personal` is the person's data (personalParts): a password containing any of it is
 * refused, and the estimator also scores it as known words.
 */
export async function passwordProblem(
  password: string,
  personal: readonly string[] = [],
): Promise<string | null> {
  const shape = passwordSchema.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort;
  const folded = fold(password).replace(/[^\p{L}\p{N}]+/gu, '');
  if (personal.some((part) => folded.includes(part))) return PASSWORD_MESSAGES.personal;
  const result = (await loadEstimator()).check(password, [...personal]);
  return result.score < MIN_PASSWORD_SCORE ? PASSWORD_MESSAGES.guessable : null;
}
