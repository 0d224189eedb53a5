import {
  CONTENT_MESSAGES,
  contenidoPayloadSchema,
  type ContenidoPayload,
} from '@eval/contracts/content';
import { parseJsonText } from './json-syntax';

export type ParsedContentJson =
  { ok: true; payload: ContenidoPayload } | { ok: false; message: string };

/**
 * Parses the JSON typed by the administrator: it must be an object or a list. A syntax error is
 * told in Spanish with its line and column. The content is data, shown as text; it is never
 * rendered as HTML.
 */
export function parseContentJson(text: string): ParsedContentJson {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return parsed;
  // The contract's own check (an object or a list), with its message.
  const payload = contenidoPayloadSchema.safeParse(parsed.value);
  if (!payload.success) return { ok: false, message: CONTENT_MESSAGES.payloadInvalid };
  return { ok: true, payload: payload.data };
}

/** The payload as indented JSON for editing. */
export const formatContentJson = (payload: unknown): string => JSON.stringify(payload, null, 2);
