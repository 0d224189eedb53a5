import {
  sentEmailFilterSchema,
  type EmailStatusFilter,
  type SentEmailFilter,
} from '@eval/contracts/emails';
import { readRememberedFilter } from '../../lib/state/table-setup';
import { dayRangeFilter, dayRangeOf, type DayRange } from '../../lib/dates';
import type { JsonObject } from '../../lib/json';

/** What the filter form holds: texts, two days and the status. */
export interface EmailFilterForm extends DayRange {
  subject: string;
  receiver: string;
  status: EmailStatusFilter;
}

export const EMPTY_EMAIL_FILTER: EmailFilterForm = {
  subject: '',
  receiver: '',
  from: null,
  to: null,
  status: 'all',
};

/**
 * The `filter` sent to the server: empty texts left out, the "from" day expanded to its start
 * and the "to" day to its end (spec §5), status "all" left out.
 */
export function toSentEmailFilter(form: EmailFilterForm): SentEmailFilter {
  const filter: SentEmailFilter = {};
  if (form.subject.trim()) filter.subject = form.subject.trim();
  if (form.receiver.trim()) filter.receiver = form.receiver.trim();
  Object.assign(filter, dayRangeFilter(form));
  if (form.status !== 'all') filter.status = form.status;
  return filter;
}

/** The remembered filter read back (spec §7); what the server would refuse is dropped. */
export function readSentEmailFilter(saved: JsonObject): SentEmailFilter {
  return readRememberedFilter(sentEmailFilterSchema, saved);
}

/** The form showing an applied filter: its texts, its days and its status. */
export function formOfSentEmailFilter(filter: SentEmailFilter): EmailFilterForm {
  return {
    subject: filter.subject ?? '',
    receiver: filter.receiver ?? '',
    ...dayRangeOf(filter),
    status: filter.status ?? 'all',
  };
}

export { viewerDocument } from '../../lib/mail-viewer';
