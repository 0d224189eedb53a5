import { randomBytes } from 'node:crypto';
import {
  bodyToHtml,
  bodyToText,
  canonical,
  fillHtml,
  fillText,
  type PlaceholderValues,
} from '../templates/template-format';
import { escapeHtml } from '../../lib/html';

/** Name of the programme shown in every e-mail. */
export const PROGRAMME_NAME = 'Autoevaluación de centros educativos';
const PROGRAMME_NAME_CA = 'Autoavaluació de centres educatius';

/** The programme's name in a message's language: its heading and its sender's display name. */
export const programmeNameIn = (language: MailLanguage): string =>
  language === 'CA' ? PROGRAMME_NAME_CA : PROGRAMME_NAME;

/** Why a set-password link is sent: a new account, or a reset / forgotten password. */
export type LinkPurpose = 'welcome' | 'reset';

/**
 * Marks where the personal set-password link goes. Stored bodies keep the marker, never a live
 * token: whoever reads the tracker cannot take over an account, and every (re)send issues a
 * fresh link at the moment it is delivered (modules/emails/mail-links.ts).
 *
 * The marker names a slot drawn at random for each message and kept in the message's own
 * `link_slot` column, and only messages whose `link_purpose` says so get a link: a name, a
 * centre or an imported row that spells a marker (they are filled into the same body) cannot
 * guess the slot, so it stays literal text.
 */
export const linkSlotMarker = (slot: string): string => `{{SET_PASSWORD_LINK:${slot}}}`;
/** A fresh slot: 128 random bits, base64url (no character HTML escaping would change). */
export const newLinkSlot = (): string => randomBytes(16).toString('base64url');
/**
 * Marks where a welcome message's account details go (centre, role, the address to sign in
 * with, the app's address): filled at delivery from the account as it is then, as the link is,
 * under the same slot (account-details.ts).
 */
export const accountDetailsMarker = (slot: string): string => `{{ACCOUNT_DETAILS:${slot}}}`;
/** The layout's placeholder for the account details; not one a template may use. */
export const DETAILS_PLACEHOLDER = 'datos';

/** The outbox columns of a message that carries a set-password link. */
export interface LinkColumns {
  link_purpose: LinkPurpose;
  link_slot: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Kept here too for the modules that import it with the rest of the mail pieces. */
export { escapeHtml };

export type MailLanguage = 'ES' | 'CA';
/** A recipient's language_id, falling back to Spanish for anything but Catalan. */
export const mailLanguageOf = (languageId: string | null | undefined): MailLanguage =>
  languageId === 'CA' ? 'CA' : 'ES';

const HTML_LANG: Record<MailLanguage, string> = { ES: 'es', CA: 'ca' };

/**
 * The language a recorded message is written in, read from the `lang` its layout (layoutHtml,
 * the only way this system writes a message) gave its `<html>`: the outbox keeps no language
 * column, and the message's own language, not the account's at delivery, decides its sender's
 * name and its link's `lang`.
 */
export function languageOfMail(html: string): MailLanguage {
  return /^<!doctype html>\s*<html lang="ca"/i.test(html) ? 'CA' : 'ES';
}

/** The subject and body of one language of a template version. */
export interface TemplateText {
  subject: string;
  body: string;
}

/**
 * The HTML of a message around its body: the programme's header and a neutral card. The
 * subject and body still hold their placeholders; `{{asunto}}` is not one a template may use,
 * the layout fills the title itself.
 */
export function layoutHtml(language: MailLanguage, subjectHtml: string, bodyHtml: string): string {
  const programme = programmeNameIn(language);
  return `<!doctype html>
<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><title>${subjectHtml}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;background:#f5f7fb;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;color:#2b74c4;margin-top:0">${escapeHtml(programme)}</h1>
${bodyHtml}
</div></body></html>`;
}

/**
 * A template's message with its placeholders still in place: HTML (escaped, formatted) and
 * text. Filled per recipient by fillMail, or in SQL by a campaign.
 */
export function templateMail(
  language: MailLanguage,
  text: TemplateText,
  options: { details?: boolean } = {},
): RenderedMail {
  const subject = canonical(text.subject);
  // The details follow the administrator's text as a block of their own (a list cannot sit
  // inside the body's paragraphs).
  const details = options.details ? `{{${DETAILS_PLACEHOLDER}}}` : '';
  return {
    subject,
    html: layoutHtml(
      language,
      escapeHtml(subject),
      bodyToHtml(text.body) + (details && `\n${details}`),
    ),
    text: bodyToText(text.body) + (details && `\n\n${details}`),
  };
}

/** The message for one recipient: every value escaped in the HTML, as is in the text. */
export function fillMail(mail: RenderedMail, values: PlaceholderValues): RenderedMail {
  return {
    subject: fillText(mail.subject, values),
    html: fillHtml(mail.html, values),
    text: fillText(mail.text, values),
  };
}
