/**
 * What the answer page keeps in this browser, one local-storage key per consultation and
 * nothing else (docs/privacy.md "Consultations"): either the response waiting to be
 * acknowledged, with the id made for it (so a retry after a lost reply is the same response,
 * stored once by the server), or, once the server has it, only that it was sent.
 */

/** The part of `Storage` the page uses (tests pass a map). */
export interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A response not yet acknowledged: its id and the chosen value of each question. */
export interface PendingResponse {
  id: string;
  respuestas: Record<string, number>;
}

export type StoredState =
  { kind: 'none' } | { kind: 'pending'; response: PendingResponse } | { kind: 'sent' };

/** The key of a consultation's entry. */
export const storageKeyOf = (codigo: string): string => `centro.consulta.${codigo}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isPending(value: unknown): value is PendingResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { id, respuestas } = value as { id?: unknown; respuestas?: unknown };
  if (typeof id !== 'string' || !UUID.test(id)) return false;
  if (typeof respuestas !== 'object' || respuestas === null || Array.isArray(respuestas))
    return false;
  return Object.values(respuestas).every(
    (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 4,
  );
}

/** The page's storage, or null where the browser refuses it (blocked storage). */
export function browserStorage(): PageStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The entry of a consultation as stored; anything unreadable counts as nothing stored. */
export function readState(storage: PageStorage | null, codigo: string): StoredState {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(storageKeyOf(codigo)) ?? null;
  } catch {
    return { kind: 'none' };
  }
  if (!raw) return { kind: 'none' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'none' };
  }
  if (typeof parsed === 'object' && parsed !== null && (parsed as { enviada?: unknown }).enviada)
    return { kind: 'sent' };
  return isPending(parsed) ? { kind: 'pending', response: parsed } : { kind: 'none' };
}

function write(storage: PageStorage | null, codigo: string, value: unknown): void {
  try {
    storage?.setItem(storageKeyOf(codigo), JSON.stringify(value));
  } catch {
    // Full or refused: the page goes on without it (a reload then starts afresh).
  }
}

/** Keeps the response to be sent, before it is sent. */
export function savePending(
  storage: PageStorage | null,
  codigo: string,
  response: PendingResponse,
): void {
  write(storage, codigo, response);
}

/** The server has the response: the answers are forgotten, only "sent" remains. */
export function markSent(storage: PageStorage | null, codigo: string): void {
  write(storage, codigo, { enviada: true });
}

/** Forgets a consultation's entry (it no longer exists or takes answers). */
export function forget(storage: PageStorage | null, codigo: string): void {
  try {
    storage?.removeItem(storageKeyOf(codigo));
  } catch {
    // Nothing to do.
  }
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A random UUID (v4) for a new response. `crypto.randomUUID` exists only in secure contexts
 * (HTTPS, localhost); a demo served over plain HTTP on a LAN address gets the same from
 * `crypto.getRandomValues`, which every browser has.
 */
export function newResponseId(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Crypto> = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
