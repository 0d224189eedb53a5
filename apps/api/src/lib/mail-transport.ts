import nodemailer from 'nodemailer';

/** One message ready to hand to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The sender's display name for this message (its language's); else MAIL_FROM's as it is. */
  fromName?: string;
  /**
   * Left-hand part of the Message-ID (`sent-42.x1y2`); the transport adds the sender's domain.
   * The same key on every attempt lets the receiving side recognise a retry (see messageIdFor).
   */
  messageKey?: string;
}

/** What the outbox needs from a mail transport; null config means "no SMTP". */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Limits, in milliseconds, on the phases of one SMTP conversation. */
export interface SmtpTimeouts {
  /** From the start of the TCP connection to the greeting (nodemailer counts both). */
  connectionTimeout: number;
  /** Waiting for the server's 220 greeting once connected. */
  greetingTimeout: number;
  /** Silence allowed on an established connection, e.g. waiting for the reply after DATA. */
  socketTimeout: number;
}

/**
 * Bounds on every SMTP conversation, so a silent server cannot hold a request or the worker
 * for nodemailer's default two minutes. Kept well below the outbox's claim (LOCK_SECONDS).
 */
export const DEFAULT_SMTP_TIMEOUTS: Readonly<SmtpTimeouts> = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

const TIMEOUT_NAMES = Object.keys(DEFAULT_SMTP_TIMEOUTS) as (keyof SmtpTimeouts)[];
// One send then ends within about a minute, well inside the outbox's 120 s claim.
const MAX_TIMEOUT_MS = 30_000;

/**
 * Timeouts given as query parameters of SMTP_URL (`?socketTimeout=5000`), nodemailer's own
 * convention for connection URLs. An operator can tune them, and tests can shorten them,
 * without another setting. A bad value stops start-up rather than being ignored.
 */
function timeoutsFromUrl(url: URL): Partial<SmtpTimeouts> {
  const found: Partial<SmtpTimeouts> = {};
  for (const name of TIMEOUT_NAMES) {
    const raw = url.searchParams.get(name);
    if (raw === null) continue;
    const ms = Number(raw);
    if (!Number.isInteger(ms) || ms < 1 || ms > MAX_TIMEOUT_MS) {
      throw new Error(`SMTP_URL: ${name} must be a whole number of milliseconds, 1–30000`);
    }
    found[name] = ms;
  }
  return found;
}

/** The domain of the sender address in MAIL_FROM (`Name <a@b.example>` or `a@b.example`). */
export function senderDomain(from: string): string {
  const match = /@([^\s<>@]+?)>?\s*$/.exec(from.trim());
  return match?.[1]?.toLowerCase() ?? 'localhost';
}

/** The address part of MAIL_FROM (`Name <a@b.example>` or `a@b.example`). */
export function senderAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from.trim())?.[1]?.trim() ?? from.trim();
}

/**
 * The Message-ID for `key` (the outbox's messageKeyOf) in the sender's domain. Not a host name:
 * a retry may be made by another instance and must carry the same Message-ID.
 */
export function messageIdFor(key: string, from: string): string {
  return `<${key}@${senderDomain(from)}>`;
}

/** Reasons recorded in `sent_emails.error` and shown to administrators ("Motivo"). */
export const SMTP_FAILURES = {
  refused: 'No se pudo conectar con el servidor de correo',
  notFound: 'No se encontró el servidor de correo',
  connectTimeout: 'El servidor de correo no aceptó la conexión a tiempo',
  greetingTimeout: 'El servidor de correo aceptó la conexión pero no respondió a tiempo',
  silent: 'El servidor de correo dejó de responder durante el envío',
  dropped: 'El servidor de correo cortó la conexión durante el envío',
  closed: 'El servidor de correo cerró la conexión',
  greeting: 'El servidor de correo rechazó la conexión',
  sender: 'El servidor de correo rechazó el remitente',
  recipient: 'El servidor de correo rechazó el destinatario',
  message: 'El servidor de correo rechazó el mensaje',
  auth: 'El servidor de correo rechazó el usuario o la contraseña de SMTP_URL',
  tls: 'Falló la conexión cifrada (TLS) con el servidor de correo',
  other: 'Error al enviar el correo',
} as const;

/** The fields nodemailer adds to its errors. */
interface SmtpError extends Error {
  code?: string;
  originalCode?: string;
  response?: string;
  command?: string;
  timeoutType?: string;
}

function reasonOf(e: SmtpError): string {
  switch (e.code) {
    case 'ETIMEDOUT':
      if (e.timeoutType === 'CONNECT_TIMEOUT') return SMTP_FAILURES.connectTimeout;
      return e.timeoutType === 'GREETING_TIMEOUT'
        ? SMTP_FAILURES.greetingTimeout
        : SMTP_FAILURES.silent;
    case 'ECONNECTION':
      return e.response ? SMTP_FAILURES.closed : SMTP_FAILURES.dropped;
    case 'ESOCKET':
      return e.originalCode === 'ECONNRESET' || e.originalCode === 'EPIPE'
        ? SMTP_FAILURES.dropped
        : SMTP_FAILURES.refused;
    case 'EDNS':
      return SMTP_FAILURES.notFound;
    case 'EENVELOPE':
      return e.command === 'MAIL FROM' ? SMTP_FAILURES.sender : SMTP_FAILURES.recipient;
    case 'EMESSAGE':
      return SMTP_FAILURES.message;
    case 'EPROTOCOL':
      return e.command === 'CONN' && e.response ? SMTP_FAILURES.greeting : SMTP_FAILURES.other;
    case 'EAUTH':
      return SMTP_FAILURES.auth;
    case 'ETLS':
      return SMTP_FAILURES.tls;
    default:
      return SMTP_FAILURES.other;
  }
}

/**
 * A Spanish reason for a failed attempt, for the administrators' tracker, with the server's
 * reply or the error code in brackets for whoever diagnoses it. nodemailer's own messages are
 * English (domain.md: the reason is recorded; the panel is in Spanish), so they are not shown.
 */
export function describeSmtpFailure(error: unknown): string {
  if (!(error instanceof Error)) return SMTP_FAILURES.other;
  const e = error as SmtpError;
  const detail = e.response?.trim().slice(0, 300) ?? e.originalCode ?? e.code;
  return detail ? `${reasonOf(e)} (${detail})` : reasonOf(e);
}

/**
 * A nodemailer transport over `smtpUrl` (smtp:// or smtps://, credentials in the URL), or null
 * when no SMTP server is configured: messages are then recorded as not sent (domain.md).
 * Timeouts: `timeouts`, else the URL's query parameters, else DEFAULT_SMTP_TIMEOUTS.
 * `pool`: keep one connection open and send message after message over it (campaigns).
 * A failed send rejects with a Spanish reason (describeSmtpFailure); the original is its cause.
 */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  timeouts: Partial<SmtpTimeouts> = {},
  options: { pool?: boolean } = {},
): Mailer | null {
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
    ...DEFAULT_SMTP_TIMEOUTS,
    ...timeoutsFromUrl(url),
    ...timeouts,
    // Campaigns: one connection reused for message after message instead of one per message.
    ...(options.pool ? { pool: true, maxConnections: 1, maxMessages: 500 } : {}),
  });
  return {
    async send({ messageKey, fromName, ...mail }) {
      try {
        await transport.sendMail({
          // nodemailer quotes and encodes the name (RFC 2047) from the object form.
          from: fromName ? { name: fromName, address: senderAddress(from) } : from,
          ...mail,
          ...(messageKey ? { messageId: messageIdFor(messageKey, from) } : {}),
        });
      } catch (error) {
        throw new Error(describeSmtpFailure(error), { cause: error });
      }
    },
    close: () => transport.close(),
  };
}
