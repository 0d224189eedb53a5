import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@eval/contracts/auth';
import { clearStoredUser, readStoredUser, storeUser } from './session';

export interface SessionState {
  user: SessionUser | null;
  /** Set when the server ended the session (a 401): the sign-in page says so. */
  expired: boolean;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ user: readStoredUser(), expired: false }),
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      storeUser(action.payload);
      state.user = action.payload;
      state.expired = false;
    },
    signedOut(state) {
      clearStoredUser();
      state.user = null;
    },
    sessionExpired(state) {
      clearStoredUser();
      state.user = null;
      state.expired = true;
    },
  },
});

export const { signedIn, signedOut, sessionExpired } = sessionSlice.actions;
