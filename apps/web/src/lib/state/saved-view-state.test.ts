import { USER_ORDER_FIELDS } from '@eval/contracts/users';
import { savedViewStateSchema } from '@eval/contracts/saved-views';
import { USER_DEFAULT_HIDDEN_COLUMNS } from './user-default-columns';
import { describe, expect, it } from 'vitest';
import {
  fromViewState,
  toViewState,
  VIEW_FILTER_FIELDS,
  type TableShape,
} from './saved-view-state';
import {
  initialTablesState,
  tableColumnsChanged,
  tableViewOpened,
  tablesSlice,
  type TableState,
} from './tables-slice';

const users: TableShape<(typeof USER_ORDER_FIELDS)[number]> = {
  table: 'users',
  pageSizes: [10, 20, 50],
  orderFields: USER_ORDER_FIELDS,
  columns: ['nombre', 'email', 'telefono'],
  showInactive: true,
};

const table: TableState = {
  setup: { size: 20, page: 3, order: { field: 'email', direction: 'desc' } },
  filter: { search: 'garcía' },
  hiddenColumns: ['telefono', 'old'],
};

describe('saved view state', () => {
  it('saves filter, order, size, hidden columns and the inactive switch, not the page', () => {
    const state = toViewState(table, users);
    expect(state).toEqual({
      filter: { search: 'garcía' },
      order: { field: 'email', direction: 'desc' },
      size: 20,
      hiddenColumns: ['telefono'],
      showInactive: true,
    });
    // What the web app saves is what the server accepts.
    expect(savedViewStateSchema.safeParse(state).success).toBe(true);
  });

  it('leaves columns and the switch out for a table without them', () => {
    const state = toViewState(table, { table: 'quizzes', pageSizes: [5, 10, 20], orderFields: [] });
    expect(state).toEqual({
      filter: table.filter,
      order: table.setup.order,
      size: 20,
      hiddenColumns: [],
    });
  });

  it('opens a view saved from the same table as it was saved, with nothing left out', () => {
    const opened = fromViewState(toViewState(table, users), users);
    expect(opened).toEqual({
      table: {
        setup: { size: 20, order: { field: 'email', direction: 'desc' } },
        filter: { search: 'garcía' },
        hiddenColumns: ['telefono'],
      },
      showInactive: true,
      dropped: [],
    });
  });

  it('leaves out, and names, a filter field, an order or a column the table no longer has', () => {
    const opened = fromViewState(
      {
        filter: { search: 'ana', perfil: 2 },
        order: { field: 'cargo_antiguo', direction: 'asc' },
        size: 100,
        hiddenColumns: ['email', 'fax'],
      },
      users,
    );
    expect(opened.table).toEqual({
      setup: { size: 10, order: null },
      filter: { search: 'ana' },
      hiddenColumns: ['email'],
    });
    expect(opened.showInactive).toBeUndefined();
    expect(opened.dropped).toEqual([
      'filtro «perfil»',
      'orden por «cargo_antiguo»',
      '100 filas por página',
      'columna «fax»',
    ]);
  });

  it('opens whatever a malformed view still says, never failing', () => {
    const opened = fromViewState({ filter: 'x', order: 'y', size: 'z', hiddenColumns: 3 }, users);
    expect(opened.table).toEqual({
      setup: { size: 10, order: null },
      filter: {},
      hiddenColumns: [],
    });
  });

  it('knows the filter fields of every remembered table', () => {
    expect(Object.keys(VIEW_FILTER_FIELDS).sort()).toEqual(Object.keys(initialTablesState).sort());
    expect(VIEW_FILTER_FIELDS.audit).toContain('entity');
    expect(VIEW_FILTER_FIELDS.sentEmails).toContain('receiver');
  });
});

describe('tables slice: columns and views', () => {
  const reduce = tablesSlice.reducer;
  it('remembers hidden columns per table', () => {
    const state = reduce(
      undefined,
      tableColumnsChanged({ table: 'centres', hiddenColumns: ['cp'] }),
    );
    expect(state.centres.hiddenColumns).toEqual(['cp']);
    // Gestión de usuarios starts with its default set hidden.
    expect(state.users.hiddenColumns).toEqual([...USER_DEFAULT_HIDDEN_COLUMNS]);
    expect(state.users.hiddenColumns).toContain('codigo');
  });

  it('opens a view at the first page, replacing setup, filter and columns', () => {
    let state = reduce(
      undefined,
      tableColumnsChanged({ table: 'users', hiddenColumns: ['email'] }),
    );
    state = reduce(
      state,
      tableViewOpened({
        table: 'users',
        view: { setup: { size: 50, order: null }, filter: { search: 'x' }, hiddenColumns: [] },
      }),
    );
    expect(state.users).toEqual({
      setup: { size: 50, page: 0, order: null },
      filter: { search: 'x' },
      hiddenColumns: [],
    });
  });
});
