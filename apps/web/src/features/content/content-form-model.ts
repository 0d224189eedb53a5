import { CONTENT_MESSAGES } from '@eval/contracts/content';
import { parseJsonText } from './json-syntax';

/**
 * A content's payload (free JSON, contract `contenidoPayloadSchema`) as a form: one field per
 * key, its kind read from the shape of its value. Anything the kinds cannot hold stays as a
 * JSON text of its own, so no payload is ever changed by opening and saving it.
 */

/** Which key a link's text is kept under: `{texto, url}` or `{titulo, url}`. */
export type LinkLabelKey = 'texto' | 'titulo';
export interface ContentLink {
  text: string;
  url: string;
}

export type ContentFieldValue =
  | { kind: 'text'; value: string }
  | { kind: 'longText'; value: string }
  | { kind: 'textList'; items: string[] }
  /** A list of objects whose values are texts: `keys` are their sub-fields, a row per object. */
  | { kind: 'entryList'; keys: string[]; rows: string[][] }
  | { kind: 'link'; labelKey: LinkLabelKey; link: ContentLink }
  | { kind: 'linkList'; labelKey: LinkLabelKey; links: ContentLink[] }
  /** As typed, checked when the form is sent. */
  | { kind: 'number'; value: string }
  | { kind: 'boolean'; value: boolean }
  /** Any other value (nested deeper, null…), as JSON text. */
  | { kind: 'json'; value: string };

export type ContentFieldKind = ContentFieldValue['kind'];

/** A field of the form: the payload's key, as typed, with its value. */
export type ContentField = ContentFieldValue & {
  /** Identifies the field while it is edited (React's key); not part of the payload. */
  id: number;
  key: string;
};

/** The keys every content shows first, as text fields, even when the payload lacks them. */
export const FIXED_KEYS = ['seccion', 'titulo'] as const;

/** Keys whose text is long by nature: a multiline field even when short. */
const LONG_TEXT_KEYS = new Set(['contenido', 'texto', 'descripcion', 'respuesta', 'cuerpo']);
const LONG_TEXT_LENGTH = 80;

let lastId = 0;
/** A new id for a field being edited. */
export const nextFieldId = () => (lastId += 1);

/** Spanish spelling of the usual keys; any other key is shown with its first letter capital. */
const KEY_LABELS: Record<string, string> = {
  seccion: 'Sección',
  titulo: 'Título',
  descripcion: 'Descripción',
  url: 'URL',
  periodo: 'Periodo',
  imagen: 'Imagen',
  enlace: 'Enlace',
  enlaces: 'Enlaces',
};

/** A key as a label: `preguntas` → "Preguntas", `preguntas_frecuentes` → "Preguntas frecuentes". */
export function keyLabel(key: string): string {
  const known = KEY_LABELS[key];
  if (known) return known;
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{texto|titulo, url}` with text values: which key holds its text, or null when not a link. */
function linkLabelKey(value: unknown): LinkLabelKey | null {
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 2 || typeof value.url !== 'string') return null;
  for (const label of ['texto', 'titulo'] as const) {
    if (typeof value[label] === 'string') return label;
  }
  return null;
}

/** The sub-fields of a list whose items are objects of texts with the same keys; else null. */
function entryKeys(items: readonly unknown[]): string[] | null {
  const first = items[0];
  if (!isRecord(first)) return null;
  const keys = Object.keys(first);
  if (keys.length === 0) return null;
  const same = (item: unknown) =>
    isRecord(item) &&
    Object.keys(item).length === keys.length &&
    keys.every((key) => typeof item[key] === 'string');
  return items.every(same) ? keys : null;
}

/** The field for a key and its value, of the kind its shape tells. */
export function fieldOf(key: string, value: unknown): ContentField {
  const id = nextFieldId();
  if (typeof value === 'string') {
    const long = LONG_TEXT_KEYS.has(key) || value.length > LONG_TEXT_LENGTH || value.includes('\n');
    return { id, key, kind: long ? 'longText' : 'text', value };
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    return { id, key, kind: 'number', value: String(value) };
  }
  if (typeof value === 'boolean') return { id, key, kind: 'boolean', value };
  const labelKey = linkLabelKey(value);
  if (labelKey && isRecord(value)) {
    return { id, key, kind: 'link', labelKey, link: toLink(value, labelKey) };
  }
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string')) {
      return { id, key, kind: 'textList', items: value as string[] };
    }
    const listLabel = linkLabelKey(value[0]);
    if (listLabel && value.every((item) => linkLabelKey(item) === listLabel)) {
      const links = (value as Record<string, unknown>[]).map((item) => toLink(item, listLabel));
      return { id, key, kind: 'linkList', labelKey: listLabel, links };
    }
    const keys = entryKeys(value);
    if (keys) {
      const rows = (value as Record<string, string>[]).map((item) =>
        keys.map((k) => item[k] ?? ''),
      );
      return { id, key, kind: 'entryList', keys, rows };
    }
  }
  return { id, key, kind: 'json', value: JSON.stringify(value, null, 2) };
}

const toLink = (value: Record<string, unknown>, labelKey: LinkLabelKey): ContentLink => ({
  text: String(value[labelKey]),
  url: String(value.url),
});

/**
 * The form of a payload: `seccion` and `titulo` first (empty when missing), then every other key
 * in the payload's order. Null when the payload is not an object (a list at the top level): it
 * is edited as JSON only.
 */
export function toFormModel(payload: unknown): ContentField[] | null {
  if (payload === undefined) payload = {};
  if (!isRecord(payload)) return null;
  // Missing ones are empty texts; any other value (null, a number…) keeps its own kind.
  const fixed = FIXED_KEYS.map((key) =>
    fieldOf(key, payload[key] === undefined ? '' : payload[key]),
  );
  const rest = Object.entries(payload)
    .filter(([key]) => !(FIXED_KEYS as readonly string[]).includes(key))
    .map(([key, value]) => fieldOf(key, value));
  return [...fixed, ...rest];
}

/** A field's refusals, by where they show: `''` the field itself, `"2"` its third row… */
export type FieldErrors = Record<number, Record<string, string>>;

export type FormPayload =
  { ok: true; payload: Record<string, unknown> } | { ok: false; errors: FieldErrors };

const URL_PATTERN = /^https?:\/\/\S+$/i;
const blank = (text: string) => text.trim() === '';

/**
 * The payload of a form: texts as typed, lists without their empty rows, numbers and JSON texts
 * parsed, links checked. `seccion` and `titulo` left empty are left out, as a payload without
 * them had them. Refused with a Spanish message per field (and row) when anything is wrong.
 */
export function fromFormModel(fields: readonly ContentField[]): FormPayload {
  const payload: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  const refuse = (field: ContentField, where: string, message: string) => {
    errors[field.id] = { ...errors[field.id], [where]: message };
  };
  const link = (
    field: ContentField & { labelKey: LinkLabelKey },
    l: ContentLink,
    where: string,
  ) => {
    if (!URL_PATTERN.test(l.url.trim())) refuse(field, where, CONTENT_MESSAGES.badUrl);
    return { [field.labelKey]: l.text, url: l.url.trim() };
  };
  for (const field of fields) {
    switch (field.kind) {
      case 'text':
      case 'longText':
        if ((FIXED_KEYS as readonly string[]).includes(field.key) && blank(field.value)) break;
        payload[field.key] = field.value;
        break;
      case 'textList':
        payload[field.key] = field.items.filter((item) => !blank(item));
        break;
      case 'entryList':
        payload[field.key] = field.rows
          .filter((row) => row.some((cell) => !blank(cell)))
          .map((row) => Object.fromEntries(field.keys.map((k, i) => [k, row[i] ?? ''])));
        break;
      case 'link':
        payload[field.key] = link(field, field.link, '');
        break;
      case 'linkList':
        payload[field.key] = field.links
          .map((l, index) => ({ l, index }))
          .filter(({ l }) => !blank(l.text) || !blank(l.url))
          .map(({ l, index }) => link(field, l, String(index)));
        break;
      case 'number': {
        const number = Number(field.value.trim());
        if (blank(field.value) || !Number.isFinite(number)) {
          refuse(field, '', 'Escriba un número (con punto para los decimales).');
        }
        payload[field.key] = number;
        break;
      }
      case 'boolean':
        payload[field.key] = field.value;
        break;
      case 'json': {
        const parsed = parseJsonText(field.value);
        if (parsed.ok) payload[field.key] = parsed.value;
        else refuse(field, '', parsed.message);
        break;
      }
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, payload };
}
