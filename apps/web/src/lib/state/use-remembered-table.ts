import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type {
  GridColumnVisibilityModel,
  GridPaginationModel,
  GridSortModel,
} from '@mui/x-data-grid';
import type { SavedViewState } from '@eval/contracts/saved-views';
import type { JsonObject } from '../json';
import { useDebounced } from '../use-debounced';
import { fromViewState, toViewState, type TableShape } from './saved-view-state';
import {
  selectShowInactive,
  showInactiveChanged,
  type ShowInactiveState,
} from './show-inactive-slice';
import { searchOf, usableSetup, type TableOrder } from './table-setup';
import {
  selectTable,
  tableColumnsChanged,
  tableFilterApplied,
  tableFilterCleared,
  tableSetupChanged,
  tableViewOpened,
  type RememberedTable,
} from './tables-slice';

interface RememberedTableOptions<Field extends string> {
  /** The page sizes the table offers now. */
  pageSizes: readonly number[];
  /** The fields the server orders this table by; none when it cannot be sorted. */
  orderFields?: readonly Field[];
}

/**
 * The models and handlers a server-paged DataGrid takes, spread onto it as props: the server
 * pages it (and sorts it, where the table has order fields) and the filter is the screen's own
 * form, not the grid's column filter.
 */
export interface RememberedGridProps {
  paginationMode: 'server';
  sortingMode: 'server' | 'client';
  disableColumnFilter: true;
  pageSizeOptions: number[];
  paginationModel: GridPaginationModel;
  onPaginationModelChange(model: GridPaginationModel): void;
  sortModel: GridSortModel;
  onSortModelChange(model: GridSortModel): void;
  columnVisibilityModel: GridColumnVisibilityModel;
  onColumnVisibilityModelChange(model: GridColumnVisibilityModel): void;
}

/**
 * Saved views of the table, for the Vistas menu: `columns` are the fields of the
 * columns the administrator may hide, left out where the visible columns are not theirs.
 */
export interface TableViews {
  table: RememberedTable;
  /** The table as it is now, as a view to save. */
  current(columns?: readonly string[]): SavedViewState;
  /** Opens a saved view; returns the Spanish names of the parts the table no longer has. */
  open(saved: Record<string, unknown>, columns?: readonly string[]): string[];
}

export interface RememberedTableApi<Field extends string> {
  /** Paging and order as the API takes them (`setup`). */
  setup: { size: number; page: number; order: TableOrder<Field> | null };
  /** The applied filter, as saved (JSON); each screen reads its own fields back. */
  filter: JsonObject;
  applyFilter(filter: JsonObject): void;
  clearFilter(): void;
  /** Back to the first page (after a change of what the table lists). */
  toFirstPage(): void;
  grid: RememberedGridProps;
  views: TableViews;
}

const NO_ORDER_FIELDS: readonly never[] = [];

/** The "show inactive" switch a table's view carries: users (both tables) and centres. */
const SHOW_INACTIVE_OF: Partial<Record<RememberedTable, keyof ShowInactiveState>> = {
  users: 'users',
  centreUsers: 'users',
  centres: 'centres',
};

/**
 * A server-paged table whose page, page size, order and filter are kept in the `tables` slice,
 * saved under local storage key `state` (spec §7 "Setup and filter are also remembered
 * locally"): leaving the screen, or reloading, and coming back finds the table as it was left.
 */
export function useRememberedTable<Field extends string = never>(
  table: RememberedTable,
  { pageSizes, orderFields = NO_ORDER_FIELDS }: RememberedTableOptions<Field>,
): RememberedTableApi<Field> {
  const dispatch = useDispatch();
  const saved = useSelector(selectTable(table));
  const setup = usableSetup(saved.setup, pageSizes, orderFields);
  const { size, page } = setup;
  const orderField = setup.order?.field ?? null;
  const orderDirection = setup.order?.direction ?? null;

  // Stable models: a new array or object on every render makes the grid report a "change",
  // which would send the table back to the first page.
  const paginationModel = useMemo(() => ({ page, pageSize: size }), [page, size]);
  const sortModel: GridSortModel = useMemo(
    () => (orderField && orderDirection ? [{ field: orderField, sort: orderDirection }] : []),
    [orderField, orderDirection],
  );
  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => {
      if (model.page === page && model.pageSize === size) return;
      // Another page size starts again at the first page.
      const next = { size: model.pageSize, page: model.pageSize === size ? model.page : 0 };
      dispatch(tableSetupChanged({ table, setup: next }));
    },
    [dispatch, table, page, size],
  );
  const onSortModelChange = useCallback(
    (model: GridSortModel) => {
      const [first] = model;
      const field = orderFields.find((f) => f === first?.field) ?? null;
      const direction = field && first ? (first.sort ?? 'asc') : null;
      // Only a real change of order goes back to the first page.
      if (field === orderField && direction === orderDirection) return;
      const order = field && direction ? { field, direction } : null;
      dispatch(tableSetupChanged({ table, setup: { page: 0, order } }));
    },
    [dispatch, table, orderFields, orderField, orderDirection],
  );

  const applyFilter = useCallback(
    (filter: JsonObject) => dispatch(tableFilterApplied({ table, filter })),
    [dispatch, table],
  );
  const clearFilter = useCallback(() => dispatch(tableFilterCleared(table)), [dispatch, table]);
  const toFirstPage = useCallback(
    () => dispatch(tableSetupChanged({ table, setup: { page: 0 } })),
    [dispatch, table],
  );

  const hiddenColumns = saved.hiddenColumns;
  const columnVisibilityModel = useMemo(
    () => Object.fromEntries(hiddenColumns.map((field) => [field, false])),
    [hiddenColumns],
  );
  const onColumnVisibilityModelChange = useCallback(
    (model: GridColumnVisibilityModel) => {
      const hidden = Object.keys(model).filter((field) => model[field] === false);
      // Only a real change: the grid may report the model it was given.
      const same =
        hidden.length === hiddenColumns.length && hidden.every((f) => hiddenColumns.includes(f));
      if (!same) dispatch(tableColumnsChanged({ table, hiddenColumns: hidden }));
    },
    [dispatch, table, hiddenColumns],
  );

  const views = useTableViews(table, saved, pageSizes, orderFields);
  const pageSizeOptions = useMemo(() => [...pageSizes], [pageSizes]);

  return {
    setup,
    filter: saved.filter,
    applyFilter,
    clearFilter,
    toFirstPage,
    grid: {
      paginationMode: 'server',
      sortingMode: orderFields.length > 0 ? 'server' : 'client',
      disableColumnFilter: true,
      pageSizeOptions,
      paginationModel,
      onPaginationModelChange,
      sortModel,
      onSortModelChange,
      columnVisibilityModel,
      onColumnVisibilityModelChange,
    },
    views,
  };
}

/** Saving the table as a view and opening one (the Vistas menu). */
function useTableViews<Field extends string>(
  table: RememberedTable,
  saved: ReturnType<ReturnType<typeof selectTable>>,
  pageSizes: readonly number[],
  orderFields: readonly Field[],
): TableViews {
  const dispatch = useDispatch();
  const switchKey = SHOW_INACTIVE_OF[table];
  const showInactive = useSelector(selectShowInactive);
  const inactive = switchKey === undefined ? undefined : showInactive[switchKey];
  return useMemo(() => {
    const shape = (columns?: readonly string[]): TableShape<Field> => ({
      table,
      pageSizes,
      orderFields,
      ...(columns ? { columns } : {}),
      ...(inactive === undefined ? {} : { showInactive: inactive }),
    });
    return {
      table,
      current: (columns) => toViewState(saved, shape(columns)),
      open: (view, columns) => {
        const opened = fromViewState(view, shape(columns));
        dispatch(tableViewOpened({ table, view: opened.table }));
        if (switchKey !== undefined && opened.showInactive !== undefined)
          dispatch(showInactiveChanged({ table: switchKey, value: opened.showInactive }));
        return opened.dropped;
      },
    };
  }, [dispatch, table, saved, pageSizes, orderFields, inactive, switchKey]);
}

/**
 * The search box of a remembered table: it starts with the saved search, and what is typed
 * becomes the table's filter once typing pauses (300 ms), so each keystroke is not a request.
 * Returns the box's text and its setter; the search in force is `searchOf(table.filter)`.
 */
export function useRememberedSearch<Field extends string>(
  table: RememberedTableApi<Field>,
): [string, (text: string) => void] {
  const applied = searchOf(table.filter);
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  // A search set from outside the box (a saved view opened) is shown in it.
  if (shown !== applied) {
    setShown(applied);
    if (applied !== text.trim()) setText(applied);
  }
  const term = useDebounced(text.trim(), 300);
  const { applyFilter } = table;
  useEffect(() => {
    // Only once typing has settled: until then `term` may be the text the box showed before.
    if (term === text.trim() && term !== applied) applyFilter(term ? { search: term } : {});
  }, [term, text, applied, applyFilter]);
  return [text, setText];
}
