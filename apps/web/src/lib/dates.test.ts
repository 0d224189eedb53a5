import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { DATE_FORMAT, dayRangeFilter, dayRangeOf, formatDate } from './dates';

describe('formatDate (spec §9: DD/MM/YYYY)', () => {
  it('formats dates, ISO strings and timestamps', () => {
    expect(DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(formatDate(new Date(2025, 0, 9))).toBe('09/01/2025');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
    expect(formatDate(new Date(2023, 6, 4).getTime())).toBe('04/07/2023');
  });

  it('returns an empty string for no date or an invalid one', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('sets dayjs to Spanish', () => {
    expect(dayjs.locale()).toBe('es');
    expect(dayjs(new Date(2025, 0, 1)).format('MMMM')).toBe('enero');
  });
});

describe("a filter's range of days (spec §5)", () => {
  it('sends the whole days chosen and leaves out a day not chosen or not valid', () => {
    const range = dayRangeFilter({ from: dayjs('2026-03-02T15:00:00'), to: null });
    expect(range).toEqual({ from: dayjs('2026-03-02').startOf('day').toISOString() });
    expect(dayRangeFilter({ from: dayjs('no'), to: dayjs('2026-03-05T09:00:00') })).toEqual({
      to: dayjs('2026-03-05').endOf('day').toISOString(),
    });
  });

  it('shows an applied range as its days', () => {
    const shown = dayRangeOf(
      dayRangeFilter({ from: dayjs('2026-03-02'), to: dayjs('2026-03-05') }),
    );
    expect(shown.from?.format('YYYY-MM-DD')).toBe('2026-03-02');
    expect(shown.to?.format('YYYY-MM-DD')).toBe('2026-03-05');
    expect(dayRangeOf({})).toEqual({ from: null, to: null });
  });
});
