import nodemailer from 'nodemailer';

/** One message ready to hand to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** What the outbox needs from a mail transport; null config means "no SMTP". */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Bounds on every SMTP conversation, so a silent server cannot hold a request or the worker
 * for nodemailer's default two minutes.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * A nodemailer transport over `smtpUrl` (smtp:// or smtps://, credentials in the URL), or null
 * when no SMTP server is configured: messages are then recorded as not sent (domain.md).
 */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer | null {
  if (!smtpUrl) return null;
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // A local relay without TLS is allowed; smtps:// or STARTTLS are used when offered.
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    ...TIMEOUTS,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
