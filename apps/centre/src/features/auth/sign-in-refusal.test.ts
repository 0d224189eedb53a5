import { describe, expect, it } from 'vitest';
import { signInRefusal } from './sign-in-refusal';

const failure = (status: number | string, details?: unknown) => ({
  status,
  data: { error: { code: 'X', message: 'm', ...(details ? { details } : {}) } },
});

describe('the sign-in refusal', () => {
  it('is the reason the server gives', () => {
    expect(signInRefusal(failure(403, { reason: 'ADMINISTRATOR' }))).toBe('ADMINISTRATOR');
    expect(signInRefusal(failure(401, { reason: 'INACTIVE' }))).toBe('INACTIVE');
  });

  it('follows the status when no reason is given, and is none for a failed connection', () => {
    expect(signInRefusal(failure(429))).toBe('LOCKED');
    expect(signInRefusal(failure(401))).toBe('BAD_CREDENTIALS');
    expect(signInRefusal({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
    expect(signInRefusal(failure(500))).toBeNull();
  });
});
