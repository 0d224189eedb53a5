// The server the browser tests drive: the built app on a fresh database — a new PostgreSQL
// database when TEST_DATABASE_URL is set (as CI does), otherwise a new embedded data dir —
// with a small demo seed so the screens have data.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash } from '@node-rs/argon2';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  DEMO_CENTRES: process.env.DEMO_CENTRES ?? '60',
  LOG_LEVEL: 'warn',
  // One server and no balancer: stop at once, without the drain a deployment needs.
  SHUTDOWN_DRAIN_MS: '0',
  ADMIN_EMAIL: 'admin@autoevaluacion.example',
  ADMIN_PASSWORD: 'Demo-Admin-2026',
};
// A fresh folder for the embedded database and for the e-mails the in-process SMTP receiver
// keeps beside it (<DATA_DIR>-correo). The receiver also runs on PostgreSQL, so the screens
// behave the same in both modes: every e-mail is really delivered, except to `.invalid`.
const dir = mkdtempSync(join(tmpdir(), 'e2e-'));
env.DATA_DIR = join(dir, 'data');
env.MAIL_RECEIVER = 'true';
// The browser tests send each test's own client address (e2e/support/fixtures.ts).
env.TRUST_PROXY = 'loopback';
delete env.SMTP_URL;
const removeDir = async () => rmSync(dir, { recursive: true, force: true });
let cleanup = removeDir;

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
    await removeDir();
  };
} else {
  delete env.DATABASE_URL;
}

// scripts/e2e-private.sh points these at a private build (apps/*/dist-<name>).
if (process.env.E2E_WEB_DIST) env.WEB_DIST_DIR = process.env.E2E_WEB_DIST;
if (process.env.E2E_CENTRE_DIST) env.CENTRE_DIST_DIR = process.env.E2E_CENTRE_DIST;
const bundle = process.env.E2E_API_BUNDLE ?? join(root, 'apps/api/dist/main.js');

if (env.DATABASE_URL) await giveCentreUserPassword();

/**
 * PostgreSQL never gets the demo's published centre password (docs/security.md), but the
 * sign-in journey needs a centre user who can sign in. A first start on a private port migrates
 * and seeds; once it is stopped, the first coordinator gets the fixtures' e-mail and password;
 * only then does the server the browser tests wait for start.
 */
async function giveCentreUserPassword() {
  const port = String(Number(env.PORT) + 1);
  const first = spawn(process.execPath, [bundle], {
    env: { ...env, PORT: port },
    stdio: 'inherit',
  });
  const ended = new Promise((resolveEnd) => first.on('exit', resolveEnd));
  const healthy = () =>
    new Promise((resolveCheck) =>
      get(`http://127.0.0.1:${port}/health`, (response) => {
        response.resume();
        resolveCheck(response.statusCode === 200);
      }).on('error', () => resolveCheck(false)),
    );
  while (!(await healthy())) {
    if (first.exitCode !== null) throw new Error('the seeding start ended early');
    await sleep(200);
  }
  first.kill('SIGTERM');
  await ended;
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  // The coordinator the embedded demo would give the account to (seed/demo-accounts.ts): of
  // an active centre with this year's evaluation in progress and an earlier one finished, so
  // that the plan's suggestions (its weakest keys) and the results have something to show.
  await client.query(
    `update users set email = $1, password_hash = $2
      where id = coalesce(
        (select min(u.id) from users u join centros c on c.id = u.centros_id
          where u.perfil = 1 and c.activo = 1
            and exists (select 1 from evaluations e join periodos p on p.id = e.periodos_id
                         where e.centros_id = c.id and p.activo and e.status = 'IN_PROGRESS')
            and exists (select 1 from evaluations e
                         where e.centros_id = c.id and e.status = 'FINISHED')),
        (select min(id) from users where perfil = 1))`,
    ['coordinacion.demo@autoevaluacion.example', await hash('Demo-Centro-2026')],
  );
  await client.end();
}

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
