import { useState } from 'react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { bulkRefusalDetailsSchema, type BulkRefusalDetails } from '@eval/contracts/bulk-actions';
import { apiErrorOf } from '../../lib/api-errors';

/** What a bulk action acts on: ticked ids, or every row of the filter but the unticked ones. */
export type Selection<F> = { ids: number[] } | { filter: F; except: number[] };

const EMPTY: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The grid's checkbox selection as a bulk selection. The grid's own "exclude" model (every row
 * but these) is what "select all matching the filter" sets: it stands for rows of every page,
 * which only the server can list, so it travels as the table's filter and the exceptions.
 */
export function useBulkSelection<F>(filter: F) {
  const [model, setModel] = useState<GridRowSelectionModel>(EMPTY);
  // Another filter is another set of rows: what was ticked no longer means the same thing.
  const key = JSON.stringify(filter);
  const [filterKey, setFilterKey] = useState(key);
  if (key !== filterKey) {
    setFilterKey(key);
    setModel(EMPTY);
  }
  const numbers = [...model.ids].map(Number);
  const selection: Selection<F> | null =
    model.type === 'exclude'
      ? { filter, except: numbers }
      : numbers.length > 0
        ? { ids: numbers }
        : null;
  return {
    model,
    setModel,
    selection,
    /** Ticked on this page, or (all of the filter) the total minus the unticked ones. */
    countOf: (total: number) =>
      model.type === 'exclude' ? total - numbers.length : numbers.length,
    allMatching: model.type === 'exclude',
    selectAllMatching: () => setModel({ type: 'exclude', ids: new Set() }),
    clear: () => setModel(EMPTY),
    /**
     * Spread on the DataGrid: checkboxes whose ticks survive page turns. Not on an empty page:
     * its only focusable header would be the disabled "select all" box, and axe then finds a
     * scrollable region that the keyboard cannot reach.
     */
    gridProps: (rowsShown: number) => ({
      checkboxSelection: rowsShown > 0,
      disableRowSelectionOnClick: true,
      keepNonExistentRowsSelected: true,
      rowSelectionModel: model,
      onRowSelectionModelChange: setModel,
    }),
  };
}

/** The refused rows of a 409 answer to a bulk action, if that is what `error` is. */
export function refusalOf(error: unknown): (BulkRefusalDetails & { message: string }) | null {
  const problem = apiErrorOf(error);
  const details = bulkRefusalDetailsSchema.safeParse(problem?.details);
  return problem && details.success ? { ...details.data, message: problem.message } : null;
}

/**
 * The endpoint of a bulk confirmation's count (`GET …/bulk/count`, the selection in the query),
 * for `build.query`: the count read out of the answer and nothing cached once the dialog is
 * closed, so each confirmation asks afresh.
 */
export const selectionCountQuery = <S>(url: string) => ({
  query: (selection: S) => ({ url, params: { selection } }),
  transformResponse: (response: { count: number }) => response.count,
  keepUnusedDataFor: 0,
});

/** What useBulkSelection gives a table and its bulk toolbar. */
export type BulkSelectionState<F> = ReturnType<typeof useBulkSelection<F>>;
