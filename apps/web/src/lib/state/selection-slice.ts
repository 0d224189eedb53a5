import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The selected centre and key (spec §3). Shared by several screens (the users table narrows to
 * the selected centre, the centres table selects it), so it lives in app/ rather than a feature.
 */
export interface SelectionState {
  selectedCentre: number | null;
  selectedKey: number | null;
}

export const initialSelectionState: SelectionState = { selectedCentre: null, selectedKey: null };

export const selectionSlice = createSlice({
  name: 'selection',
  initialState: initialSelectionState,
  reducers: {
    centreSelected(state, action: PayloadAction<number | null>) {
      state.selectedCentre = action.payload;
    },
    keySelected(state, action: PayloadAction<number | null>) {
      state.selectedKey = action.payload;
    },
  },
});

export const { centreSelected, keySelected } = selectionSlice.actions;

export const selectSelectedCentre = (state: { selection: SelectionState }) =>
  state.selection.selectedCentre;
export const selectSelectedKey = (state: { selection: SelectionState }) =>
  state.selection.selectedKey;
