import {
  fillMail,
  mailLanguageOf,
  templateMail,
  type MailLanguage,
  type RenderedMail,
  type TemplateText,
} from '../emails/mail-templates';

/**
 * The message that tells an account's owner that its second step was voided after too many
 * wrong codes. Fixed text, not an editable template: it carries no link, and it must say the
 * same thing whatever the templates say. Written in the owner's language, in the layout of every
 * other message (mail-templates.ts).
 */
const ALERT_TEXT: Record<MailLanguage, TemplateText> = {
  ES: {
    subject: 'Aviso de seguridad: códigos de verificación incorrectos en su cuenta',
    body: `Hola, {{nombre}}:

Después de la contraseña correcta de su cuenta se han escrito {{intentos}} códigos de verificación en dos pasos incorrectos. Por seguridad, ese inicio de sesión ha dejado de valer y la cuenta no admitirá otro código durante {{minutos}} minutos.

Si ha sido usted, espere ese tiempo e inicie sesión de nuevo.

**Si no ha sido usted, alguien conoce su contraseña.** Cámbiela cuanto antes en «Mi cuenta» y avise a otro administrador del programa.`,
  },
  CA: {
    subject: 'Avís de seguretat: codis de verificació incorrectes al vostre compte',
    body: `Hola, {{nombre}}:

Després de la contrasenya correcta del vostre compte s'han escrit {{intentos}} codis de verificació en dos passos incorrectes. Per seguretat, aquest inici de sessió ha deixat de valer i el compte no admetrà cap altre codi durant {{minutos}} minuts.

Si heu estat vós, espereu aquest temps i torneu a iniciar la sessió.

**Si no heu estat vós, algú coneix la vostra contrasenya.** Canvieu-la com més aviat millor a «Mi cuenta» i aviseu un altre administrador del programa.`,
  },
};

/** The alert for `person`, in their language, for `attempts` wrong codes and a block of `blockMs`. */
export function secondStepAlert(
  person: { nombre: string; language_id: string },
  attempts: number,
  blockMs: number,
): RenderedMail {
  const language = mailLanguageOf(person.language_id);
  return fillMail(templateMail(language, ALERT_TEXT[language]), {
    nombre: person.nombre,
    intentos: String(attempts),
    minutos: String(Math.max(1, Math.round(blockMs / 60_000))),
  });
}
