import { describe, expect, it } from 'vitest';
import { FailedLoginAttempts } from './login-attempts';

describe('FailedLoginAttempts', () => {
  it('blocks after the maximum failures and unblocks when the window ends', () => {
    const attempts = new FailedLoginAttempts(3, 1000);
    for (let i = 0; i < 3; i += 1) {
      expect(attempts.isBlocked('a', 0)).toBe(false);
      attempts.recordFailure('a', 0);
    }
    expect(attempts.isBlocked('a', 999)).toBe(true);
    expect(attempts.isBlocked('b', 999)).toBe(false);
    expect(attempts.isBlocked('a', 1000)).toBe(false);
  });

  it('starts a new window after the old one ended, and resets on success', () => {
    const attempts = new FailedLoginAttempts(2, 1000);
    attempts.recordFailure('a', 0);
    attempts.recordFailure('a', 1500);
    expect(attempts.isBlocked('a', 1600)).toBe(false);
    attempts.recordFailure('a', 1600);
    expect(attempts.isBlocked('a', 1700)).toBe(true);
    attempts.reset('a');
    expect(attempts.isBlocked('a', 1700)).toBe(false);
  });

  it('stays bounded in memory', () => {
    const attempts = new FailedLoginAttempts(1, 1000, 10);
    for (let i = 0; i < 100; i += 1) attempts.recordFailure(`u${i}`, 0);
    expect(attempts.isBlocked('u99', 1)).toBe(true);
    expect(attempts.isBlocked('u0', 1)).toBe(false);
  });
});
