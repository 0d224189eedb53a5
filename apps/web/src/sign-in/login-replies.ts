import type { SessionUser } from '@eval/contracts/auth';
import type { authCalls } from '@eval/contracts/calls/auth';
import { LOGIN_PATH, LOGIN_WITH_CODE_PATH } from '@eval/contracts/calls/sign-in-paths';
import { ADMIN_PROFILE } from '@eval/contracts/client-constants';
import type { LoginChallenge, TotpLoginBody } from '@eval/contracts/second-factor';
import type { LoginBody } from '@eval/contracts/auth';
import { hasAdminSession } from '../lib/session';
import { sessionUserOf } from '../lib/session-user-check';

/**
 * The sign-in's two calls (contracts/calls/auth.ts) with `fetch`, and what their answers mean,
 * checked by hand: the contracts' schemas would bring zod (~50 kB gzip) into the page.
 * login-replies.test.ts holds the checks to the schemas on the same samples.
 */

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * What a call's answer leads to: a session to keep (a token and profile 0, spec §4), a second
 * step to ask for, or a refusal, with the server's message when it gave one.
 */
export type LoginOutcome =
  | { kind: 'session'; user: SessionUser }
  | { kind: 'challenge'; challenge: LoginChallenge }
  | { kind: 'refused'; message: string | null };

/** Base URL of the API; empty means the page's own origin (VITE_API_BASE_URL, lib/api.ts). */
const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** `loginChallengeSchema` (contracts/login-challenge.ts) of an administrator, or null. */
export function challengeOf(value: unknown): LoginChallenge | null {
  if (typeof value !== 'object' || value === null) return null;
  const { perfil, secondFactor, challenge, challengeExpiresAt } = value as Record<string, unknown>;
  if (perfil !== ADMIN_PROFILE || secondFactor !== 'totp') return null;
  if (typeof challenge !== 'string' || !isInteger(challengeExpiresAt)) return null;
  return { perfil, secondFactor, challenge, challengeExpiresAt };
}

/** The answer's `data` as an outcome: only an administrator's session or challenge counts. */
export function outcomeOf(data: unknown): LoginOutcome {
  const user = sessionUserOf(data);
  if (hasAdminSession(user)) return { kind: 'session', user };
  const challenge = challengeOf(data);
  return challenge ? { kind: 'challenge', challenge } : { kind: 'refused', message: null };
}

/** The two calls' method and path, checked against their declarations at compile time. */
const CALLS = {
  login: { method: 'POST', path: LOGIN_PATH },
  loginWithCode: { method: 'POST', path: LOGIN_WITH_CODE_PATH },
} as const satisfies {
  [K in 'login' | 'loginWithCode']: Pick<(typeof authCalls)[K], 'method' | 'path'>;
};

async function post(
  fetcher: Fetch,
  call: (typeof CALLS)[keyof typeof CALLS],
  body: unknown,
): Promise<LoginOutcome> {
  let response: Response;
  try {
    response = await fetcher(`${API_BASE_URL}${call.path}`, {
      method: call.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    return { kind: 'refused', message: null };
  }
  type Body = { data?: unknown; error?: { message?: unknown } } | null;
  const parsed = await response.json().then(
    (body: unknown) => body as Body,
    // No JSON (a proxy's page): a refusal without a message.
    () => null,
  );
  if (!response.ok) {
    const message = parsed?.error?.message;
    return { kind: 'refused', message: typeof message === 'string' ? message : null };
  }
  return outcomeOf(parsed?.data);
}

/** POST /v1/auth/login. */
export const login = (fetcher: Fetch, body: LoginBody) => post(fetcher, CALLS.login, body);

/** POST /v1/auth/login/totp: the second step. */
export const loginWithCode = (fetcher: Fetch, body: TotpLoginBody) =>
  post(fetcher, CALLS.loginWithCode, body);
