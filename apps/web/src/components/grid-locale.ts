import type { GridLocaleText } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { LOAD_FAILED_ROWS } from '../lib/load-failure';

const spanish = esES.components.MuiDataGrid.defaultProps.localeText;

/**
 * The grid's Spanish texts with this table's empty text, or the failure text when its load
 * failed (an empty table must not pass for a failed one). A `localeText` prop replaces the
 * theme's whole locale rather than merging with it, so the Spanish one is spread in first.
 */
export function gridLocale(
  noRowsLabel: string | undefined,
  failed = false,
): Partial<GridLocaleText> {
  return {
    ...spanish,
    noRowsLabel: failed ? LOAD_FAILED_ROWS : (noRowsLabel ?? spanish.noRowsLabel),
  };
}

/** A server-paged list's query as RTK Query gives it: a page of rows and the total. */
interface PageQuery<Row> {
  data?: { data: Row[]; count: number };
  isFetching: boolean;
  isError: boolean;
}

/**
 * What a server-paged grid shows of its query: the page's rows, the total for the pager, the
 * loading bar, and the Spanish texts with the table's empty text (or why the load failed).
 */
export const pageGridProps = <Row>(query: PageQuery<Row>, noRowsLabel?: string) => ({
  rows: query.data?.data ?? [],
  rowCount: query.data?.count ?? 0,
  loading: query.isFetching,
  localeText: gridLocale(noRowsLabel, query.isError),
});
