import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { JsonObject, JsonValue } from '../../lib/json';

/**
 * The user area's client state (spec §3): the last created user, password reset and mass
 * registration results and their errors. Shapes follow the users contract once it exists.
 */
export interface UsersState {
  newUser: JsonObject | null;
  newUserError: string | null;
  resetPassword: JsonValue;
  resetPasswordError: string | null;
  massRegistration: JsonValue;
  massRegistrationError: string | null;
}

export const initialUsersState: UsersState = {
  newUser: null,
  newUserError: null,
  resetPassword: null,
  resetPasswordError: null,
  massRegistration: null,
  massRegistrationError: null,
};

export const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {
    newUserCreated(state, action: PayloadAction<JsonObject>) {
      state.newUser = action.payload;
      state.newUserError = null;
    },
    newUserFailed(state, action: PayloadAction<string>) {
      state.newUserError = action.payload;
    },
    passwordReset(state, action: PayloadAction<JsonValue>) {
      state.resetPassword = action.payload;
      state.resetPasswordError = null;
    },
    passwordResetFailed(state, action: PayloadAction<string>) {
      state.resetPasswordError = action.payload;
    },
    massRegistrationDone(state, action: PayloadAction<JsonValue>) {
      state.massRegistration = action.payload;
      state.massRegistrationError = null;
    },
    massRegistrationFailed(state, action: PayloadAction<string>) {
      state.massRegistrationError = action.payload;
    },
    usersAreaCleared() {
      return initialUsersState;
    },
  },
});

export const {
  newUserCreated,
  newUserFailed,
  passwordReset,
  passwordResetFailed,
  massRegistrationDone,
  massRegistrationFailed,
  usersAreaCleared,
} = usersSlice.actions;

export const selectUsersArea = (state: { users: UsersState }) => state.users;
