// The server the browser tests drive: the built app on a fresh database — a new PostgreSQL
// database when TEST_DATABASE_URL is set (as CI does), otherwise a new embedded data dir —
// with a small demo seed so the screens have data.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  DEMO_CENTRES: process.env.DEMO_CENTRES ?? '60',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: 'admin@autoevaluacion.example',
  ADMIN_PASSWORD: 'Demo-Admin-2026',
};
let cleanup = async () => undefined;

if (process.env.TEST_DATABASE_URL) {
  const name = `e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  env.JWT_SECRET = randomBytes(32).toString('hex');
  cleanup = async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
} else {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-'));
  env.DATA_DIR = join(dir, 'data');
  delete env.DATABASE_URL;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

// scripts/e2e-private.sh points these at a private build (apps/*/dist-<name>).
if (process.env.E2E_WEB_DIST) env.WEB_DIST_DIR = process.env.E2E_WEB_DIST;
const bundle = process.env.E2E_API_BUNDLE ?? join(root, 'apps/api/dist/main.js');
const server = spawn(process.execPath, [bundle], {
  env,
  stdio: 'inherit',
});
const stop = async () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  await cleanup();
  process.exit(code ?? 0);
});
