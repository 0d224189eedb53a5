import { describe, expect, it } from 'vitest';
import { sessionUser } from '../test/session-user';
import { selectSessionUser, sessionExpired, sessionSlice, signedIn } from './session-slice';

describe('session slice', () => {
  it('holds the signed-in user and forgets it when the session expires', () => {
    const user = sessionUser();
    const signed = sessionSlice.reducer(undefined, signedIn(user));
    expect(selectSessionUser({ session: signed })).toEqual(user);
    expect(sessionSlice.reducer(signed, sessionExpired())).toEqual({ user: null });
  });
});
