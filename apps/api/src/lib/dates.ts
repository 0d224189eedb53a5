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
