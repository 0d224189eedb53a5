import { emailSchema, PASSWORD_MESSAGES, type SetPasswordBody } from '@eval/contracts/users';
import type { Executor } from '../../db/client';
import { AppError, firstOr } from '../../lib/errors';
import { consumeSetPasswordToken, hashToken } from '../emails/mail-links';
import { hashPassword } from '../../lib/passwords';
import { passwordProblem, personalParts } from '../../lib/password-policy';
import { countHit } from '../../lib/rate-counter';
import { activeUserWithEmail, setPasswordLinkOwner, storePasswordHash } from './repository';
import { enqueueSetPasswordMail, type UserDeps } from './user-service';

/**
 * Forgot-password requests per e-mail address: a person retrying gets a few links, an attacker
 * cannot fill the inbox or keep cancelling the last link. Requests beyond it get the same answer
 * and change nothing.
 */
export const FORGOT_PASSWORD_PER_EMAIL = { max: 3, windowMs: 60 * 60_000 } as const;

/** The forgot-password counter of `email` (lib/rate-counter.ts): keyed by the address, so an erasure drops it. */
export const forgotPasswordCounterKey = (email: string) => `forgot-password|${email}`;

/**
 * Who a set-password link is for, when it still works (recorded, not used, not expired); else a
 * 400 with `invalidLink`. Spends nothing: POST /v1/auth/set-password/check asks it as the
 * set-password pages open, and setPassword before checking the new password.
 */
export function usableLinkOwner(db: Executor, token: string) {
  return firstOr(
    setPasswordLinkOwner(db, hashToken(token)),
    'BAD_REQUEST',
    PASSWORD_MESSAGES.invalidLink,
  );
}

/**
 * POST /v1/auth/set-password: the password must pass the policy (lib/password-policy.ts) with
 * the link's owner's name and e-mail as context; then the token is checked and spent in the same
 * transaction that stores the new password, so a link works once. Returns the account's e-mail.
 */
export async function setPassword(deps: UserDeps, body: SetPasswordBody): Promise<string> {
  // Who the link is for, without spending it: a refused password leaves the link usable.
  const owner = await usableLinkOwner(deps.db, body.token);
  const problem = await passwordProblem(body.password, personalParts(owner));
  if (problem) throw new AppError('BAD_REQUEST', problem);

  // Hash first: argon2 is deliberately slow and must not hold a transaction open.
  const passwordHash = await hashPassword(body.password);
  return deps.db.transaction(async (tx) => {
    const userId = await consumeSetPasswordToken(tx, body.token);
    if (userId === null) throw new AppError('BAD_REQUEST', PASSWORD_MESSAGES.invalidLink);
    await storePasswordHash(tx, userId, passwordHash);
    return owner.email;
  });
}

/**
 * POST /v1/auth/forgot-password: e-mails a reset link to an active account with that address,
 * at most FORGOT_PASSWORD_PER_EMAIL times an hour. Before answering, every well-formed address,
 * known or not, costs the same one statement (its counter) and nothing else; finding the
 * account, recording the e-mail in the outbox and its first delivery attempt start once
 * `replied` settles (the answer has left), for a known address and an unknown one alike. So
 * neither the reply nor its timing tells whether the address exists. Once recorded, the outbox
 * delivers it as any other message (retries included). The current password keeps working:
 * anyone may ask for a link for any address.
 */
export async function requestPasswordLink(
  deps: UserDeps,
  rawEmail: string,
  replied: Promise<unknown>,
  onError: (error: unknown) => void,
): Promise<void> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) return;
  const email = parsed.data;
  const { max, windowMs } = FORGOT_PASSWORD_PER_EMAIL;
  const { hits } = await countHit(deps.db, forgotPasswordCounterKey(email), windowMs);
  if (hits > max) return;
  deps.mail.recordLater(
    replied,
    async () => {
      const mailId = await deps.db.transaction(async (tx) => {
        const user = await activeUserWithEmail(tx, email);
        return user ? enqueueSetPasswordMail(tx, user, 'reset') : null;
      });
      return mailId === null ? [] : [mailId];
    },
    onError,
  );
}
