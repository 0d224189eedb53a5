import type { MailDelivery } from '@eval/contracts/emails';
import type { VariantType } from 'notistack';
import { notify } from '../../lib/notify';

export interface MailNoticeTexts {
  /** The spec's text, for a message that went out during the call. */
  sent: string;
  /** For a message the server could not deliver at once: it waits in the queue. */
  queued: string;
}

/**
 * What to tell the administrator after a call that e-mails someone. "Sent" only when the server
 * says the message went out; otherwise the queued text, as a warning, so nobody is told a mail
 * was sent when it sits in Correos enviados as not sent.
 */
export function mailNotice(
  mail: MailDelivery,
  texts: MailNoticeTexts,
): { message: string; variant: VariantType } {
  return mail.queued > 0
    ? { message: texts.queued, variant: 'warning' }
    : { message: texts.sent, variant: 'success' };
}

/** Shows {@link mailNotice} as a toast. */
export function notifyMail(mail: MailDelivery, texts: MailNoticeTexts): void {
  const { message, variant } = mailNotice(mail, texts);
  notify(message, { variant });
}
