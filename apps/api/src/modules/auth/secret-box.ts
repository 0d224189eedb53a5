import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM with a key derived from the JWT secret
 * (`app.derivedKey(TOTP_KEY_PURPOSE)`), a random 96-bit nonce per secret and the user id as
 * associated data, so a box copied onto another user's row does not open. Stored as
 * `v1.<nonce>.<tag>.<ciphertext>` in base64url. Changing JWT_SECRET makes every box unreadable:
 * the administrators then enrol again (docs/security.md, "Second factor").
 */
export const TOTP_KEY_PURPOSE = 'eval-backoffice/totp-secret/v1';

export function sealSecret(key: Buffer, userId: number, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when the box is malformed or was sealed with another key or for another user. */
export function openSecret(key: Buffer, userId: number, box: string): string | null {
  const [version, nonce, tag, sealed, ...rest] = box.split('.');
  if (version !== 'v1' || !nonce || !tag || sealed === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
