import { z } from 'zod';
import {
  dataEnvelope,
  dateRangeFilterFields,
  idParamsSchema,
  labelledCodes,
  pagedEnvelope,
  setupOrderedBy,
} from './common';

/** Status filter of the sent e-mail tracker (spec §2): all, sent or not sent. */
export const [EMAIL_STATUS_FILTERS, EMAIL_STATUS_LABELS] = labelledCodes({
  all: 'Todos',
  sent: 'Enviado',
  notSent: 'No enviado',
});
export type EmailStatusFilter = (typeof EMAIL_STATUS_FILTERS)[number];

export { EMAIL_PAGE_SIZES } from './client-constants';

/** A recorded e-mail (spec §3 Sent e-mail). */
export const sentEmailSchema = z.object({
  id: z.number().int(),
  receiver: z.string(),
  subject: z.string(),
  /** When the message was last attempted (or recorded, before any attempt). */
  sent_at: z.string(),
  status: z.boolean(),
  html: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** When the worker will try again; null when sent or given up. */
  next_attempt_at: z.string().nullable(),
  campaign_id: z.number().int().nullable(),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;

/**
 * What a recorded message's state reads as: "Enviado"; "En cola" while it waits for
 * its first attempt (a campaign's messages right after the run); otherwise "No enviado" (an
 * attempt failed: retried later, given up or cancelled, the reason beside it).
 */
export function sentEmailStatusLabel(
  mail: Pick<SentEmail, 'status' | 'attempts' | 'next_attempt_at'>,
): string {
  if (mail.status) return EMAIL_STATUS_LABELS.sent;
  return mail.attempts === 0 && mail.next_attempt_at !== null
    ? SENT_EMAIL_QUEUED_LABEL
    : EMAIL_STATUS_LABELS.notSent;
}
export const SENT_EMAIL_QUEUED_LABEL = 'En cola';

/** The tracker's columns as Correos enviados names them; the personal-data export reuses them. */
export const SENT_EMAIL_COLUMN_LABELS = {
  receiver: 'Destinatario',
  subject: 'Asunto',
  sent_at: 'Fecha',
  status: 'Estado',
  error: 'Motivo',
  attempts: 'Intentos',
} as const;

/** `filter` of GET /v15/sent-emails. Dates are ISO instants; the client expands days. */
export const sentEmailFilterSchema = z.strictObject({
  subject: z.string().trim().max(200).optional(),
  receiver: z.string().trim().max(254).optional(),
  ...dateRangeFilterFields,
  status: z.enum(EMAIL_STATUS_FILTERS).optional(),
  /** Only the messages of one reminder campaign (Campañas → "Ver correos"). */
  campaignId: z.number().int().positive().optional(),
});
export type SentEmailFilter = z.infer<typeof sentEmailFilterSchema>;

export const SENT_EMAIL_ORDER_FIELDS = ['sent_at', 'receiver', 'subject', 'status'] as const;
export const sentEmailSetupSchema = setupOrderedBy(SENT_EMAIL_ORDER_FIELDS);
export type SentEmailSetup = z.infer<typeof sentEmailSetupSchema>;

/** GET /v15/sent-emails response: the page and the total count. */
export const sentEmailsResponseSchema = pagedEnvelope(sentEmailSchema);
export type SentEmailsResponse = z.infer<typeof sentEmailsResponseSchema>;
export const sentEmailResponseSchema = dataEnvelope(sentEmailSchema);
export const sentEmailParamsSchema = idParamsSchema;

export const EMAIL_MESSAGES = {
  notFound: 'El correo no existe.',
  alreadySent: 'El correo ya se envió; solo se pueden reenviar los no enviados.',
  busy: 'El correo se está enviando en este momento. Inténtelo de nuevo en unos segundos.',
  resent: 'Se ha reenviado el correo',
  resendFailed: 'No se ha podido reenviar el correo',
  smtpUnset: 'No hay servidor de correo configurado (SMTP_URL).',
  userGone: 'El usuario destinatario ya no existe.',
  /** A scoped administrator named an e-mail to someone outside their communities. */
  outOfScope: 'Ese correo se envió a una persona fuera de su ámbito.',
  /** Written by migration 0015's trigger, word for word. */
  linkVoided:
    'Enlace anulado: la cuenta cambió de correo, perfil o estado, o se borró. «Reenviar» envía un enlace nuevo a su correo actual.',
  userInactive:
    'El usuario destinatario está desactivado: no se le envía un enlace para la contraseña.',
} as const;

/**
 * Beside `data` in the answer of a call that sends e-mail (registeruser, massive, reset): how
 * many of its messages went out during the call, and how many wait in the queue — recorded in
 * Correos enviados and sent by the retry worker as soon as possible (or, for a mass upload, in
 * the background right after the answer).
 */
export const mailDeliverySchema = z.object({
  sent: z.number().int().nonnegative(),
  queued: z.number().int().nonnegative(),
});
export type MailDelivery = z.infer<typeof mailDeliverySchema>;
