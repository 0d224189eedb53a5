import { describe, expect, it } from 'vitest';
import {
  initialUsersState,
  massRegistrationDone,
  massRegistrationFailed,
  newUserCreated,
  newUserFailed,
  passwordReset,
  passwordResetFailed,
  usersAreaCleared,
  usersSlice,
} from './slice';

const reduce = usersSlice.reducer;

describe('users slice (user area state, spec §3)', () => {
  it('starts empty', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual(initialUsersState);
  });

  it('keeps the new user and its error; a success clears the error', () => {
    const failed = reduce(undefined, newUserFailed('Correo repetido'));
    expect(failed.newUserError).toBe('Correo repetido');
    const created = reduce(failed, newUserCreated({ id: 7, email: 'a@b.es' }));
    expect(created.newUser).toEqual({ id: 7, email: 'a@b.es' });
    expect(created.newUserError).toBeNull();
  });

  it('keeps the reset-password result and error', () => {
    const failed = reduce(undefined, passwordResetFailed('No existe'));
    expect(failed.resetPasswordError).toBe('No existe');
    const done = reduce(failed, passwordReset({ id: 7 }));
    expect(done).toMatchObject({ resetPassword: { id: 7 }, resetPasswordError: null });
  });

  it('keeps the mass-registration result and error', () => {
    const failed = reduce(undefined, massRegistrationFailed('Fichero vacío'));
    expect(failed.massRegistrationError).toBe('Fichero vacío');
    const done = reduce(failed, massRegistrationDone({ created: 3, rejected: [] }));
    expect(done).toMatchObject({
      massRegistration: { created: 3, rejected: [] },
      massRegistrationError: null,
    });
    expect(reduce(done, usersAreaCleared())).toEqual(initialUsersState);
  });
});
