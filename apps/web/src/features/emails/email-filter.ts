import dayjs, { type Dayjs } from 'dayjs';
import {
  sentEmailFilterSchema,
  type EmailStatusFilter,
  type SentEmailFilter,
} from '@eval/contracts/emails';
import type { JsonObject } from '../../lib/json';

/** What the filter form holds: texts, two days and the status. */
export interface EmailFilterForm {
  subject: string;
  receiver: string;
  from: Dayjs | null;
  to: Dayjs | null;
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
  if (form.from?.isValid()) filter.from = dayjs(form.from).startOf('day').toISOString();
  if (form.to?.isValid()) filter.to = dayjs(form.to).endOf('day').toISOString();
  if (form.status !== 'all') filter.status = form.status;
  return filter;
}

/**
 * The remembered filter read back (spec §7): what the server would refuse, e.g. a state written
 * by an older version, is dropped rather than sent.
 */
export function readSentEmailFilter(saved: JsonObject): SentEmailFilter {
  const parsed = sentEmailFilterSchema.safeParse(saved);
  return parsed.success ? parsed.data : {};
}

/** The form showing an applied filter: its texts, its days and its status. */
export function formOfSentEmailFilter(filter: SentEmailFilter): EmailFilterForm {
  return {
    subject: filter.subject ?? '',
    receiver: filter.receiver ?? '',
    from: filter.from ? dayjs(filter.from) : null,
    to: filter.to ? dayjs(filter.to) : null,
    status: filter.status ?? 'all',
  };
}

export { viewerDocument } from '../../lib/mail-viewer';
