import { describe, expect, it } from 'vitest';
import {
  centreSelected,
  keySelected,
  selectSelectedCentre,
  selectSelectedKey,
  selectionSlice,
} from './selection-slice';

describe('selection slice (selected centre and key, spec §3)', () => {
  it('starts with nothing selected', () => {
    expect(selectionSlice.reducer(undefined, { type: 'init' })).toEqual({
      selectedCentre: null,
      selectedKey: null,
    });
  });

  it('selects and clears a centre and a key independently', () => {
    let state = selectionSlice.reducer(undefined, centreSelected(12));
    state = selectionSlice.reducer(state, keySelected(3));
    expect(selectSelectedCentre({ selection: state })).toBe(12);
    expect(selectSelectedKey({ selection: state })).toBe(3);
    state = selectionSlice.reducer(state, centreSelected(null));
    expect(state).toEqual({ selectedCentre: null, selectedKey: 3 });
  });
});
