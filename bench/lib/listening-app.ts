import { ADMIN_PROFILE } from '@eval/contracts/common';
import { createTestApp, createUser, tokenFor, type TestApp } from '../../apps/api/src/test/app';
import { intFlag, parseArgs } from './cli';

/**
 * What the bulk-action and centre-import benches start from: their `--rows` flag, the API on a
 * fresh PostgreSQL database (TEST_DATABASE_URL, required: created and dropped by the test
 * helper) listening on loopback, and an administrator's token for calling it over real HTTP.
 */
export async function listeningTestApp(
  argv: readonly string[],
): Promise<{ rows: number; t: TestApp; address: string; token: string }> {
  const rows = intFlag(parseArgs(argv, ['rows']), 'rows', 30_000);
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL es obligatorio');
  const t = await createTestApp();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const token = tokenFor(t.app, await createUser(t.db, { perfil: ADMIN_PROFILE }));
  return { rows, t, address, token };
}
