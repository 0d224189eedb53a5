import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/session-user';
import { challengeFromLoginResponse, sessionFromLoginResponse } from './login-result';

describe('sessionFromLoginResponse (spec §4: token and profile 0)', () => {
  it('accepts a session user (the payload the base query unwrapped) with a token and profile 0', () => {
    const user = sessionUser();
    expect(sessionFromLoginResponse(user)).toEqual(user);
  });

  it('refuses another profile, a missing or empty token, or an unexpected shape', () => {
    const { token: _token, ...withoutToken } = sessionUser();
    expect(sessionFromLoginResponse(sessionUser({ perfil: 1 }))).toBeNull();
    expect(sessionFromLoginResponse(sessionUser({ token: '' }))).toBeNull();
    expect(sessionFromLoginResponse(withoutToken)).toBeNull();
    expect(sessionFromLoginResponse({ data: sessionUser() })).toBeNull();
    expect(sessionFromLoginResponse(null)).toBeNull();
  });
});

describe('challengeFromLoginResponse (a second step for an administrator)', () => {
  const challenge = {
    perfil: 0,
    secondFactor: 'totp',
    challenge: 'abc',
    challengeExpiresAt: 2_000_000_000,
  };

  it('reads the challenge, which is never taken for a session', () => {
    expect(challengeFromLoginResponse(challenge)).toEqual(challenge);
    expect(sessionFromLoginResponse(challenge)).toBeNull();
  });

  it('ignores a session, another profile and other shapes', () => {
    expect(challengeFromLoginResponse(sessionUser())).toBeNull();
    expect(challengeFromLoginResponse({ ...challenge, perfil: 2 })).toBeNull();
    expect(challengeFromLoginResponse({ ...challenge, secondFactor: 'sms' })).toBeNull();
  });
});
