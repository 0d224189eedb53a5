/** Whether `value` is a plain JSON object (not null, not an array): its keys can be read. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
