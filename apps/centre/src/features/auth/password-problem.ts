import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from '@eval/contracts/passwords';
import { serverMessage } from '../../lib/api-errors';

/** A problem with a new password the app can name in the user's language. */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'edgeSpaces' | 'mismatch' | 'invalidLink';

/** The shape checks made before sending (the server checks the rest, e.g. guessable ones). */
export function passwordShapeProblem(password: string, repeated: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (password.trim() !== password) return 'edgeSpaces';
  if (password !== repeated) return 'mismatch';
  return null;
}

/**
 * A refused set-password call: a known Spanish message becomes the problem it names (so it is
 * shown translated); any other server message (a guessable password, say) is shown as sent.
 */
export function setPasswordFailure(error: unknown): PasswordProblem | { message: string } | null {
  const message = serverMessage(error);
  if (!message) return null;
  const known: [string, PasswordProblem][] = [
    [PASSWORD_MESSAGES.invalidLink, 'invalidLink'],
    [PASSWORD_MESSAGES.tooShort, 'tooShort'],
    [PASSWORD_MESSAGES.tooLong, 'tooLong'],
    [PASSWORD_MESSAGES.edgeSpaces, 'edgeSpaces'],
  ];
  return known.find(([text]) => text === message)?.[1] ?? { message };
}
