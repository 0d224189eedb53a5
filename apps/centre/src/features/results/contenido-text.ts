/**
 * A contenido's payload is free JSON (content.ts). Its readable parts: the first of the usual
 * title fields and of the usual text fields that is a string; nothing when it has neither.
 */
export function contenidoText(payload: unknown): { title: string | null; text: string | null } {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { title: null, text: typeof payload === 'string' ? payload : null };
  }
  const record = payload as Record<string, unknown>;
  const first = (names: string[]) => {
    for (const name of names) {
      const value = record[name];
      if (typeof value === 'string' && value.trim()) return value;
    }
    return null;
  };
  return {
    title: first(['titulo', 'title', 'nombre', 'name']),
    text: first(['texto', 'text', 'descripcion', 'description', 'contenido', 'body']),
  };
}
