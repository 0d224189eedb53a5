import { describe, expect, it } from 'vitest';
import { addDays, defaultClosingDay, localDay } from './dates';

describe("a consultation's closing date", () => {
  it('is offered two weeks from today, in the browser’s day', () => {
    expect(defaultClosingDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-19');
    expect(defaultClosingDay(new Date(2026, 0, 5, 0, 1))).toBe('2026-01-19');
    expect(localDay(new Date(2026, 8, 3, 8))).toBe('2026-09-03');
  });

  it('counts days across months, leap years, years and clock changes', () => {
    expect(addDays('2026-03-20', 14)).toBe('2026-04-03');
    expect(addDays('2028-02-20', 14)).toBe('2028-03-05');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-10-20', 14)).toBe('2026-11-03');
  });
});
