/** Name of the programme shown in every e-mail. */
export const PROGRAMME_NAME = 'Autoevaluación de centros educativos';
const PROGRAMME_NAME_CA = 'Autoavaluació de centres educatius';

/** Why a set-password link is sent: a new account, or a reset / forgotten password. */
export type LinkPurpose = 'welcome' | 'reset';

/**
 * Marks where the personal set-password link goes. Stored bodies keep the marker, never a live
 * token: whoever reads the tracker cannot take over an account, and every (re)send issues a
 * fresh link at the moment it is delivered (lib/mail-links.ts).
 */
export const linkMarker = (purpose: LinkPurpose): string => `{{SET_PASSWORD_LINK:${purpose}}}`;
export const LINK_MARKER_PATTERN = /\{\{SET_PASSWORD_LINK:(welcome|reset)\}\}/g;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Names come from administrators and CSV files: escape them before they enter HTML. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

interface Texts {
  programme: string;
  subject: Record<LinkPurpose, string>;
  greeting: (name: string) => string;
  body: Record<LinkPurpose, string>;
  button: string;
  expiry: string;
  ignore: string;
}

const TEXTS: Record<'ES' | 'CA', Texts> = {
  ES: {
    programme: PROGRAMME_NAME,
    subject: {
      welcome: `Bienvenida a ${PROGRAMME_NAME}: active su cuenta`,
      reset: `${PROGRAMME_NAME}: restablezca su contraseña`,
    },
    greeting: (name) => `Hola, ${name}:`,
    body: {
      welcome: `Se ha creado su cuenta en ${PROGRAMME_NAME}. Para empezar, establezca su contraseña con el siguiente enlace.`,
      reset: `Se ha solicitado restablecer la contraseña de su cuenta en ${PROGRAMME_NAME}. Establezca una nueva con el siguiente enlace.`,
    },
    button: 'Establecer contraseña',
    expiry: 'El enlace solo puede usarse una vez y caduca en 7 días.',
    ignore: 'Si no esperaba este mensaje, puede ignorarlo.',
  },
  CA: {
    programme: PROGRAMME_NAME_CA,
    subject: {
      welcome: `Benvinguda a ${PROGRAMME_NAME_CA}: activeu el vostre compte`,
      reset: `${PROGRAMME_NAME_CA}: restabliu la vostra contrasenya`,
    },
    greeting: (name) => `Hola, ${name}:`,
    body: {
      welcome: `S'ha creat el vostre compte a ${PROGRAMME_NAME_CA}. Per començar, establiu la contrasenya amb l'enllaç següent.`,
      reset: `S'ha sol·licitat restablir la contrasenya del vostre compte a ${PROGRAMME_NAME_CA}. Establiu-ne una de nova amb l'enllaç següent.`,
    },
    button: 'Establir la contrasenya',
    expiry: "L'enllaç només es pot fer servir una vegada i caduca d'aquí a 7 dies.",
    ignore: 'Si no esperàveu aquest missatge, podeu ignorar-lo.',
  },
};

/**
 * The e-mail with a set-password link, in Spanish, or Catalan for users whose language is CA.
 * The link is a marker (see linkMarker) replaced when the message is delivered.
 */
export function renderSetPasswordMail(input: {
  nombre: string;
  language: string;
  purpose: LinkPurpose;
}): RenderedMail {
  const t = TEXTS[input.language === 'CA' ? 'CA' : 'ES'];
  const link = linkMarker(input.purpose);
  const name = escapeHtml(input.nombre);
  const html = `<!doctype html>
<html lang="${input.language === 'CA' ? 'ca' : 'es'}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject[input.purpose])}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937;background:#f5f7fb;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;color:#2b74c4;margin-top:0">${escapeHtml(t.programme)}</h1>
<p>${t.greeting(name)}</p>
<p>${escapeHtml(t.body[input.purpose])}</p>
<p style="text-align:center;margin:28px 0"><a href="${link}" style="background:#2b74c4;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(t.expiry)}</p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(t.ignore)}</p>
</div></body></html>`;
  const text = [
    t.greeting(input.nombre),
    '',
    t.body[input.purpose],
    '',
    link,
    '',
    t.expiry,
    t.ignore,
  ].join('\n');
  return { subject: t.subject[input.purpose], html, text };
}
