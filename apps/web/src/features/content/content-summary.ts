/**
 * A content in one line for the list and the delete question: its title and section when the
 * payload has them as texts, otherwise the start of its JSON. Always plain text.
 */
export function contentSummary(
  payload: unknown,
  max = 120,
): { title: string; section: string | null } {
  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
    const { titulo, seccion } = payload as Record<string, unknown>;
    if (typeof titulo === 'string' && titulo.trim() !== '') {
      return { title: titulo, section: typeof seccion === 'string' && seccion ? seccion : null };
    }
  }
  const text = JSON.stringify(payload) ?? '';
  return { title: text.length > max ? `${text.slice(0, max - 1)}…` : text, section: null };
}
