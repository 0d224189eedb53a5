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
