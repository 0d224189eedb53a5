/** How long a new consultation stays open unless the coordinator says otherwise. */
export const DEFAULT_OPEN_DAYS = 14;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date's day in this browser's time zone, as the API writes days (`2026-03-12`). */
export function localDay(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `days` after `day` (both `YYYY-MM-DD`), across months, years and clock changes. */
export function addDays(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return localDay(new Date(year, month - 1, date + days, 12));
}

/** The closing date a new consultation is offered: today + DEFAULT_OPEN_DAYS. */
export const defaultClosingDay = (now: Date = new Date()): string =>
  addDays(localDay(now), DEFAULT_OPEN_DAYS);
