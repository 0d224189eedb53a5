import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/session-user';
import { sessionFromLoginResponse } from './login-result';

describe('sessionFromLoginResponse (spec §4: token and profile 0)', () => {
  it('accepts a response with a token and profile 0', () => {
    const user = sessionUser();
    expect(sessionFromLoginResponse({ data: user })).toEqual(user);
  });

  it('refuses another profile, a missing or empty token, or an unexpected shape', () => {
    const { token: _token, ...withoutToken } = sessionUser();
    expect(sessionFromLoginResponse({ data: sessionUser({ perfil: 1 }) })).toBeNull();
    expect(sessionFromLoginResponse({ data: sessionUser({ token: '' }) })).toBeNull();
    expect(sessionFromLoginResponse({ data: withoutToken })).toBeNull();
    expect(sessionFromLoginResponse(sessionUser())).toBeNull();
    expect(sessionFromLoginResponse(null)).toBeNull();
  });
});
