import { describe, expect, it } from 'vitest';
import { AnswerLimit } from './answer-limit';

describe('the answer limit', () => {
  it('refuses past the consultation’s count, whatever the address, until the minute ends', () => {
    let now = 1_000_000;
    const limit = new AnswerLimit(3, 100, () => now);
    expect([1, 2, 3, 4].map((i) => limit.take('codigo', `10.0.0.${i}`))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(limit.take('otro', '10.0.0.9')).toBe(true);
    expect(limit.retryAfterMs()).toBe(60_000);
    now += 60_000;
    expect(limit.take('codigo', '10.0.0.1')).toBe(true);
  });

  it('refuses past the address’s count across consultations, and counts nothing it refuses', () => {
    const limit = new AnswerLimit(100, 2, () => 0);
    expect(limit.take('a', '192.0.2.1')).toBe(true);
    expect(limit.take('b', '192.0.2.1')).toBe(true);
    expect(limit.take('c', '192.0.2.1')).toBe(false);
    expect(limit.take('c', '192.0.2.2')).toBe(true);
  });

  it('keeps addresses only as keyed hashes', () => {
    const limit = new AnswerLimit(10, 10, () => 0);
    limit.take('codigo', '192.0.2.55');
    const kept = JSON.stringify([...(limit as unknown as { counts: Map<string, number> }).counts]);
    expect(kept).not.toContain('192.0.2.55');
    expect(kept).toContain('codigo');
  });
});
