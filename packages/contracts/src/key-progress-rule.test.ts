import { describe, expect, it } from 'vitest';
import { countsAsAnswered, keyPercentage } from './key-progress-rule';

describe("a key's progress rule", () => {
  it('counts an option chosen or "no aplica", never an empty answer', () => {
    expect(countsAsAnswered({ respuestasIds: [1], notApplicable: false })).toBe(true);
    expect(countsAsAnswered({ respuestasIds: [], notApplicable: true })).toBe(true);
    expect(countsAsAnswered({ notApplicable: true })).toBe(true);
    expect(countsAsAnswered({ respuestasIds: [], notApplicable: false })).toBe(false);
    expect(countsAsAnswered({})).toBe(false);
    expect(countsAsAnswered(null)).toBe(false);
    expect(countsAsAnswered(undefined)).toBe(false);
  });

  it('rounds to the nearest whole percentage; a key without questions is complete', () => {
    expect(keyPercentage(1, 3)).toBe(33);
    expect(keyPercentage(2, 3)).toBe(67);
    expect(keyPercentage(1, 8)).toBe(13);
    expect(keyPercentage(0, 5)).toBe(0);
    expect(keyPercentage(5, 5)).toBe(100);
    expect(keyPercentage(0, 0)).toBe(100);
  });
});
