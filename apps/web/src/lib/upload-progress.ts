import type { Dispatch } from '@reduxjs/toolkit';
import { API_BASE_URL, applySessionAnswer } from './api';
import { getStoredUser } from './session';

/** How much of a request body the browser has sent: a fraction from 0 to 1. */
export type OnUploadProgress = (fraction: number) => void;

/** A finished call: its status and its JSON answer (null when the answer was not JSON). */
export interface UploadAnswer {
  status: number;
  data: unknown;
}

/**
 * POSTs `body` with the stored user's bearer token and reports how much of it was sent. Fetch
 * cannot report an upload's progress, XMLHttpRequest can. The imports read their body as it
 * arrives and check rows before reading more, so the bytes sent follow the rows processed; once
 * all is sent only the last rows and the commit remain (docs/centres.md, "Progreso"). A refused
 * answer means for the session what it means for every other call (`applySessionAnswer`).
 */
export function postWithProgress(
  dispatch: Dispatch,
  url: string,
  body: Blob | string,
  headers: Record<string, string>,
  onProgress: OnUploadProgress,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}${url}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    const token = getStoredUser()?.token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(request.responseText) as unknown;
      } catch {
        // Not JSON (a proxy's error page): the caller shows its generic message.
      }
      if (request.status >= 400) applySessionAnswer(dispatch, url, request.status, data);
      resolve({ status: request.status, data });
    };
    request.onerror = () => reject(new Error('network'));
    request.send(body);
  });
}
