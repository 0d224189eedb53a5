const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Names come from administrators and CSV files: escape them before they enter HTML. Shared by
 * the e-mail layout (modules/emails) and the template formatter (modules/templates), which
 * import each other's pieces otherwise and must not import each other in a circle.
 */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
