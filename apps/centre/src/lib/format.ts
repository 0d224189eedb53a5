/** A date (ISO) in the app's language, e.g. "3 de marzo de 2026" / "3 de març de 2026". */
export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'ca' ? 'ca-ES' : 'es-ES', {
    dateStyle: 'long',
  }).format(date);
}

/** A score 0–100 with up to one decimal, in the app's language; a dash for none. */
export function formatScore(score: number | null | undefined, language: string): string {
  if (score === null || score === undefined) return '—';
  return new Intl.NumberFormat(language === 'ca' ? 'ca-ES' : 'es-ES', {
    maximumFractionDigits: 1,
  }).format(score);
}

/** A difference with its sign (+3,3 / −1,5). */
export function formatDifference(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '—';
  const text = formatScore(Math.abs(value), language);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}
