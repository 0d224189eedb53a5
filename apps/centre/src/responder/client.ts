import type { consultationPublicCalls } from '@eval/contracts/calls/consultations';
import type { publicConsultationSchema } from '@eval/contracts/consultations';
import type { z } from 'zod';
import type { PageLanguage } from './texts';

/**
 * The answer page's two calls (contracts/calls/consultations.ts, `consultationPublicCalls`), with
 * `fetch` and no account. Their paths are written here, checked against the declarations at
 * compile time, so that the page imports no schema (zod alone is ~50 kB of gzip).
 */
export const PUBLIC_PATHS = {
  read: '/v15/consultas/:codigo',
  answer: '/v15/consultas/:codigo/respuestas',
} as const satisfies {
  [K in keyof typeof consultationPublicCalls]: (typeof consultationPublicCalls)[K]['path'];
};

export type PublicConsultation = z.infer<typeof publicConsultationSchema>;

/** Base URL of the API; empty means the page's own origin (VITE_API_BASE_URL, lib/api.ts). */
const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

const urlOf = (path: string, codigo: string) =>
  `${API_BASE_URL}${path.replace(':codigo', encodeURIComponent(codigo))}`;

/** The outcome of a call: its data, a refusal with the server's status and message, or no reply. */
export type CallOutcome<T> =
  | { kind: 'ok'; status: number; data: T }
  | { kind: 'refused'; status: number; message: string | null }
  | { kind: 'network' };

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : null;
  } catch {
    return null;
  }
}

async function call<T>(fetcher: Fetch, url: string, init: RequestInit): Promise<CallOutcome<T>> {
  let response: Response;
  try {
    response = await fetcher(url, { ...init, credentials: 'omit', cache: 'no-store' });
  } catch {
    return { kind: 'network' };
  }
  if (!response.ok)
    return { kind: 'refused', status: response.status, message: await messageOf(response) };
  try {
    const body = (await response.json()) as { data: T };
    return { kind: 'ok', status: response.status, data: body.data };
  } catch {
    // A reply that is no JSON (a proxy's page): as good as none.
    return { kind: 'network' };
  }
}

/** GET the consultation's questions in the page's language. */
export function readConsultation(
  fetcher: Fetch,
  codigo: string,
  language: PageLanguage,
): Promise<CallOutcome<PublicConsultation>> {
  return call(fetcher, `${urlOf(PUBLIC_PATHS.read, codigo)}?lang=${language}`, {
    headers: { Accept: 'application/json' },
  });
}

/** POST one complete response: 201 stored now, 200 `repetida` when it already was. */
export function sendResponse(
  fetcher: Fetch,
  codigo: string,
  body: { id: string; respuestas: { pregunta: number; valor: number }[] },
): Promise<CallOutcome<{ id: string; repetida: boolean }>> {
  return call(fetcher, urlOf(PUBLIC_PATHS.answer, codigo), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
