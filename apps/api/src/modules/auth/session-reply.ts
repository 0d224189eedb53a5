import type { SessionUser } from '@eval/contracts/auth';

/** What a sign-in reads of the person, beyond the token it issues. */
type SignedInPerson = Pick<
  SessionUser,
  'perfil' | 'id' | 'nombre' | 'apellidos' | 'email' | 'language_id' | 'centros_id'
> & { ambito: readonly number[]; solo_lectura: number };

/**
 * The session every successful sign-in answers (the back-office's, its second step, the centre
 * app's). Fields are picked one by one: the row read for a sign-in also holds the password hash.
 */
export function sessionReply(
  person: SignedInPerson,
  issued: { token: string; expiresAt: number },
): SessionUser {
  return {
    token: issued.token,
    perfil: person.perfil,
    id: person.id,
    nombre: person.nombre,
    apellidos: person.apellidos,
    email: person.email,
    language_id: person.language_id,
    centros_id: person.centros_id,
    expiresAt: issued.expiresAt,
    // The client shows the scope and hides what would be refused; the server decides anyway.
    ambito: [...person.ambito],
    solo_lectura: person.solo_lectura === 1 ? 1 : 0,
  };
}
