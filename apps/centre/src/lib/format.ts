export const localeOf = (language: string) => (language === 'ca' ? 'ca-ES' : 'es-ES');

// One formatter per language, made on first use: building an Intl formatter costs far more than
// formatting with it, and the results screen formats some hundred numbers.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const scoreFormats = new Map<string, Intl.NumberFormat>();

function formatterOf<F>(cache: Map<string, F>, language: string, make: (locale: string) => F): F {
  const locale = localeOf(language);
  let format = cache.get(locale);
  if (!format) {
    format = make(locale);
    cache.set(locale, format);
  }
  return format;
}

/** A date (ISO) in the app's language, e.g. "3 de marzo de 2026" / "3 de març de 2026". */
export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatterOf(
    dateFormats,
    language,
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }),
  ).format(date);
}

/** A score 0–100 with up to one decimal, in the app's language; a dash for none. */
export function formatScore(score: number | null | undefined, language: string): string {
  if (score === null || score === undefined) return '—';
  return formatterOf(
    scoreFormats,
    language,
    (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
  ).format(score);
}

/** A difference with its sign (+3,3 / −1,5). */
export function formatDifference(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '—';
  const text = formatScore(Math.abs(value), language);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}
