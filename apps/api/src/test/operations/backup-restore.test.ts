import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Centre } from '@eval/contracts/centres';
import { apiRoot } from '../../paths';
import { bundleServer } from '../child-server';
import { createTestDatabase } from '../database';
import { getJson, listQuery, signIn, startBuiltServer, type BuiltServer } from './built-server';
import { tableRows } from './table-rows';

/**
 * `npm run backup` → `npm run restore` → the built server, on the database this run tests:
 * PostgreSQL when TEST_DATABASE_URL is set, otherwise the embedded PGlite in a DATA_DIR. The
 * backup is taken while a client keeps creating centres through the API; every creation
 * acknowledged before the backup began must be in the restore (docs/operations.md, "Backups").
 */
const root = join(apiRoot(), '..', '..');
const admin = { email: 'admin@copia.example', password: 'Prueba-Copia-2026-x' };
const jwtSecret = randomBytes(32).toString('hex');
/** What a centre's creation adds besides the centre: its audit line. */
const WRITTEN = new Set(['centros', 'audit_log']);
/**
 * The data-version bookkeeping (lib/versioned-cache.ts): each write adds a change-log row that
 * a later read folds into its channel's counter, deleting the row. Its rows move on in the
 * source after the backup, so only their count (the manifest's) is compared.
 */
const VERSION_TABLES = new Set(['data_versions', 'data_change_log']);

interface Manifest {
  driver: string;
  schema: { hash: string } | null;
  counts: Record<string, number>;
}

let work: string;
let bundle: string;
/** A database a server and the scripts can reach from another process (not in memory). */
type Target = { url: string } | { dataDir: string };
interface StoredDatabase {
  target: Target;
  drop(): Promise<void>;
}
let source: StoredDatabase;
let restored: StoredDatabase;
const servers: BuiltServer[] = [];

/** The embedded database in its own folder, or a fresh PostgreSQL database (test/database.ts). */
async function newDatabase(name: string): Promise<StoredDatabase> {
  const testDb = await createTestDatabase();
  const { target } = testDb;
  return { target: 'url' in target ? target : { dataDir: join(work, name) }, drop: testDb.drop };
}

/** The configuration the backup and restore scripts read for `target`. */
function scriptEnv(target: Target): NodeJS.ProcessEnv {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  return 'url' in target
    ? { ...env, DATABASE_URL: target.url }
    : { ...env, DATA_DIR: target.dataDir };
}

/** Runs `node scripts/<script> <folder>` without blocking this process (the writer goes on). */
function runScript(script: string, folder: string, target: Target): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', script), folder], {
      env: scriptEnv(target),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolveRun(output) : reject(new Error(`${script} exited ${code}:\n${output}`)),
    );
  });
}

async function totals(url: string, token: string): Promise<{ users: number; centres: number }> {
  const page = { page: 0, size: 1 };
  const users = await getJson<{ count: number }>(
    url,
    `/v1/users${listQuery(page, { showInactive: true })}`,
    token,
  );
  const centres = await getJson<{ count: number }>(url, `/v2/centros${listQuery(page, {})}`, token);
  return { users: users.count, centres: centres.count };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'backup-test-'));
  // One folder per database: the two runs of this file may go side by side.
  bundle = bundleServer(process.env.TEST_DATABASE_URL ? 'dist-backup-pg' : 'dist-backup');
  source = await newDatabase('data');
  restored = await newDatabase('restored');
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await source.drop();
  await restored.drop();
  rmSync(work, { recursive: true, force: true });
});

describe(`backup → restore → start (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores every record, file and total, with every write acknowledged before the backup', async () => {
    const settings = { jwtSecret, admin, database: source.target, seedDemo: true };
    const origin = await startBuiltServer(bundle, settings, { DEMO_CENTRES: '1' });
    servers.push(origin);
    const token = await signIn(origin.url, admin.email, admin.password);
    const before = await totals(origin.url, token);
    const [model] = (
      await getJson<{ data: Centre[] }>(
        origin.url,
        `/v2/centros${listQuery({ page: 0, size: 1 }, {})}`,
        token,
      )
    ).data;
    if (!model) throw new Error('the demo has no centre');

    // A client creating centres one after another through the whole backup.
    const acknowledged: string[] = [];
    let writing = true;
    let failure: Error | undefined;
    const writer = (async () => {
      for (let i = 0; writing; i += 1) {
        const codigo = `COPIA-${i}`;
        const response = await fetch(`${origin.url}/v2/centros`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            nombre: `Centro durante la copia ${i}`,
            comunidades_id: model.comunidades_id,
            provincias_id_provincia: model.provincias_id_provincia,
            municipios_id_municipio: model.municipios_id_municipio,
            codigo,
            activo: 1,
          }),
        });
        if (response.status !== 201) throw new Error(`PUT centre: HTTP ${response.status}`);
        acknowledged.push(codigo);
      }
    })().catch((error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error));
    });
    /** Waits until `count` creations are acknowledged; fails at once if the writer failed. */
    const acknowledgedReach = async (count: number) => {
      while (acknowledged.length < count) {
        if (failure) throw failure;
        await new Promise((wait) => setTimeout(wait, 50));
      }
    };
    await acknowledgedReach(3);
    const folder = join(work, 'backup');
    const acknowledgedBefore = acknowledged.slice();
    await runScript('backup.mjs', folder, source.target);
    const acknowledgedAtEnd = acknowledged.length;
    await acknowledgedReach(acknowledgedAtEnd + 2);
    writing = false;
    await writer;
    expect(failure).toBeUndefined();
    const after = await totals(origin.url, token);
    expect(await origin.stop()).toBe(0);

    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.driver).toBe('url' in source.target ? 'postgres' : 'pglite');
    expect(manifest.counts.files).toBeGreaterThan(0);
    // The backup holds a state between its start and its end: none of the later writes.
    expect(manifest.counts.centros).toBeGreaterThanOrEqual(
      before.centres + acknowledgedBefore.length,
    );
    expect(manifest.counts.centros).toBeLessThanOrEqual(before.centres + acknowledgedAtEnd);
    expect(after.centres).toBe(before.centres + acknowledged.length);

    await runScript('restore.mjs', folder, restored.target);
    const back = await startBuiltServer(bundle, { jwtSecret, admin, database: restored.target });
    servers.push(back);
    const backToken = await signIn(back.url, admin.email, admin.password);
    expect(await totals(back.url, backToken)).toEqual({
      users: before.users,
      centres: manifest.counts.centros,
    });
    expect(await back.stop()).toBe(0);

    // Record by record: the restore holds the source's rows, nothing else; the tables the
    // writer did not touch (users, files, answers, settings, …) are the same to the last row.
    const [sourceRows, restoredRows] = [
      await tableRows(source.target),
      await tableRows(restored.target),
    ];
    expect([...restoredRows.keys()]).toEqual([...sourceRows.keys()]);
    for (const [table, rows] of restoredRows) {
      const original = sourceRows.get(table) ?? [];
      expect(rows.length, table).toBe(manifest.counts[table]);
      if (VERSION_TABLES.has(table)) continue;
      if (WRITTEN.has(table)) expect(original, table).toEqual(expect.arrayContaining(rows));
      else expect(rows, table).toEqual(original);
    }
    const centres = restoredRows.get('centros')?.join('\n') ?? '';
    expect(acknowledgedBefore.filter((codigo) => !centres.includes(`,${codigo},`))).toEqual([]);
  }, 900_000);
});
