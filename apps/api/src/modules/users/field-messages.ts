import { USER_FIELD_MESSAGES } from '@eval/contracts/users';

/** The user fields' own texts: a 400 of the user writes answers the first of them as its message. */
export const PLAIN_FIELD_MESSAGES: readonly string[] = Object.values(USER_FIELD_MESSAGES);
