/** The NUL character. PostgreSQL cannot store it in `text` or `jsonb`, so no input may carry it. */
export const NUL = '\u0000';

/**
 * The dotted path (`filter.search`, `rows.3.email`, or '' for the value itself) of the first
 * string or object key in `value` that contains NUL, or null when there is none. Iterative, so
 * it is safe on any nesting the JSON parser let through.
 */
export function nulPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const name = key.replaceAll(NUL, '\\u0000');
        const itemPath = path === '' ? name : `${path}.${name}`;
        if (key.includes(NUL)) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return null;
}
