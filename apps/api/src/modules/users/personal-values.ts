import { erasedPersonEmail, erasedPersonName } from '@eval/contracts/personal-data';
import { isRecord } from '../../lib/is-record';
import { PERSONAL_FIELDS, type PersonalField } from '../../lib/personal-fields';

/**
 * Every value a person has had (docs/privacy.md, "Erasure"), by kind: what stands in for each
 * differs. Filled from their row and from every audit line and e-mail that was theirs, so a
 * name changed three times is erased three times.
 */
export interface PersonValues {
  /** Lower-cased and trimmed, as the users table keeps them. */
  emails: Set<string>;
  /** First names, and first name with surnames as they were written together. */
  names: Set<string>;
  surnames: Set<string>;
  /** Phones and DNIs. */
  identifiers: Set<string>;
}

/** What stands in for a surname, a phone or a DNI inside a text once erased. */
export const ERASED_TEXT = '[suprimido]';

/**
 * Shorter values are left out of the search in free text: one letter or two digits would match
 * inside other words and numbers. As a field of the person's row they are replaced whatever
 * their length.
 */
const MIN_WORD = 2;
const MIN_IDENTIFIER = 4;

const normalEmail = (value: string) => value.trim().toLowerCase();
const unaccented = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '');
const isPersonalField = (key: string): key is PersonalField =>
  (PERSONAL_FIELDS as readonly string[]).includes(key);

export function personValues(): PersonValues {
  return { emails: new Set(), names: new Set(), surnames: new Set(), identifiers: new Set() };
}

/** Adds the personal fields of `row`, a row (or part of one) that was the person's. */
export function addFieldsOf(row: Record<string, unknown>, values: PersonValues): void {
  const text = (key: PersonalField) => {
    const value = row[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const [nombre, apellidos, email] = [text('nombre'), text('apellidos'), text('email')];
  if (nombre !== '') values.names.add(nombre);
  if (nombre !== '' && apellidos !== '') values.names.add(`${nombre} ${apellidos}`);
  if (apellidos !== '') values.surnames.add(apellidos);
  if (email !== '') values.emails.add(normalEmail(email));
  for (const key of ['telefono', 'dni'] as const)
    if (text(key) !== '') values.identifiers.add(text(key));
}

/**
 * Whether `object` holds one of `emails` as a value of its own: a row about that person (a
 * mass-upload row, an e-mail sent to them). E-mails are unique to one account at a time, so
 * this tells a person's row apart from another person's with the same name.
 */
const holdsEmail = (object: Record<string, unknown>, emails: ReadonlySet<string>) =>
  Object.values(object).some(
    (value) => typeof value === 'string' && emails.has(normalEmail(value)),
  );

/**
 * Collects into `values` the personal fields of every object in `json` that was the person's:
 * `json` itself when `owned` (a line about their record), and any object, at any depth, that
 * holds one of the `detect` e-mails.
 */
export function collectValues(
  json: unknown,
  owned: boolean,
  values: PersonValues,
  detect: ReadonlySet<string>,
): void {
  if (Array.isArray(json)) {
    for (const item of json) collectValues(item, false, values, detect);
    return;
  }
  if (!isRecord(json)) return;
  if (owned || holdsEmail(json, detect)) addFieldsOf(json, values);
  for (const item of Object.values(json)) collectValues(item, false, values, detect);
}

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One regular expression for every value at once, longest first, so a full name goes before
 * its first name and nothing replaced is searched again. `words` match whole words only
 * ("Ana" leaves "Mañana" and "Anabel"); `literals` (e-mails, phones, DNIs) anywhere.
 */
function replacerOf(literals: Map<string, string>, words: Map<string, string>) {
  const alternation = (map: Map<string, string>) =>
    [...map.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escaped)
      .join('|');
  const parts: string[] = [];
  if (literals.size > 0) parts.push(`(?:${alternation(literals)})`);
  if (words.size > 0) parts.push(`(?<![\\p{L}\\p{N}])(?:${alternation(words)})(?![\\p{L}\\p{N}])`);
  if (parts.length === 0) return (text: string) => text;
  const pattern = new RegExp(parts.join('|'), 'giu');
  return (text: string) =>
    text.replace(pattern, (found) => {
      const key = found.toLowerCase();
      return literals.get(key) ?? words.get(key) ?? ERASED_TEXT;
    });
}

/** What a field of the person's row holds once erased: what the erased users row holds. */
function erasedFields(id: number): Record<PersonalField, string> {
  return {
    nombre: erasedPersonName(id),
    apellidos: '',
    email: erasedPersonEmail(id),
    telefono: '',
    dni: '',
  };
}

export interface Scrubber {
  /** A text that was the person's (an e-mail's subject): every value of theirs replaced. */
  ownText(text: string): string;
  /**
   * A stored JSON value with the person's values replaced: all of them inside `owned` (a line
   * about their record) and inside any object holding one of their `detect` e-mails (their row
   * in a mass upload, an e-mail sent to them); elsewhere only those e-mails, which name nobody
   * else. A shared surname in another person's row stays.
   */
  json(value: unknown, owned: boolean): unknown;
}

/** The scrubber of person `id`, whose values are `values`; `detect` as in collectValues. */
export function scrubberFor(
  id: number,
  values: PersonValues,
  detect: ReadonlySet<string>,
): Scrubber {
  const name = erasedPersonName(id);
  const email = erasedPersonEmail(id);
  const literals = new Map<string, string>();
  const words = new Map<string, string>();
  for (const value of values.emails) literals.set(value, email);
  for (const value of values.identifiers)
    if (value.length >= MIN_IDENTIFIER) literals.set(value.toLowerCase(), ERASED_TEXT);
  const addWord = (value: string, replacement: string) => {
    if (value.length < MIN_WORD) return;
    for (const form of [value, unaccented(value)]) words.set(form.toLowerCase(), replacement);
  };
  for (const value of values.surnames) addWord(value, ERASED_TEXT);
  // After the surnames: a name that is also someone's surname stands in as a name.
  for (const value of values.names) addWord(value, name);
  const ownText = replacerOf(literals, words);
  const detectText = replacerOf(new Map([...detect].map((value) => [value, email])), new Map());
  const fields = erasedFields(id);

  const json = (value: unknown, owned: boolean): unknown => {
    if (typeof value === 'string') return owned ? ownText(value) : detectText(value);
    if (Array.isArray(value)) return value.map((item) => json(item, owned));
    if (!isRecord(value)) return value;
    const mine = owned || holdsEmail(value, detect);
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        mine && typeof item === 'string' && isPersonalField(key) ? fields[key] : json(item, mine),
      ]),
    );
  };
  return { ownText, json };
}
