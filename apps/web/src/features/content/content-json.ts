import { CONTENT_MESSAGES } from '@eval/contracts/content';

export type ParsedContentJson = { ok: true; payload: unknown } | { ok: false; message: string };

/**
 * Parses the JSON typed by the administrator: it must be an object or a list. The content is
 * data, shown as text; it is never rendered as HTML.
 */
export function parseContentJson(text: string): ParsedContentJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : '';
    return { ok: false, message: `El texto no es un JSON válido${detail}.` };
  }
  if (typeof value !== 'object' || value === null) {
    return { ok: false, message: CONTENT_MESSAGES.payloadInvalid };
  }
  return { ok: true, payload: value };
}

/** The payload as indented JSON for editing. */
export const formatContentJson = (payload: unknown): string => JSON.stringify(payload, null, 2);
