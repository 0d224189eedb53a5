import { z } from 'zod';
import { countsSchema, dataEnvelope } from './common';
import { countText, formatCount } from './count-text';
import {
  ROW_OUTCOME_LABELS,
  ROW_OUTCOMES,
  rowOutcomeCountsSchema,
  rowOutcomeFields,
  rowOutcomePreviewSchema,
  type RowOutcome,
  type RowOutcomeCounts,
} from './row-outcomes';

/**
 * Columns of the centre register file (CSV or XLSX), named as they read after the header rules
 * of spec §5 (lower-cased, non-word characters → '_'). comunidad, provincia and municipio take
 * an INE code or a name; ownership, kind and nivel_socioeconomico take the code or the Spanish
 * label; activo takes 1/0 (or sí/no).
 */
export const CENTRE_IMPORT_COLUMNS = [
  'codigo',
  'nombre',
  'direccion',
  'cp',
  'comunidad',
  'provincia',
  'municipio',
  'ownership',
  'kind',
  'groupby',
  'nivel_socioeconomico',
  'activo',
] as const;
export type CentreImportColumn = (typeof CENTRE_IMPORT_COLUMNS)[number];

/** Each column's field as the centre form labels it: messages name the field, then the column. */
export const CENTRE_IMPORT_COLUMN_LABELS: Readonly<Record<CentreImportColumn, string>> = {
  codigo: 'Código',
  nombre: 'Nombre',
  direccion: 'Dirección',
  cp: 'Código postal',
  comunidad: 'Comunidad autónoma',
  provincia: 'Provincia',
  municipio: 'Municipio',
  ownership: 'Titularidad',
  kind: 'Tipo de centro',
  groupby: 'Grupo',
  nivel_socioeconomico: 'Nivel socioeconómico',
  activo: 'Activo',
};

/**
 * A column of the file as a message names it (docs/glossary.md): the field's label, and the
 * column to look for in the file — «Código postal» (columna cp); an unknown column as it is.
 */
export function importColumnName(column: string): string {
  const label = (CENTRE_IMPORT_COLUMN_LABELS as Readonly<Record<string, string>>)[column];
  return label === undefined ? `«${column}»` : `«${label}» (columna ${column})`;
}

/** Columns the header must hold: without them no row could be placed or matched. */
export const CENTRE_IMPORT_REQUIRED_COLUMNS = [
  'codigo',
  'nombre',
  'comunidad',
  'provincia',
  'municipio',
] as const;

/** Content types the import accepts as its raw body (docs/centres.md). */
export const CENTRE_IMPORT_CSV_TYPE = 'text/csv';
export const CENTRE_IMPORT_XLSX_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Largest file the import takes (bytes): 30,000 centres are about 3 MB of CSV. */
export const CENTRE_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Largest number of data rows in one file. */
export const CENTRE_IMPORT_MAX_ROWS = 60_000;
/**
 * Bounds of an XLSX, checked on its ZIP entries before any is parsed (a 233 KB file
 * whose shared strings expanded to 96 MB took 900 MB of memory). A register of
 * CENTRE_IMPORT_MAX_ROWS rows needs a fraction of each (docs/centres.md).
 */
export const CENTRE_IMPORT_XLSX_LIMITS = {
  /** Entries in the ZIP (a workbook has a dozen). */
  entries: 1_000,
  /** All entries once expanded. */
  expandedBytes: 100 * 1024 * 1024,
  /** xl/sharedStrings.xml once expanded. */
  sharedStringsBytes: 32 * 1024 * 1024,
  /** Expanded size over compressed size of an entry above 1 MB expanded. */
  ratio: 200,
  /** Strings in the shared-strings table. */
  sharedStrings: 1_000_000,
  /** Cells in all the sheets. */
  cells: 2_000_000,
} as const;

/** Rows listed per outcome in a preview; the counts always cover the whole file. */
export const CENTRE_IMPORT_LISTED_ROWS = 1_000;

export const CENTRE_IMPORT_OUTCOMES = ROW_OUTCOMES;
export type CentreImportOutcome = RowOutcome;
export const CENTRE_IMPORT_OUTCOME_LABELS = ROW_OUTCOME_LABELS;

/** One row of the file and what importing it would do (row-outcomes.ts). */
export const centreImportRowSchema = z.object({
  ...rowOutcomeFields,
  codigo: z.string(),
  nombre: z.string(),
});
export type CentreImportRow = z.infer<typeof centreImportRowSchema>;

export const centreImportCountsSchema = rowOutcomeCountsSchema;
export type CentreImportCounts = RowOutcomeCounts;

/**
 * POST /v2/centros/import/preview answer: the counts of the whole file and its rows, errors
 * first; unchanged rows are only counted, and each other outcome lists at most
 * CENTRE_IMPORT_LISTED_ROWS rows (`truncated` says some were left out).
 */
export const centreImportPreviewSchema = rowOutcomePreviewSchema(centreImportRowSchema);
export type CentreImportPreview = z.infer<typeof centreImportPreviewSchema>;
export const centreImportPreviewResponseSchema = dataEnvelope(centreImportPreviewSchema);

/** POST /v2/centros/import answer: what was written, in one transaction. */
export const centreImportResultSchema = countsSchema('created', 'updated', 'unchanged');
export type CentreImportResult = z.infer<typeof centreImportResultSchema>;
export const centreImportResultResponseSchema = dataEnvelope(centreImportResultSchema);

/** Spanish messages of the import. */
export const CENTRE_IMPORT_MESSAGES = {
  badType:
    'El fichero debe ser CSV (separado por «;») o Excel (.xlsx); envíelo con su tipo de contenido.',
  tooLarge: `El fichero supera el tamaño máximo de ${CENTRE_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `El fichero supera el máximo de ${formatCount(CENTRE_IMPORT_MAX_ROWS)} filas.`,
  empty: 'El fichero no contiene ningún centro.',
  unreadable: 'No se ha podido leer el fichero: compruebe que es un CSV o un Excel (.xlsx) válido.',
  missingColumns: (columns: readonly string[]) =>
    `Faltan columnas obligatorias en la cabecera: ${columns.join(', ')}.`,
  hasErrors: (count: number) =>
    count === 1
      ? 'No se ha importado nada: 1 fila tiene errores. Corríjala y vuelva a intentarlo.'
      : `No se ha importado nada: ${countText(count, 'fila', 'filas')} tienen errores. Corríjalas y vuelva a intentarlo.`,
  missing: (field: string) => `Falta el campo ${importColumnName(field)}.`,
  duplicateInFile: (line: number) => `El código está repetido en el fichero (línea ${line}).`,
  unknownCommunity: (value: string) => `La comunidad autónoma «${value}» no existe.`,
  unknownProvince: (value: string) => `La provincia «${value}» no existe.`,
  unknownMunicipality: (value: string) =>
    `El municipio «${value}» no existe en la provincia indicada.`,
  /** A scoped administrator's row places a centre in a community outside their scope. */
  communityOutOfScope: (community: string) =>
    `La comunidad autónoma «${community}» está fuera de su ámbito.`,
  /** A scoped administrator's row names (by code) a centre of a community outside their scope. */
  storedOutOfScope: (community: string) =>
    `El centro con ese código pertenece a «${community}», fuera de su ámbito.`,
  badValue: (field: string, value: string) =>
    `Valor no válido en ${importColumnName(field)}: «${value}».`,
  nulCharacter: (field: string) =>
    `El campo ${importColumnName(field)} contiene un carácter no permitido (NUL).`,
  emptyFile: 'El fichero está vacío.',
  notUtf8: (line: number) =>
    `El fichero no está en UTF-8 (línea ${line}): guarde el archivo como CSV UTF-8 y vuelva a subirlo.`,
  replacementCharacter: (field: string) =>
    `El campo ${importColumnName(field)} contiene el carácter de sustitución «\ufffd» (texto dañado): guarde el archivo como CSV UTF-8 y vuelva a subirlo.`,
  xlsxTooManyEntries: `El Excel tiene más de ${formatCount(CENTRE_IMPORT_XLSX_LIMITS.entries)} partes internas; no se lee.`,
  xlsxTooLarge: `El Excel ocupa más de ${CENTRE_IMPORT_XLSX_LIMITS.expandedBytes / 1024 / 1024} MB descomprimido; no se lee.`,
  xlsxSharedStringsTooLarge: `La tabla de textos del Excel ocupa más de ${CENTRE_IMPORT_XLSX_LIMITS.sharedStringsBytes / 1024 / 1024} MB descomprimida; no se lee.`,
  xlsxRatio: `Una parte del Excel se comprime más de ${CENTRE_IMPORT_XLSX_LIMITS.ratio} veces (posible bomba ZIP); no se lee.`,
  xlsxTooManyStrings: `El Excel tiene más de ${formatCount(CENTRE_IMPORT_XLSX_LIMITS.sharedStrings)} textos; no se lee.`,
  xlsxTooManyCells: `El Excel tiene más de ${formatCount(CENTRE_IMPORT_XLSX_LIMITS.cells)} celdas; no se lee.`,
} as const;
