import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD } from '../../config';
import { openDatabase } from '../../db/client';
import { DEMO_CENTRE_USER } from '../../seed/demo';
import { users } from '../../db/schema/index';
import { apiRoot } from '../../paths';
import { createTestDatabase, type TestDatabase } from '../database';
import { TEST_JWT_SECRET } from '../app';

/**
 * The real start-up (main.ts, run from source) twice on one database: what the console shows
 * and which accounts exist. With SEED_DEMO=true the operator's
 * ADMIN_PASSWORD used to be printed at every start, and PostgreSQL got the demo centre account
 * with its published password.
 */
const OPERATOR_PASSWORD = 'Clave-Del-Operador-2026';
const READY = 'Documentación de la API';

let testDb: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'start-credentials-'));
});
afterAll(async () => {
  await testDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server from source, waits for its banner, stops it; returns all it wrote. */
function startOnce(env: Record<string, string>): Promise<string> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(apiRoot(), 'src/main.ts')], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEMO_CENTRES: '1',
        // Stop at once when asked (no balancer to drain for).
        SHUTDOWN_DRAIN_MS: '0',
        ...env,
      },
      // From the repository's root, where `tsx` is installed.
      cwd: join(apiRoot(), '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(READY)) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', () =>
      output.includes(READY) ? resolveStart(output) : reject(new Error(output)),
    );
  });
}

/** E-mails of the accounts someone can sign in to (those with a password). */
async function accountsWithPassword(): Promise<string[]> {
  const handle = await openDatabase(
    testDb.driver === 'postgres' ? testDb.target : { dataDir: join(dataDir, 'data') },
  );
  try {
    const rows = await handle.db
      .select({ email: users.email })
      .from(users)
      .where(isNotNull(users.password_hash));
    return rows.map((row) => row.email).sort();
  } finally {
    await handle.close();
  }
}

describe('credentials at start-up', () => {
  it(
    'prints the demo credentials once, when created; never a password from the environment; ' +
      'no published account on PostgreSQL',
    async () => {
      if (testDb.driver === 'postgres') {
        const env = {
          ...('url' in testDb.target ? { DATABASE_URL: testDb.target.url } : {}),
          JWT_SECRET: TEST_JWT_SECRET,
          ADMIN_PASSWORD: OPERATOR_PASSWORD,
          SEED_DEMO: 'true',
        };
        const first = await startOnce(env);
        expect(first).toContain('Administrador creado: admin@autoevaluacion.example');
        expect(first).toContain('Datos de demostración creados');
        const second = await startOnce(env);
        for (const output of [first, second]) {
          expect(output).not.toContain(OPERATOR_PASSWORD);
          expect(output).not.toContain(DEMO_CENTRE_USER.password);
        }
        expect(second).not.toMatch(/Administrador|Usuario de centro/);
        // Only the operator's administrator can sign in: the demo people have no password.
        expect(await accountsWithPassword()).toEqual(['admin@autoevaluacion.example']);
        return;
      }

      const env = { DATA_DIR: join(dataDir, 'data') };
      const first = await startOnce(env);
      expect(first).toContain(
        `Administrador de demostración creado: admin@autoevaluacion.example / ${DEMO_ADMIN_PASSWORD}`,
      );
      expect(first).toContain(`${DEMO_CENTRE_USER.email} / ${DEMO_CENTRE_USER.password}`);
      // Restarted with a password of the operator's own: the accounts exist, nothing is printed.
      const second = await startOnce({ ...env, ADMIN_PASSWORD: OPERATOR_PASSWORD });
      expect(second).not.toContain(OPERATOR_PASSWORD);
      expect(second).not.toContain(DEMO_ADMIN_PASSWORD);
      expect(second).not.toContain(DEMO_CENTRE_USER.password);
      expect(second).not.toMatch(/Administrador|Usuario de centro/);
      expect(await accountsWithPassword()).toEqual(
        ['admin@autoevaluacion.example', DEMO_CENTRE_USER.email].sort(),
      );
    },
    240_000,
  );
});
