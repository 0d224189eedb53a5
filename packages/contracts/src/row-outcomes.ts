import { z } from 'zod';
import { countsSchema, fieldChangeSchemaOf, labelledCodes } from './common';

/**
 * What an import would do with one row of a file: shared by the centre register
 * import and the user mass upload, whose previews read the same way.
 */
export const [ROW_OUTCOMES, ROW_OUTCOME_LABELS] = labelledCodes({
  new: 'Nuevo',
  changed: 'Con cambios',
  unchanged: 'Sin cambios',
  error: 'Error',
});
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

/** A field a row changes: its stored and its new value, as text. */
export const rowChangeSchema = fieldChangeSchemaOf(z.string());
export type RowChange = z.infer<typeof rowChangeSchema>;

/** The fields every previewed row carries, whatever it imports. */
export const rowOutcomeFields = {
  /** The row's line in the file; the header is line 1. */
  line: z.number().int(),
  outcome: z.enum(ROW_OUTCOMES),
  /** For 'changed': the fields that change. */
  changes: z.array(rowChangeSchema),
  /** For 'error': why, in Spanish. */
  reasons: z.array(z.string()),
};

/** The whole file's row count, and how many rows have each outcome. */
export const rowOutcomeCountsSchema = countsSchema('total', ...ROW_OUTCOMES);
export type RowOutcomeCounts = z.infer<typeof rowOutcomeCountsSchema>;

/**
 * A preview's answer: the counts of the whole file and the rows it lists (errors first,
 * unchanged rows only counted); `truncated` says some rows were left out of the list.
 */
export const rowOutcomePreviewSchema = <R extends z.ZodType>(row: R) =>
  z.object({ counts: rowOutcomeCountsSchema, rows: z.array(row), truncated: z.boolean() });
