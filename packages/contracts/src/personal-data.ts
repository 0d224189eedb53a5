import { z } from 'zod';

/** Texts of the personal-data processes (docs/privacy.md). */
export const PERSONAL_DATA_MESSAGES = {
  exportLabel: 'Exportar datos personales',
  eraseLabel: 'Suprimir datos personales',
  eraseTitle: 'Suprimir datos personales',
  /** The confirmation: what goes, what stays, and that nothing can bring it back. */
  eraseWarning:
    'Se sustituirán para siempre su nombre, apellidos, correo, teléfono y DNI, los actuales y ' +
    'los que tuvo antes (también en el registro de cambios y en los correos que se le ' +
    'enviaron), por «persona suprimida nº {id}», ' +
    'y la cuenta quedará inactiva. Las respuestas y los totales del programa se conservan. ' +
    'Esta operación no se puede deshacer: no es posible restaurar los datos.',
  eraseConfirm: 'Suprimir para siempre',
  erased: 'Datos personales suprimidos.',
  cannotEraseSelf: 'No puede suprimir sus propios datos personales.',
  alreadyErased: 'Los datos personales de esta persona ya se suprimieron.',
  exportFailed: 'No se pudieron exportar los datos personales.',
  /** Why a message still waiting to be sent to an erased person never will be (Correos enviados). */
  mailStopped: 'No enviado: se suprimieron los datos personales del destinatario.',
} as const;

/**
 * The headers and words of the export's CSV files that no screen already names (the others come
 * from FIELD_LABELS, AUDIT_LABELS and SENT_EMAIL_COLUMN_LABELS; docs/privacy.md).
 */
export const PERSONAL_DATA_CSV_LABELS = {
  notApplicable: 'No aplica',
  answeredAt: 'Fecha de respuesta',
  /** Who acted in an audit line, when it was not the person: staff are not named to them. */
  someAdministrator: 'Un administrador',
  /** Where a stored e-mail's text marks its set-password link (never stored, issued on sending). */
  passwordLink: '[enlace para elegir contraseña]',
} as const;

/** The name an erased person shows everywhere (the audit's accountability keeps the id). */
export const erasedPersonName = (id: number): string => `persona suprimida nº ${id}`;

/** The e-mail an erased person keeps: unique, and of a domain that never delivers (RFC 2606). */
export const erasedPersonEmail = (id: number): string => `suprimida-${id}@suprimida.invalid`;

/** POST /v1/users/:id/personal-data/erase answers the pseudonymised user's id and name. */
export const erasureResponseSchema = z.object({
  data: z.object({ id: z.number().int(), nombre: z.string() }),
});
export type ErasureResponse = z.infer<typeof erasureResponseSchema>;
