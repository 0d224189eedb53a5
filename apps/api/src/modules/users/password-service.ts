import { and, eq, sql } from 'drizzle-orm';
import { emailSchema, PASSWORD_MESSAGES, type SetPasswordBody } from '@eval/contracts/users';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { consumeSetPasswordToken } from '../../lib/mail-links';
import { hashPassword } from '../../lib/passwords';
import { enqueueSetPasswordMail, type UserDeps } from './user-service';

/**
 * POST /v1/auth/set-password: the token is checked and spent in the same transaction that
 * stores the new password, so a link works once. Returns the user's id.
 */
export async function setPassword(deps: UserDeps, body: SetPasswordBody): Promise<number> {
  // Hash first: argon2 is deliberately slow and must not hold a transaction open.
  const passwordHash = await hashPassword(body.password);
  return deps.db.transaction(async (tx) => {
    const userId = await consumeSetPasswordToken(tx, body.token);
    if (userId === null) throw new AppError('BAD_REQUEST', PASSWORD_MESSAGES.invalidLink);
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where(eq(users.id, userId));
    return userId;
  });
}

/**
 * POST /v1/auth/forgot-password: e-mails a reset link to an active account with that address.
 * The caller always gets the same answer, and the e-mail is sent in the background, so neither
 * the reply nor its timing tells whether the address exists. The current password keeps
 * working: anyone may ask for a link for any address.
 */
export async function requestPasswordLink(deps: UserDeps, rawEmail: string): Promise<void> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) return;
  const mailId = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        nombre: users.nombre,
        email: users.email,
        language_id: users.language_id,
      })
      .from(users)
      .where(and(eq(users.email, parsed.data), eq(users.activo, 1)));
    return user ? enqueueSetPasswordMail(tx, user, 'reset') : null;
  });
  if (mailId !== null) deps.mail.deliverLater([mailId]);
}
