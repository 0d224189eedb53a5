import { describe, expect, it } from 'vitest';
import { loginChallengeSchema } from '@eval/contracts/login-challenge';
import { sessionUser } from '../test/session-user';
import { challengeOf, outcomeOf } from './login-replies';

const CHALLENGE = {
  perfil: 0,
  secondFactor: 'totp',
  challenge: 'abc',
  challengeExpiresAt: 2_000_000_000,
};

describe('what a login answer leads to (spec §4: a token and profile 0)', () => {
  it('keeps a session with a token and profile 0', () => {
    const user = sessionUser();
    expect(outcomeOf(user)).toEqual({ kind: 'session', user });
  });

  it('refuses another profile, a missing or empty token, an expired one or another shape', () => {
    const { token: _token, ...withoutToken } = sessionUser();
    for (const data of [
      sessionUser({ perfil: 1 }),
      sessionUser({ token: '' }),
      sessionUser({ expiresAt: 1 }),
      withoutToken,
      { data: sessionUser() },
      null,
    ])
      expect(outcomeOf(data)).toEqual({ kind: 'refused', message: null });
  });

  it('asks for the second step of an administrator, never taking the challenge for a session', () => {
    expect(outcomeOf(CHALLENGE)).toEqual({ kind: 'challenge', challenge: CHALLENGE });
  });
});

describe('the challenge checked by hand, as the contract’s schema checks it', () => {
  const samples: unknown[] = [
    CHALLENGE,
    { ...CHALLENGE, perfil: 2 },
    { ...CHALLENGE, secondFactor: 'sms' },
    { ...CHALLENGE, challenge: 7 },
    { ...CHALLENGE, challengeExpiresAt: 1.5 },
    { ...CHALLENGE, challengeExpiresAt: undefined },
    sessionUser(),
    'abc',
    null,
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))(
    '%s',
    (_name, sample) => {
      const parsed = loginChallengeSchema.safeParse(sample);
      // An administrator's challenge only: the schema accepts any profile, the page profile 0.
      const expected = parsed.success && parsed.data.perfil === 0 ? parsed.data : null;
      expect(challengeOf(sample)).toEqual(expected);
    },
  );
});
