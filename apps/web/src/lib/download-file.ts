import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { notifyFailure } from './api-errors';

/** A downloaded file held by the browser: an object URL and the name the server gave it. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

/** The file name of a Content-Disposition header, preferring the UTF-8 form (RFC 5987). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // Badly encoded: fall back to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? null;
}

/**
 * An RTK Query `responseHandler` for file downloads: keeps the body as a Blob behind an object
 * URL (so the store only holds strings) and reads the Spanish file name the server sends. An
 * error response is read as JSON, like any other call, so its Spanish message can be shown.
 */
export async function fileResponseHandler(response: Response): Promise<unknown> {
  if (!response.ok) {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  const blob = await response.blob();
  return {
    url: URL.createObjectURL(blob),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'descarga',
  } satisfies DownloadedFile;
}

/** A download call of RTK Query: the request as given, its answer read by `fileResponseHandler`. */
export const fileRequest = (request: FetchArgs): FetchArgs => ({
  ...request,
  responseHandler: fileResponseHandler,
});

/** A download call that posts its argument as the body (an export of a selection, a PDF). */
export const filePost =
  (url: string) =>
  (body: unknown): FetchArgs =>
    fileRequest({ url, method: 'POST', body });

/** Hands a URL (object or data URL) to the browser as a download with the given name. */
export function saveUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a downloaded file, then releases its memory once the browser has taken it. */
export function saveFile(file: DownloadedFile): void {
  saveUrl(file.url, file.fileName);
  setTimeout(() => URL.revokeObjectURL(file.url), 60_000);
}

/**
 * Runs a download call (`() => mutation(...).unwrap()`) and saves its file. A failure, the call's
 * or one while preparing it, is an error notice with the server's Spanish message, or `fallback`
 * when it sent none.
 */
export async function saveDownload(
  request: () => Promise<DownloadedFile>,
  fallback?: string,
): Promise<void> {
  try {
    saveFile(await request());
  } catch (error) {
    notifyFailure(error, fallback);
  }
}

/** A download mutation as `useXMutation()` gives it: the trigger and its state. */
type DownloadMutation<A> = readonly [
  (arg: A) => { unwrap(): Promise<DownloadedFile> },
  { isLoading: boolean },
];

/**
 * A download button's action: `save(arg)` runs the mutation and saves its file (see
 * saveDownload); a second click while one download runs is ignored rather than queued, so the
 * button never needs disabling (see chart-export-buttons.tsx). `busy` is for its `aria-busy`.
 */
export function fileSaver<A>([download, { isLoading }]: DownloadMutation<A>, fallback?: string) {
  return {
    busy: isLoading,
    save: async (arg: A): Promise<void> => {
      if (isLoading) return;
      await saveDownload(() => download(arg).unwrap(), fallback);
    },
  };
}
