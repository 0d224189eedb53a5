import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { centros, revokedTokens, users, userTotp } from '../../db/schema/index';
import { secondFactorRequiredFor } from '../../plugins/session-state';
import { settings } from '../../db/schema/index';
import type { SessionToken } from '../../plugins/auth';

/**
 * The columns of `users` a sign-in's reply needs (session-reply.ts `SignedInPerson`): every query
 * behind `sessionReply` (the sign-in, its second step, Mi cuenta's new session) selects these and
 * adds its own.
 */
export const signedInPersonColumns = {
  id: users.id,
  nombre: users.nombre,
  apellidos: users.apellidos,
  email: users.email,
  perfil: users.perfil,
  language_id: users.language_id,
  centros_id: users.centros_id,
  ambito: users.ambito,
  solo_lectura: users.solo_lectura,
};

/** The user row a login needs, found by its (lower-cased) e-mail. */
export async function findLoginUser(db: Database, email: string) {
  const [row] = await db
    .select({
      ...signedInPersonColumns,
      activo: users.activo,
      password_hash: users.password_hash,
      session_version: users.session_version,
      /** The person's centre is in the programme; null without a centre (docs/domain.md). */
      centre_active: sql<boolean | null>`(select ${centros.activo} = 1 from ${centros}
        where ${centros.id} = ${users.centros_id})`,
      /** A confirmed TOTP second factor: the first step answers with a challenge. */
      second_factor: sql<boolean>`exists (select 1 from ${userTotp}
        where ${userTotp.user_id} = ${users.id} and ${userTotp.confirmed_at} is not null)`,
      second_factor_required: secondFactorRequiredFor(users.ambito),
    })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/**
 * Logout: the token is refused from now on, on every instance, until it expires. Rows of tokens
 * expired an hour ago go at the same time (the hour covers a database clock ahead of the
 * servers'), so the table holds at most one token lifetime of logouts.
 */
export async function revokeToken(db: Database, userId: number, token: SessionToken) {
  await db
    .delete(revokedTokens)
    .where(lt(revokedTokens.expires_at, sql`now() - interval '1 hour'`));
  await db
    .insert(revokedTokens)
    .values({ jti: token.jti, user_id: userId, expires_at: new Date(token.expiresAt * 1000) })
    .onConflictDoNothing();
}

/**
 * Stores a generated signing secret under `key` unless a row is there already (a concurrent
 * first start may have won; its secret is kept).
 */
export async function insertSettingIfAbsent(db: Database, key: string, value: string) {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}

/** The value of the setting `key`, or undefined when there is no such row. */
export async function readSettingValue(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value;
}
