import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  AUDIT_PAGE_SIZES,
  CENTRE_PAGE_SIZES,
  CENTRE_USERS_PAGE_SIZES,
  EMAIL_PAGE_SIZES,
  QUIZ_PAGE_SIZES,
  SAVED_VIEW_TABLES,
} from '@eval/contracts/client-constants';
import type { Setup } from '@eval/contracts/common';
import type { JsonObject } from '../json';
import { USER_DEFAULT_HIDDEN_COLUMNS } from './user-default-columns';
import { centreSelected } from './selection-slice';

/**
 * The server-paged tables whose setup and filter are remembered locally (spec §7). Gestión de
 * usuarios is two tables: every user (pages of 10, 20, 50) and, with a centre selected, that
 * centre's users (spec §9: pages of 5 or 10), each remembered on its own. They are the tables
 * an administrator can save named views of, so the contracts' list serves both.
 */
export const REMEMBERED_TABLES = SAVED_VIEW_TABLES;
export type RememberedTable = (typeof REMEMBERED_TABLES)[number];

/**
 * One table's paging and order (`setup`, as the API takes it), its applied filter (JSON) and
 * the columns the administrator hid (by field).
 */
export interface TableState {
  setup: Setup;
  filter: JsonObject;
  hiddenColumns: string[];
}
export type TablesState = Record<RememberedTable, TableState>;

const firstPage = (size: number): TableState => ({
  setup: { size, page: 0, order: null },
  filter: {},
  hiddenColumns: [],
});

/**
 * Each table's first visit: page 0 with its default size (spec §9: 5 for the follow-up, e-mail
 * and users-by-centre tables; 10 for users and centres; 20 for the audit log) and no filter.
 */
export const initialTablesState: TablesState = {
  quizzes: firstPage(QUIZ_PAGE_SIZES[0]),
  // Gestión de usuarios starts with the columns that fit 1,366 px.
  users: { ...firstPage(10), hiddenColumns: [...USER_DEFAULT_HIDDEN_COLUMNS] },
  centreUsers: {
    ...firstPage(CENTRE_USERS_PAGE_SIZES[0]),
    hiddenColumns: [...USER_DEFAULT_HIDDEN_COLUMNS],
  },
  centres: firstPage(CENTRE_PAGE_SIZES[0]),
  sentEmails: firstPage(EMAIL_PAGE_SIZES[0]),
  audit: firstPage(AUDIT_PAGE_SIZES[1]),
};

export const tablesSlice = createSlice({
  name: 'tables',
  initialState: initialTablesState,
  reducers: {
    tableSetupChanged(
      state,
      action: PayloadAction<{ table: RememberedTable; setup: Partial<Setup> }>,
    ) {
      const table = state[action.payload.table];
      table.setup = { ...table.setup, ...action.payload.setup };
    },
    /** A new filter starts again at the first page: a later page may not exist in it. */
    tableFilterApplied(
      state,
      action: PayloadAction<{ table: RememberedTable; filter: JsonObject }>,
    ) {
      const table = state[action.payload.table];
      table.filter = action.payload.filter;
      table.setup.page = 0;
    },
    tableFilterCleared(state, action: PayloadAction<RememberedTable>) {
      const table = state[action.payload];
      table.filter = {};
      table.setup.page = 0;
    },
    tableColumnsChanged(
      state,
      action: PayloadAction<{ table: RememberedTable; hiddenColumns: string[] }>,
    ) {
      state[action.payload.table].hiddenColumns = action.payload.hiddenColumns;
    },
    /** A saved view opened: its setup, filter and columns, at the first page. */
    tableViewOpened(
      state,
      action: PayloadAction<{
        table: RememberedTable;
        view: Omit<TableState, 'setup'> & {
          setup: Omit<Setup, 'page'>;
        };
      }>,
    ) {
      const { setup, filter, hiddenColumns } = action.payload.view;
      state[action.payload.table] = { setup: { ...setup, page: 0 }, filter, hiddenColumns };
    },
  },
  extraReducers: (builder) => {
    // Another centre's users are other users: their table starts at its first page.
    builder.addCase(centreSelected, (state) => {
      state.centreUsers.setup.page = 0;
    });
  },
});

export const {
  tableSetupChanged,
  tableFilterApplied,
  tableFilterCleared,
  tableColumnsChanged,
  tableViewOpened,
} = tablesSlice.actions;

export const selectTable =
  (table: RememberedTable) =>
  (state: { tables: TablesState }): TableState =>
    state.tables[table];
