/**
 * Copies a text to the clipboard. The Clipboard API exists only in secure contexts (HTTPS,
 * localhost); on a demo served over plain HTTP the text is selected in its field and copied the
 * older way. Resolves false when neither worked: the field stays selected for the person to copy.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (window.isSecureContext && typeof navigator.clipboard?.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission): the older way below.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    // Deprecated, yet the only way outside a secure context.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
