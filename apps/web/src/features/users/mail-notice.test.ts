import { USER_MESSAGES } from '@eval/contracts/users';
import { describe, expect, it } from 'vitest';
import { mailNotice } from './mail-notice';

const created = { sent: USER_MESSAGES.created, queued: USER_MESSAGES.createdQueued };

describe('the toast after a call that sends e-mail', () => {
  it("uses the spec's text when the message went out", () => {
    expect(mailNotice({ sent: 1, queued: 0 }, created)).toEqual({
      message: 'Se ha creado el usuario y se le ha enviado un mail',
      variant: 'success',
    });
  });

  it('says the message is queued, as a warning, when it could not be delivered at once', () => {
    expect(mailNotice({ sent: 0, queued: 1 }, created)).toEqual({
      message:
        'Se ha creado el usuario; el correo queda en cola y se enviará en cuanto sea posible',
      variant: 'warning',
    });
    expect(
      mailNotice(
        { sent: 0, queued: 1 },
        { sent: USER_MESSAGES.passwordReset, queued: USER_MESSAGES.passwordResetQueued },
      ).message,
    ).toBe(
      'Se ha restablecido la contraseña del usuario; el correo queda en cola y se enviará en cuanto sea posible',
    );
  });
});
