import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { settings } from '../../db/schema/index';
import { openMigratedTestDatabase } from '../../test/database';
import { resolveJwtSecret } from './jwt-secret';

let handle: DatabaseHandle;
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  ({ handle, close } = await openMigratedTestDatabase());
});
afterAll(() => close());

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when it is configured, without touching the database', async () => {
    const secret = 's'.repeat(40);
    expect(await resolveJwtSecret(handle.db, { JWT_SECRET: secret })).toBe(secret);
    expect(await handle.db.select().from(settings).where(eq(settings.key, 'jwt_secret'))).toEqual(
      [],
    );
  });

  it('otherwise creates one random secret, keeps it, and returns the same one afterwards', async () => {
    const [first, second] = await Promise.all([
      resolveJwtSecret(handle.db, { JWT_SECRET: undefined }),
      resolveJwtSecret(handle.db, { JWT_SECRET: undefined }),
    ]);
    expect(first).toBe(second);
    expect(first).toMatch(/^[\w-]{64}$/);
    expect(await resolveJwtSecret(handle.db, { JWT_SECRET: undefined })).toBe(first);
  });

  it('refuses a stored value that is not a usable secret', async () => {
    await handle.db.update(settings).set({ value: 'short' }).where(eq(settings.key, 'jwt_secret'));
    await expect(resolveJwtSecret(handle.db, { JWT_SECRET: undefined })).rejects.toThrow(
      /not a usable secret/,
    );
  });
});
