// npm run test:backup: backup → restore → start, on PostgreSQL (TEST_DATABASE_URL's server).
// Seeds a small demo database with the built server, backs it up while a writer keeps inserting,
// restores into an empty database, starts the built server on it and checks that every table
// holds what the manifest says, every write acknowledged before the backup began is there, and
// the API's totals match. Needs `npm run build`. A separate step, like test:upgrade.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const { fetch } = globalThis;

const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = new URL('..', import.meta.url).pathname;
const suffix = randomBytes(3).toString('hex');
const dbUrl = (name) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
const [srcName, dstName] = [`bk_src_${suffix}`, `bk_dst_${suffix}`];
const env = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: 'admin@copia.example',
  ADMIN_PASSWORD: 'Prueba-Copia-2026-x',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  MAIL_RECEIVER: 'false',
};

async function admin(sql) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startServer(name, port, extra = {}) {
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, ...env, ...extra, DATABASE_URL: dbUrl(name), PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await sleep(1000);
  }
  child.kill('SIGTERM');
  throw new Error(`the server on ${name} did not start`);
}

async function totals(port) {
  const login = await fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  }).then((r) => r.json());
  const headers = { authorization: `Bearer ${login.data.token}` };
  const setup = encodeURIComponent(JSON.stringify({ page: 0, size: 5 }));
  const filter = encodeURIComponent(JSON.stringify({ showInactive: true }));
  const users = await fetch(`http://127.0.0.1:${port}/v1/users?setup=${setup}&filter=${filter}`, {
    headers,
  }).then((r) => r.json());
  return { users: users.count };
}

const check = (ok, message) => {
  if (!ok) throw new Error(message);
  console.log(`ok: ${message}`);
};

const started = Date.now();
const folder = mkdtempSync(join(tmpdir(), 'backup-check-'));
let source;
let restored;
try {
  await admin(`create database ${srcName}`);
  await admin(`create database ${dstName}`);
  source = await startServer(srcName, 3191, { SEED_DEMO: 'true', DEMO_CENTRES: '5' });

  // A writer acknowledging each insert, going on through the whole backup.
  const writer = new pg.Client({ connectionString: dbUrl(srcName) });
  await writer.connect();
  const acknowledged = [];
  let writing = true;
  const writes = (async () => {
    for (let i = 0; writing; i += 1) {
      const { rows } = await writer.query(
        `insert into settings (key, value) values ($1, '1'::jsonb) returning key`,
        [`backup_check_${i}`],
      );
      acknowledged.push(rows[0].key);
    }
  })();
  await sleep(300);
  const beforeBackup = acknowledged.length;
  execFileSync(process.execPath, [join(root, 'scripts/backup.mjs'), folder], {
    env: { ...process.env, DATABASE_URL: dbUrl(srcName) },
    stdio: 'inherit',
  });
  await sleep(300);
  writing = false;
  await writes;
  await writer.end();
  const sourceTotals = await totals(3191);
  source.kill('SIGTERM');

  execFileSync(process.execPath, [join(root, 'scripts/restore.mjs'), folder], {
    env: { ...process.env, DATABASE_URL: dbUrl(dstName) },
    stdio: 'inherit',
  });
  restored = await startServer(dstName, 3192);
  const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
  const client = new pg.Client({ connectionString: dbUrl(dstName) });
  await client.connect();
  const { rows } = await client.query(`select key from settings where key like 'backup_check_%'`);
  const present = new Set(rows.map((row) => row.key));
  const files = await client.query('select count(*)::int as n from files');
  await client.end();
  check(
    acknowledged.slice(0, beforeBackup).every((key) => present.has(key)),
    `all ${beforeBackup} writes acknowledged before the backup are restored (${present.size} in the backup, ${acknowledged.length} written in all)`,
  );
  check(files.rows[0].n === manifest.counts.files, `${files.rows[0].n} uploaded files restored`);
  const restoredTotals = await totals(3192);
  check(
    restoredTotals.users === sourceTotals.users && restoredTotals.users === manifest.counts.users,
    `the users total is the same through the API (${restoredTotals.users})`,
  );
  console.log(
    `backup → restore → start checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  source?.kill('SIGTERM');
  restored?.kill('SIGTERM');
  await sleep(1500);
  await admin(`drop database if exists ${srcName} with (force)`);
  await admin(`drop database if exists ${dstName} with (force)`);
  rmSync(folder, { recursive: true, force: true });
}
