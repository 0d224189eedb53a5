import type { CallRequest } from '@eval/contracts/call';
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

/** The path of a declared call's request with its query (`?lang=CA`), as a fetch takes it. */
export function pathWithQuery(request: CallRequest): string {
  const query = new URLSearchParams(
    Object.entries(request.params ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  return query === '' ? request.url : `${request.url}?${query}`;
}

/** A file of the API and the name its Content-Disposition gives it. */
export interface FetchedFile {
  blob: Blob;
  name: string;
}

/**
 * Fetches a file of the API with the centre user's token (a plain link or `<img>` can't send
 * it). `request` is the declared call's (`requestOf(centreAppCalls.file, …)`). Resolves null
 * when the call failed.
 */
export async function fetchFile(
  request: CallRequest,
  fallbackName: string,
): Promise<FetchedFile | null> {
  const user = readStoredUser();
  const response = await fetch(`${API_BASE_URL}${pathWithQuery(request)}`, {
    headers: user ? { Authorization: `Bearer ${user.token}` } : {},
  }).catch(() => null);
  if (!response?.ok) return null;
  const blob = await response.blob().catch(() => null);
  if (!blob) return null;
  return { blob, name: fileNameOf(response.headers.get('Content-Disposition'), fallbackName) };
}

/**
 * Downloads a file of the API (`fetchFile`) and hands it to the browser as a download.
 * Resolves false when the call failed.
 */
export async function downloadFile(request: CallRequest, fallbackName: string): Promise<boolean> {
  const file = await fetchFile(request, fallbackName);
  if (!file) return false;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
