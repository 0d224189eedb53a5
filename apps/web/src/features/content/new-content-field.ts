import { nextFieldId, type ContentField } from './content-form-model';

/** The kinds "Añadir campo" offers, with what a new field of each holds at first. */
export const NEW_FIELD_KINDS = [
  { kind: 'text', label: 'Texto' },
  { kind: 'longText', label: 'Texto largo' },
  { kind: 'textList', label: 'Lista de textos' },
  { kind: 'qaList', label: 'Lista de preguntas y respuestas' },
  { kind: 'entryList', label: 'Lista de entradas con subcampos' },
  { kind: 'link', label: 'Enlace' },
  { kind: 'linkList', label: 'Lista de enlaces' },
  { kind: 'number', label: 'Número' },
  { kind: 'boolean', label: 'Sí/No' },
  { kind: 'json', label: 'JSON libre' },
] as const;

export type NewFieldKind = (typeof NEW_FIELD_KINDS)[number]['kind'];

/** The words a key or a sub-field may be made of: letters, digits, «-» and «_». */
const NAME_PATTERN = /^[\p{L}\p{N}_-]+$/u;

/** Why a field's name cannot be used, or null. */
export function fieldNameProblem(name: string, taken: readonly string[]): string | null {
  if (name.trim() === '') return 'Escriba el nombre del campo.';
  if (!NAME_PATTERN.test(name)) {
    return 'El nombre solo puede tener letras, cifras, «-» y «_», sin espacios.';
  }
  if (taken.includes(name)) return `Ya hay un campo «${name}».`;
  return null;
}

/** The sub-fields typed for a list of entries ("fecha, texto"), or why they cannot be used. */
export function parseSubfields(
  text: string,
): { ok: true; keys: string[] } | { ok: false; message: string } {
  const keys = text
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (keys.length === 0) return { ok: false, message: 'Escriba al menos un subcampo.' };
  const wrong = keys.find((key) => !NAME_PATTERN.test(key));
  if (wrong !== undefined) {
    return {
      ok: false,
      message: `Subcampo «${wrong}»: solo puede tener letras, cifras, «-» y «_», sin espacios.`,
    };
  }
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated !== undefined)
    return { ok: false, message: `El subcampo «${repeated}» está repetido.` };
  return { ok: true, keys };
}

/** A new, empty field of a kind; `keys` are the sub-fields of a list of entries. */
export function newField(
  key: string,
  kind: NewFieldKind,
  keys: readonly string[] = [],
): ContentField {
  const id = nextFieldId();
  switch (kind) {
    case 'text':
    case 'longText':
    case 'number':
      return { id, key, kind, value: '' };
    case 'textList':
      return { id, key, kind, items: [''] };
    case 'qaList':
      return { id, key, kind: 'entryList', keys: ['pregunta', 'respuesta'], rows: [['', '']] };
    case 'entryList':
      return { id, key, kind, keys: [...keys], rows: [keys.map(() => '')] };
    case 'link':
      return { id, key, kind, labelKey: 'texto', link: { text: '', url: '' } };
    case 'linkList':
      return { id, key, kind, labelKey: 'texto', links: [{ text: '', url: '' }] };
    case 'boolean':
      return { id, key, kind, value: false };
    case 'json':
      return { id, key, kind, value: '{}' };
  }
}
