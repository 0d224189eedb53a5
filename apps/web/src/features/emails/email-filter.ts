import dayjs, { type Dayjs } from 'dayjs';
import type { EmailStatusFilter, SentEmailFilter } from '@eval/contracts/emails';

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
 * The HTML shown in the viewer: the stored body behind a policy that forbids every load and
 * script. The frame is also sandboxed with no permissions; this covers what the sandbox does
 * not (images or styles from other sites).
 */
export function viewerDocument(html: string): string {
  const policy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">${html}`;
}
