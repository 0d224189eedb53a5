import { API_BASE_URL } from './api';
import { readStoredUser } from './session';

/** The file name a Content-Disposition header gives (RFC 6266, with `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      return fallback;
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a file of the API with the centre user's token (a plain link can't send it) and
 * hands it to the browser as a download. Resolves false when the call failed.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<boolean> {
  const user = readStoredUser();
  const response = await fetch(`${API_BASE_URL}${path}`, {
    headers: user ? { Authorization: `Bearer ${user.token}` } : {},
  }).catch(() => null);
  if (!response?.ok) return false;
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
