import { createAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@eval/contracts/auth';
import { createValueSlice } from './value-slice';

/**
 * The signed-in user as reactive state, so the route guard follows sign-in, logout and expiry.
 * It mirrors local storage key `user` (app/persistence.ts writes it back); it is not part of
 * the `state` key.
 */
export interface SessionState {
  user: SessionUser | null;
}

export const initialSessionState: SessionState = { user: null };

/** Logout: the root reducer resets the whole store to its initial state on this action. */
export const loggedOut = createAction('session/loggedOut');

export const sessionSlice = createValueSlice({
  name: 'session',
  initialState: initialSessionState,
  key: 'user',
  set: 'signedIn',
  /** The API answered 401 to a call other than login: the token is no longer accepted. */
  reset: 'sessionExpired',
});

export const { signedIn, sessionExpired } = sessionSlice.actions;

export const selectSessionUser = (state: { session: SessionState }): SessionUser | null =>
  state.session.user;
