import { afterEach, describe, expect, it } from 'vitest';
import { sessionUser } from '../test/session-user';
import {
  clearSession,
  getStoredUser,
  hasAdminSession,
  storeUser,
  USER_STORAGE_KEY,
} from './session';

afterEach(() => localStorage.clear());

describe('stored session (local storage key `user`)', () => {
  it('stores and reads back the signed-in user', () => {
    const user = sessionUser();
    storeUser(user);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(getStoredUser()).toEqual(user);
  });

  it('returns null when nothing is stored', () => {
    expect(getStoredUser()).toBeNull();
  });

  it('returns null for corrupt JSON or a value that is not a session user', () => {
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ token: 'x', perfil: '0' }));
    expect(getStoredUser()).toBeNull();
  });

  it('clearSession removes only the user', () => {
    storeUser(sessionUser());
    localStorage.setItem('state', '{}');
    clearSession();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('state')).toBe('{}');
  });
});

describe('hasAdminSession (spec §2, §6)', () => {
  const now = Date.UTC(2025, 0, 1);
  const valid = sessionUser({ expiresAt: now / 1000 + 60 });

  it('accepts a user with a token and profile 0', () => {
    expect(hasAdminSession(valid, now)).toBe(true);
  });

  it('refuses no user, an empty token, another profile or an expired token', () => {
    expect(hasAdminSession(null, now)).toBe(false);
    expect(hasAdminSession({ ...valid, token: '' }, now)).toBe(false);
    expect(hasAdminSession({ ...valid, perfil: 1 }, now)).toBe(false);
    expect(hasAdminSession({ ...valid, expiresAt: now / 1000 }, now)).toBe(false);
  });
});
