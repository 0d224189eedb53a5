import { describe, expect, it } from 'vitest';
import { centreSelected } from './selection-slice';
import {
  initialTablesState,
  selectTable,
  tableFilterApplied,
  tableFilterCleared,
  tableSetupChanged,
  tablesSlice,
} from './tables-slice';

const reduce = tablesSlice.reducer;

describe('tables slice (setup and filter of every server-paged table, spec §7)', () => {
  it('starts each table at page 0 with its default size (spec §9) and no filter', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(state).toEqual(initialTablesState);
    expect(state.quizzes.setup).toEqual({ size: 5, page: 0, order: null });
    expect(state.sentEmails.setup).toEqual({ size: 5, page: 0, order: null });
    expect(state.users.setup).toEqual({ size: 10, page: 0, order: null });
    expect(state.centreUsers.setup).toEqual({ size: 5, page: 0, order: null });
    expect(state.centres.setup).toEqual({ size: 10, page: 0, order: null });
    expect(state.audit.setup).toEqual({ size: 20, page: 0, order: null });
    expect(Object.values(state).every((table) => Object.keys(table.filter).length === 0)).toBe(
      true,
    );
  });

  it('changes one table’s paging and ordering, leaving the others alone', () => {
    const order = { field: 'nombre', direction: 'desc' } as const;
    const state = reduce(
      undefined,
      tableSetupChanged({ table: 'centres', setup: { page: 2, size: 50, order } }),
    );
    expect(selectTable('centres')({ tables: state }).setup).toEqual({ size: 50, page: 2, order });
    expect(state.users).toBe(initialTablesState.users);
  });

  it('goes back to the first page when a filter is applied or cleared', () => {
    const paged = reduce(undefined, tableSetupChanged({ table: 'users', setup: { page: 3 } }));
    const filtered = reduce(
      paged,
      tableFilterApplied({ table: 'users', filter: { search: 'ana' } }),
    );
    expect(filtered.users).toEqual({
      setup: { size: 10, page: 0, order: null },
      filter: { search: 'ana' },
      hiddenColumns: initialTablesState.users.hiddenColumns,
    });
    const again = reduce(filtered, tableSetupChanged({ table: 'users', setup: { page: 1 } }));
    const cleared = reduce(again, tableFilterCleared('users'));
    expect(cleared.users.filter).toEqual({});
    expect(cleared.users.setup.page).toBe(0);
  });

  it('starts a newly selected centre’s users at their first page', () => {
    let state = reduce(undefined, tableSetupChanged({ table: 'centreUsers', setup: { page: 4 } }));
    state = reduce(state, tableSetupChanged({ table: 'users', setup: { page: 4 } }));
    state = reduce(state, tableSetupChanged({ table: 'centres', setup: { page: 4 } }));
    const scoped = reduce(state, centreSelected(40));
    expect(scoped.centreUsers.setup.page).toBe(0);
    // Every user's table, and the centres table the row was clicked in, stay where they were.
    expect(scoped.users.setup.page).toBe(4);
    expect(scoped.centres.setup.page).toBe(4);
  });
});
