import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/session-user';
import { sessionFromLoginResponse } from './login-result';

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
