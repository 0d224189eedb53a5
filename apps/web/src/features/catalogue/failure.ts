import { CATALOGUE_MESSAGES, type Removal } from '@eval/contracts/catalogue';

/** What the administrator is told after deleting a question or option. */
export const removalMessage = (removal: Removal): string =>
  removal.outcome === 'retired' ? CATALOGUE_MESSAGES.retired : CATALOGUE_MESSAGES.deleted;
