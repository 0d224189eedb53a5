import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { insertSettingIfAbsent, readSettingValue } from './repository';

const SETTING_KEY = 'jwt_secret';

/**
 * The secret that signs session tokens: JWT_SECRET when configured (required with
 * DATABASE_URL). Without it (the embedded demo) a random 48-byte secret is created once and kept
 * in `settings`, so sessions survive restarts without the operator choosing one. Concurrent
 * first starts are safe: the insert does nothing if another process won, and both read its row.
 */
export async function resolveJwtSecret(
  db: Database,
  config: Pick<Config, 'JWT_SECRET'>,
): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  await insertSettingIfAbsent(db, SETTING_KEY, randomBytes(48).toString('base64url'));
  const value = await readSettingValue(db, SETTING_KEY);
  if (typeof value !== 'string' || value.length < 32) {
    throw new Error(`settings.${SETTING_KEY} is not a usable secret; delete the row to renew it`);
  }
  return value;
}
