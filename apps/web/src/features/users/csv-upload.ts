import Papa from 'papaparse';
import {
  MASS_UPLOAD_COLUMNS,
  MASS_UPLOAD_MAX_ROWS,
  MASS_UPLOAD_MESSAGES as M,
  type MassUploadRow,
} from '@eval/contracts/users';
import { formatCount } from '@eval/contracts/count-text';

/** Header rule of spec §5: lower-cased, every non-word character replaced by an underscore. */
export const normaliseHeader = (header: string): string =>
  header.trim().toLowerCase().replace(/\W/g, '_');

const REQUIRED = ['nombre', 'apellidos', 'email', 'tipo', 'codigocentro'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PreviewRow extends MassUploadRow {
  line: number;
  problems: string[];
}

export interface CsvPreview {
  rows: PreviewRow[];
  /** Problems of the whole file (missing columns, too many rows): nothing can be sent. */
  fileProblems: string[];
}

/**
 * The text of a file read in chunks, decoded by one streaming UTF-8 decoder, so a character
 * whose bytes fall across two chunks is read whole. Invalid UTF-8 becomes U+FFFD,
 * which parseUsersCsv then refuses with its line.
 */
export function decodeUtf8Chunks(chunks: Iterable<Uint8Array>): string {
  const decoder = new TextDecoder('utf-8');
  let text = '';
  for (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** The chosen file's text, read as the browser hands out its bytes (decodeUtf8Chunks). */
export async function readCsvFile(file: Blob): Promise<string> {
  const reader = file.stream().getReader();
  const chunks: Uint8Array[] = [];
  for (let part = await reader.read(); !part.done; part = await reader.read())
    chunks.push(part.value);
  return decodeUtf8Chunks(chunks);
}

/** The line of the first U+FFFD: a file not in UTF-8 (or already damaged), or null. */
function firstDamagedLine(text: string): number | null {
  const at = text.indexOf('\ufffd');
  if (at === -1) return null;
  return text.slice(0, at).split('\n').length;
}

/**
 * Parses the CSV (header row; ',' or ';' detected; empty lines skipped, spec §5) and lists,
 * per row, the problems the client can see before anything is sent. The server checks again
 * and also knows profiles, centres and existing e-mails.
 */
export function parseUsersCsv(text: string): CsvPreview {
  // Not UTF-8 (a Windows-1252 export): refused whole, naming the line (docs/decisions.md).
  const damaged = firstDamagedLine(text);
  if (damaged !== null) return { rows: [], fileProblems: [M.notUtf8(damaged)] };
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: false,
    transformHeader: normaliseHeader,
  });
  const fields = parsed.meta.fields ?? [];
  const fileProblems = MASS_UPLOAD_COLUMNS.filter(
    (column) => column !== 'grupo' && !fields.includes(column),
  ).map((column) => `Falta la columna «${column}» en la cabecera.`);

  const rows: PreviewRow[] = [];
  const firstLine = new Map<string, number>();
  parsed.data.forEach((record, index) => {
    const values = MASS_UPLOAD_COLUMNS.map((column) => (record[column] ?? '').trim());
    if (values.every((value) => value === '')) return; // empty line
    const line = index + 2;
    const [nombre, apellidos, email, tipo, codigocentro, grupo] = values;
    const row: PreviewRow = {
      line,
      nombre,
      apellidos,
      email,
      tipo,
      codigocentro,
      grupo,
      problems: [],
    };
    for (const field of REQUIRED) if (!row[field]) row.problems.push(M.missing(field));
    const key = (email ?? '').toLowerCase();
    if (key) {
      if (!EMAIL.test(key)) row.problems.push(M.badEmail);
      const first = firstLine.get(key);
      if (first !== undefined) row.problems.push(M.duplicateInFile(first));
      else firstLine.set(key, line);
    }
    rows.push(row);
  });
  if (rows.length === 0) fileProblems.push('El fichero no contiene filas.');
  if (rows.length > MASS_UPLOAD_MAX_ROWS) {
    fileProblems.push(`El fichero supera el máximo de ${formatCount(MASS_UPLOAD_MAX_ROWS)} filas.`);
  }
  return { rows, fileProblems };
}

/** The rows to send: every row, without the client's notes (the server reports them too). */
export const toUploadRows = (rows: readonly PreviewRow[]): MassUploadRow[] =>
  rows.map(({ problems: _problems, ...row }) => row);
