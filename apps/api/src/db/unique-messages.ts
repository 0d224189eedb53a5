import { CATALOGUE_MESSAGES } from '@eval/contracts/catalogue';
import { CENTRE_MESSAGES } from '@eval/contracts/centres';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import { SAVED_VIEW_MESSAGES } from '@eval/contracts/saved-views';
import { USER_MESSAGES } from '@eval/contracts/users';

/**
 * What a unique index's violation means to the client, by index name (db/schema). Services check
 * uniqueness before writing and answer 409 with these same texts; the index is what still
 * refuses the second of two requests that passed the check at the same moment, and this is how
 * that refusal reaches the client (plugins/error-replies.ts).
 */
const UNIQUE_INDEX_MESSAGES: Record<string, string> = {
  users_email_unique: USER_MESSAGES.emailTaken,
  centros_codigo_unique: CENTRE_MESSAGES.codeTaken,
  tipos_codigo_unique: CATALOGUE_MESSAGES.tipoCodigoTaken,
  preguntas_clave_num_unique: CATALOGUE_MESSAGES.numTaken,
  saved_views_name_unique: SAVED_VIEW_MESSAGES.nameTaken,
};

/**
 * The Spanish 409 message for a unique violation on `constraint`. A primary key computed by the
 * service (a new profile's id is the last one + 1) collides only when two creations run at
 * once: trying again succeeds, and the message says so.
 */
export function uniqueViolationMessage(constraint: string | undefined): string {
  if (constraint === undefined) return COMMON_MESSAGES.duplicate;
  if (constraint.endsWith('_pkey')) return COMMON_MESSAGES.concurrentChange;
  return UNIQUE_INDEX_MESSAGES[constraint] ?? COMMON_MESSAGES.duplicate;
}
