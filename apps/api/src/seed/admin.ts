import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { passwordProblem } from '../lib/password-policy';

/**
 * Creates the administrator named by ADMIN_EMAIL/ADMIN_PASSWORD when no user has that e-mail.
 * An existing account is left alone: its password may have been changed since. The password
 * must pass the policy (common or guessable ones are refused and the server does not start);
 * the account's generic name and e-mail are not used as personal data (docs/security.md).
 */
export async function ensureAdministrator(
  db: Database,
  email: string,
  password: string,
): Promise<{ created: boolean }> {
  const normalised = email.trim().toLowerCase();
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, normalised));
  if (existing.length > 0) return { created: false };
  const problem = await passwordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  const inserted = await db
    .insert(users)
    .values({
      nombre: 'Administración',
      apellidos: 'del programa',
      email: normalised,
      perfil: 0,
      password_hash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return { created: inserted.length > 0 };
}
