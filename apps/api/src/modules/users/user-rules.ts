import { ADMIN_PROFILE } from '@eval/contracts/common';
import { USER_MESSAGES } from '@eval/contracts/users';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { referencesExist, userIdWithEmail } from './repository';

export interface UserReferences {
  perfil: number;
  centros_id: number | null;
  cargos_id: number | null;
  language_id: string;
}

/**
 * Checks that profile, centre, cargo and language exist and that a non-administrator belongs
 * to a centre (domain.md). Throws a 400 with the first problem, in Spanish.
 */
export async function checkReferences(db: Executor, refs: UserReferences): Promise<void> {
  const row = await referencesExist(db, refs);
  if (!row?.perfil) throw new AppError('BAD_REQUEST', USER_MESSAGES.unknownProfile);
  if (!row.centro) throw new AppError('BAD_REQUEST', USER_MESSAGES.unknownCentre);
  if (!row.cargo) throw new AppError('BAD_REQUEST', USER_MESSAGES.unknownCargo);
  if (!row.language) throw new AppError('BAD_REQUEST', USER_MESSAGES.unknownLanguage);
  if (refs.perfil !== ADMIN_PROFILE && refs.centros_id === null) {
    throw new AppError('BAD_REQUEST', USER_MESSAGES.centreRequired);
  }
}

/** Refuses an e-mail another user already has (409), before the unique index would. */
export async function checkEmailFree(db: Executor, email: string, exceptId?: number) {
  const row = await userIdWithEmail(db, email);
  if (row && row.id !== exceptId) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);
}

/** The row a write just returned; its absence is a bug, not a client's mistake. */
export function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a row that is missing');
  return value;
}
