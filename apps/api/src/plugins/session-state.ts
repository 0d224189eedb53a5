import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { runNamed } from '../db/prepared';
import { centros, revokedTokens, settings, users, userTotp } from '../db/schema/index';

/** The `settings` key of the programme's "second factor for every administrator". */
export const SECOND_FACTOR_REQUIRED_KEY = 'second_factor_required';
/**
 * The `settings` key of the communities whose scoped administrators must use a second factor
 * (a JSON array of `comunidades.id`; absent: none). Its change is notified as the one above's
 * (migration 0025).
 */
export const SECOND_FACTOR_COMMUNITIES_KEY = 'second_factor_communities';

/**
 * Whether the programme's rule requires a second factor of the administrator whose scope is in
 * `ambito` (a `users.ambito` column): required of everyone, or of a scope that names one of
 * the policy's communities. A national administrator (`{}`) meets only the first. The one
 * expression every place that enforces the rule reads (the access check, the sign-in, the
 * status), so they cannot disagree.
 */
export function secondFactorRequiredFor(ambito: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`(coalesce((select (${settings.value})::boolean
      from ${settings} where ${settings.key} = ${SECOND_FACTOR_REQUIRED_KEY}), false)
    or coalesce((select ${ambito} && array(select jsonb_array_elements_text(${settings.value})::int)
      from ${settings} where ${settings.key} = ${SECOND_FACTOR_COMMUNITIES_KEY}
        and jsonb_typeof(${settings.value}) = 'array'), false))`;
}

/** What the access check needs to know about the user and the token behind a request. */
export interface SessionState {
  id: number;
  perfil: number;
  centros_id: number | null;
  activo: number;
  hasPassword: boolean;
  /** Raised by the database whenever the sessions of the person must end (migration 0011). */
  session_version: number;
  /** The token was ended by a logout. */
  revoked: boolean;
  /** The user has a confirmed TOTP second factor. */
  secondFactor: boolean;
  /**
   * The programme requires a second factor of this person if an administrator: of every
   * administrator, or of those of their scope's communities (settings).
   */
  secondFactorRequired: boolean;
  /** An administrator's scope: community ids, none for national (lib/scope.ts). */
  ambito: number[];
  /** 1: an administrator who only reads. */
  solo_lectura: number;
  /** The person's centre is in the programme (`activo` = 1); null for people without a centre. */
  centreActive: boolean | null;
}

/**
 * Read on every authenticated request, never cached: one primary-key look-up of the user and
 * one of the revoked tokens, in one statement. That is what makes a password change, a reset,
 * a deactivation, a change of profile, centre or e-mail, a deletion or a logout take effect at
 * the very next request on every instance sharing the database, with no window to document.
 */
export async function loadSessionState(
  db: Database,
  userId: number,
  jti: string,
): Promise<SessionState | null> {
  // Run on every authenticated request: named, so it is planned once per connection.
  const [row] = await runNamed(
    db,
    'session-state',
    db
      .select({
        id: users.id,
        perfil: users.perfil,
        centros_id: users.centros_id,
        activo: users.activo,
        hasPassword: sql<boolean>`${users.password_hash} is not null`,
        session_version: users.session_version,
        ambito: users.ambito,
        solo_lectura: users.solo_lectura,
        // The only jti column in scope is revoked_tokens' own, so the unqualified name is safe.
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
        // Two more primary-key probes: what the programme's second-factor rule needs.
        secondFactor: sql<boolean>`exists (select 1 from ${userTotp}
          where ${userTotp.user_id} = ${users.id} and ${userTotp.confirmed_at} is not null)`,
        secondFactorRequired: secondFactorRequiredFor(users.ambito),
        centreActive: sql<boolean | null>`(select ${centros.activo} = 1 from ${centros}
          where ${centros.id} = ${users.centros_id})`,
      })
      .from(users)
      .where(eq(users.id, userId)),
  );
  return row ?? null;
}
