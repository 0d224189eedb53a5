/**
 * Serialises request query parameters (spec §7): object values such as `filter` and `setup` go
 * as JSON, dates as ISO strings, everything else as text. `undefined` and `null` are left out so
 * an unset filter is simply absent rather than the string "null".
 */
export function serializeQueryParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Date) search.append(key, value.toISOString());
    else if (typeof value === 'object') search.append(key, JSON.stringify(value));
    else search.append(key, String(value));
  }
  return search.toString();
}
