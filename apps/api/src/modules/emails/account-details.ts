import { ADMIN_PROFILE } from '@eval/contracts/common';
import { COORDINATOR_PROFILE } from '@eval/contracts/centre-app';
import { appAddressFor } from './app-links';
import type { DeliveryAccount } from './link-repository';
import { escapeHtml, type MailLanguage, type RenderedMail } from './mail-templates';

/**
 * The facts a welcome message gives the person (centre, role, the address to sign in with and
 * the app's address), in the message's language. They are written by the system, not by the
 * editable template, so an edited template cannot leave them out; and they are filled at
 * delivery from the account as it is then, as the link is: a resend after a change of e-mail
 * names the address that now signs in.
 */

const LABELS: Record<
  MailLanguage,
  Record<'intro' | 'centre' | 'role' | 'email' | 'app', string>
> = {
  ES: {
    intro: 'Sus datos de acceso:',
    centre: 'Centro',
    role: 'Perfil',
    email: 'Correo electrónico para entrar',
    app: 'Dirección de la aplicación',
  },
  CA: {
    intro: "Les vostres dades d'accés:",
    centre: 'Centre',
    role: 'Perfil',
    email: 'Correu electrònic per entrar',
    app: "Adreça de l'aplicació",
  },
};

/** The roles of the seeded profiles in each language; another profile keeps its own name. */
const ROLES: Record<MailLanguage, Record<number, string>> = {
  ES: {
    [ADMIN_PROFILE]: 'Administración del programa',
    [COORDINATOR_PROFILE]: 'Coordinación del centro',
    2: 'Profesorado',
  },
  CA: {
    [ADMIN_PROFILE]: 'Administració del programa',
    [COORDINATOR_PROFILE]: 'Coordinació del centre',
    2: 'Professorat',
  },
};

/** The person's role in `language`. */
export function roleIn(
  language: MailLanguage,
  perfil: number,
  perfilNombre: string | null,
): string {
  return ROLES[language][perfil] ?? perfilNombre ?? '';
}

/** The details of `account` as HTML (every value escaped) and as text. */
export function accountDetails(
  language: MailLanguage,
  account: DeliveryAccount,
  publicUrl: string,
): { html: string; text: string } {
  const words = LABELS[language];
  const app = appAddressFor(account.perfil, publicUrl);
  const rows: [string, string][] = [
    ...(account.centro ? [[words.centre, account.centro] as [string, string]] : []),
    [words.role, roleIn(language, account.perfil, account.perfil_nombre)],
    [words.email, account.email],
  ];
  const item = ([label, value]: [string, string]) =>
    `<li>${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong></li>`;
  const appItem = `<li>${escapeHtml(words.app)}: <a href="${escapeHtml(app)}" style="color:#2b74c4">${escapeHtml(app)}</a></li>`;
  return {
    html: `<p>${escapeHtml(words.intro)}</p>\n<ul>${rows.map(item).join('')}${appItem}</ul>`,
    text: [words.intro, ...[...rows, [words.app, app]].map(([l, v]) => `- ${l}: ${v}`)].join('\n'),
  };
}

/** `mail` with the details put where its slot's marker is (nothing else changes). */
export function fillAccountDetails<T extends RenderedMail>(
  mail: T,
  marker: string,
  details: { html: string; text: string },
): T {
  return {
    ...mail,
    html: mail.html.split(marker).join(details.html),
    text: mail.text.split(marker).join(details.text),
  };
}
