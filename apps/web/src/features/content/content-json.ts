import {
  CONTENT_MESSAGES,
  contenidoPayloadSchema,
  type ContenidoPayload,
} from '@eval/contracts/content';

export type ParsedContentJson =
  { ok: true; payload: ContenidoPayload } | { ok: false; message: string };

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
  // The contract's own check (an object or a list), with its message.
  const payload = contenidoPayloadSchema.safeParse(value);
  if (!payload.success) return { ok: false, message: CONTENT_MESSAGES.payloadInvalid };
  return { ok: true, payload: payload.data };
}

/** The payload as indented JSON for editing. */
export const formatContentJson = (payload: unknown): string => JSON.stringify(payload, null, 2);
