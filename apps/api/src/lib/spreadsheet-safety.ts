/**
 * Text that a spreadsheet would run as a formula: starting with =, +, -, @, or a tab or
 * carriage return followed by one (OWASP "CSV injection").
 */
const FORMULA_START = /^[\t\r]*[=+\-@]/;

/**
 * Makes a cell value safe to open in Excel or LibreOffice: text that would start a formula is
 * prefixed with an apostrophe, which spreadsheets show as text. Numbers, dates and booleans
 * are left alone (a negative number is a number, not a formula).
 */
export function neutraliseCell<T>(value: T): T | string {
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  return value;
}
