import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { setPasswordUrl, setPasswordUrlFor } from './app-links';
import {
  insertToken,
  lockLinkIssuing,
  shareLockAccount,
  useValidToken,
  voidUnusedTokens,
} from './link-repository';
import type { DeliveryAccount } from './link-repository';
import type { LinkPurpose, MailLanguage } from './mail-templates';

/** A set-password link is valid for 7 days (domain.md). */
export const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** SHA-256 of a token, hex: the only form of it the database keeps. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Voids the person's unused links and records a new one; returns its token. */
async function recordNewToken(tx: Executor, userId: number, purpose: LinkPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await lockLinkIssuing(tx, userId);
  await voidUnusedTokens(tx, userId);
  await insertToken(tx, {
    userId,
    tokenHash: hashToken(token),
    purpose,
    expiresAt: new Date(Date.now() + SET_PASSWORD_TTL_MS),
  });
  return token;
}

/**
 * Issues a fresh single-use token for `userId` and returns the set-password URL. Earlier unused
 * links of the same person stop working, so only the newest e-mail's link is valid. Issuing is
 * serialised per person (a transaction-scoped advisory lock): two deliveries at once, such as
 * forgot-password requests in quick succession, would otherwise each void the links they see
 * and both leave theirs valid.
 */
export async function issueSetPasswordLink(
  db: Executor,
  userId: number,
  purpose: LinkPurpose,
  publicUrl: string,
): Promise<string> {
  const token = await db.transaction((tx) => recordNewToken(tx, userId, purpose));
  return setPasswordUrl(db, userId, token, publicUrl);
}

/**
 * The link of a message about to be delivered and the address it goes to: the account's
 * e-mail now, read under a share lock in the transaction that records the token, never the
 * address the message was recorded with. A change of e-mail waits for this transaction and
 * then voids the token (migration 0015's trigger), so a link only ever works for the address
 * it was sent to. The link opens its page in `language`, the message's. Null when the account
 * no longer exists.
 */
export async function issueDeliveryLink(
  db: Executor,
  userId: number,
  purpose: LinkPurpose,
  publicUrl: string,
  language: MailLanguage,
): Promise<{ url: string; receiver: string; account: DeliveryAccount } | null> {
  return db.transaction(async (tx) => {
    const owner = await shareLockAccount(tx, userId);
    if (!owner) return null;
    const token = await recordNewToken(tx, userId, purpose);
    const url = setPasswordUrlFor(owner.perfil, token, publicUrl, language);
    return { url, receiver: owner.email, account: owner };
  });
}

/**
 * Marks the token used and returns its user, or null when it is unknown, used or expired.
 * One UPDATE, so two submissions of the same link cannot both succeed.
 */
export async function consumeSetPasswordToken(db: Executor, token: string): Promise<number | null> {
  return useValidToken(db, hashToken(token));
}
