const DAY = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
});

/** DD/MM/YYYY (spec §9) in Spain's mainland time; '' for no date. */
export function formatDay(value: Date | string | null): string {
  return value === null ? '' : DAY.format(new Date(value));
}

const DAY_TIME = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Madrid',
});

/**
 * DD/MM/YYYY HH:mm in Spain's mainland time, as the screens show an instant; '' for no date.
 * Intl puts a comma between day and time, which the screens do not.
 */
export function formatDayTime(value: Date | string | null): string {
  return value === null ? '' : DAY_TIME.format(new Date(value)).replace(', ', ' ');
}

/** The numeric parts of a day in Spain's mainland time. */
const DAY_PARTS = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/Madrid',
});

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO 8601 instant as the database and the contracts write them (no other date text). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * The calendar day of a value as midnight UTC (how a spreadsheet's date cell holds a day), or
 * null when it is no date: a 'YYYY-MM-DD' text is that day; an instant (a Date, an ISO
 * timestamp) is its day in Spain's mainland time, as formatDay shows it. Other text is not
 * read as a date (JavaScript's parser would take '5' for the year 2005).
 */
export function spanishDayOf(value: Date | string): Date | null {
  if (typeof value === 'string' && PLAIN_DAY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? null : day;
  }
  if (typeof value === 'string' && !ISO_INSTANT.test(value)) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return new Date(`${DAY_PARTS.format(instant)}T00:00:00Z`);
}

/**
 * Today's calendar day in Spain's mainland time, `YYYY-MM-DD`: what an improvement plan's
 * "Fecha límite" is compared with (an action is overdue the day after it).
 */
export function spanishToday(now: Date = new Date()): string {
  return DAY_PARTS.format(now);
}
