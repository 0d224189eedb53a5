import { describe, expect, it } from 'vitest';
import { selectShowInactive, showInactiveChanged, showInactiveSlice } from './show-inactive-slice';

describe('show-inactive slice (spec §3)', () => {
  it('hides inactive users and centres by default', () => {
    expect(showInactiveSlice.reducer(undefined, { type: 'init' })).toEqual({
      users: false,
      centres: false,
    });
  });

  it('changes one table flag at a time', () => {
    const state = showInactiveSlice.reducer(
      undefined,
      showInactiveChanged({ table: 'centres', value: true }),
    );
    expect(selectShowInactive({ showInactive: state })).toEqual({ users: false, centres: true });
  });
});
