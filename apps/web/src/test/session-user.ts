import type { SessionUser } from '@eval/contracts/auth';

/** A valid signed-in administrator for tests; override any field. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    token: 'token-abc',
    perfil: 0,
    id: 1,
    nombre: 'Ana',
    apellidos: 'García López',
    email: 'ana@example.es',
    language_id: 'ES',
    centros_id: null,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    ambito: [],
    solo_lectura: 0,
    ...overrides,
  };
}
