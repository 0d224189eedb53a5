import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Whether the users and centres tables also list inactive rows (activo = 0), spec §3. */
export interface ShowInactiveState {
  users: boolean;
  centres: boolean;
}

export const initialShowInactiveState: ShowInactiveState = { users: false, centres: false };

export const showInactiveSlice = createSlice({
  name: 'showInactive',
  initialState: initialShowInactiveState,
  reducers: {
    showInactiveChanged(
      state,
      action: PayloadAction<{ table: keyof ShowInactiveState; value: boolean }>,
    ) {
      state[action.payload.table] = action.payload.value;
    },
  },
});

export const { showInactiveChanged } = showInactiveSlice.actions;

export const selectShowInactive = (state: { showInactive: ShowInactiveState }) =>
  state.showInactive;
