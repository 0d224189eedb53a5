import {
  TEMPLATE_MESSAGES,
  type RenderedMailPreview,
  type TemplateContent,
  type TemplateKind,
} from '@eval/contracts/mail-templates';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { COORDINATOR_PROFILE } from '@eval/contracts/centre-app';
import { accountDetails, fillAccountDetails } from '../emails/account-details';
import type { DeliveryAccount } from '../emails/link-repository';
import {
  accountDetailsMarker,
  DETAILS_PLACEHOLDER,
  fillMail,
  linkSlotMarker,
  mailLanguageOf,
  newLinkSlot,
  type LinkColumns,
  templateMail,
  type LinkPurpose,
  type MailLanguage,
  type RenderedMail,
} from '../emails/mail-templates';
import { templateOfKind } from './template-reads';
import { templateProblem, type PlaceholderValues } from './template-format';

const FIELDS = [
  ['subject_es', 'ES'],
  ['body_es', 'ES'],
  ['subject_ca', 'CA'],
  ['body_ca', 'CA'],
] as const;

/**
 * Refuses content that cannot be sent with a Spanish 400 naming the language: an unknown
 * placeholder, HTML, an unsafe link, or a set-password body without its link.
 */
export function checkTemplate(kind: TemplateKind, content: TemplateContent): void {
  for (const [field, language] of FIELDS) {
    const problem = templateProblem(kind, content[field]);
    if (problem) throw new AppError('BAD_REQUEST', problem + TEMPLATE_MESSAGES.language(language));
  }
  if (kind !== 'reminder') {
    for (const language of ['ES', 'CA'] as const) {
      const body = language === 'ES' ? content.body_es : content.body_ca;
      if (!/\{\{\s*enlace\s*\}\}/.test(body))
        throw new AppError(
          'BAD_REQUEST',
          TEMPLATE_MESSAGES.linkRequired + TEMPLATE_MESSAGES.language(language),
        );
    }
  }
}

/**
 * The message of one language of `content`, placeholders still in place; a welcome message
 * keeps a place for the account details after the body (emails/account-details.ts).
 */
export const unfilledMail = (
  content: TemplateContent,
  language: MailLanguage,
  kind: TemplateKind = 'reminder',
): RenderedMail =>
  templateMail(
    language,
    language === 'CA'
      ? { subject: content.subject_ca, body: content.body_ca }
      : { subject: content.subject_es, body: content.body_es },
    { details: kind === 'welcome' },
  );

/** Example values for the template editor's preview. */
export function exampleValues(language: MailLanguage, publicUrl: string): PlaceholderValues {
  return {
    nombre: 'María García',
    centro: 'CEIP Ejemplo <Centro & Escuela>',
    periodo: '2025-2026',
    progreso: language === 'CA' ? 'En procés' : 'En proceso',
    plan: language === 'CA' ? '3 accions · 1 feta · 1 vençuda' : '3 acciones · 1 hecha · 1 vencida',
    enlace: `${publicUrl}/`,
  };
}

/** The account the preview's details describe. */
const EXAMPLE_ACCOUNT: DeliveryAccount = {
  email: 'maria.garcia@centro.example',
  perfil: COORDINATOR_PROFILE,
  perfil_nombre: null,
  centro: 'CEIP Ejemplo <Centro & Escuela>',
};

/** The preview of unsaved content in both languages, with example values. */
export function previewContent(
  kind: TemplateKind,
  content: TemplateContent,
  publicUrl: string,
): { ES: RenderedMailPreview; CA: RenderedMailPreview } {
  checkTemplate(kind, content);
  const marker = accountDetailsMarker('preview');
  const render = (language: MailLanguage) =>
    fillAccountDetails(
      fillMail(unfilledMail(content, language, kind), {
        ...exampleValues(language, publicUrl),
        [DETAILS_PLACEHOLDER]: marker,
      }),
      marker,
      accountDetails(language, EXAMPLE_ACCOUNT, publicUrl),
    );
  return { ES: render('ES'), CA: render('CA') };
}

export interface SetPasswordRecipient {
  nombre: string;
  language_id: string;
  centro?: string | null;
}

/**
 * Renders the welcome or reset e-mail for many people from one read of the template: each in
 * their language, the personal link left as a marker of the message's own slot, filled at
 * delivery (mail-outbox.ts); the slot and purpose go to the outbox row's own columns.
 */
export async function setPasswordRenderer(
  db: Executor,
  purpose: LinkPurpose,
): Promise<(person: SetPasswordRecipient) => RenderedMail & LinkColumns> {
  const template = await templateOfKind(db, purpose);
  const mails = {
    ES: unfilledMail(template.content, 'ES', purpose),
    CA: unfilledMail(template.content, 'CA', purpose),
  };
  return (person) => {
    const slot = newLinkSlot();
    const mail = fillMail(mails[mailLanguageOf(person.language_id)], {
      nombre: person.nombre,
      centro: person.centro ?? '',
      enlace: linkSlotMarker(slot),
      [DETAILS_PLACEHOLDER]: accountDetailsMarker(slot),
    });
    return { ...mail, link_purpose: purpose, link_slot: slot };
  };
}
