// npm run test:upgrade: release to release on PostgreSQL (TEST_DATABASE_URL's server). Builds the
// previous release (deploy/previous-release.txt) in a temporary git worktree, lets it create and
// seed a database (the demo at 5 centres), then starts today's build (`npm run build` first) on
// it and checks: the migrations applied once (a second start applies none), every table keeps its
// rows, the users total read through the API is unchanged. Then a failing migration: today's
// server with a broken one added stops with a clear message and leaves the database as it was.
// Slow (it builds the old API): a separate step, not part of `npm test`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const { fetch } = globalThis;
const root = new URL('..', import.meta.url).pathname;
const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const previous = readFileSync(join(root, 'deploy/previous-release.txt'), 'utf8')
  .trim()
  .split(/\s/)[0];
const suffix = randomBytes(3).toString('hex');
const dbName = `upgrade_${suffix}`;
const dbUrl = Object.assign(new URL(server), { pathname: `/${dbName}` }).toString();
const oldTree = join(tmpdir(), `previous-release-${suffix}`);
const env = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: 'admin@version.example',
  ADMIN_PASSWORD: 'Prueba-Version-2026-x',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  MAIL_RECEIVER: 'false',
  DATABASE_URL: dbUrl,
};
const PORT = 3193;

const check = (ok, message) => {
  if (!ok) throw new Error(`FAILED: ${message}`);
  console.log(`ok: ${message}`);
};

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Row count of every table, and how many migrations are recorded. */
async function state() {
  const tables = await query(
    dbUrl,
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts = {};
  for (const { name } of tables)
    counts[name] = Number((await query(dbUrl, `select count(*) as n from "${name}"`))[0].n);
  const [{ n }] = await query(dbUrl, 'select count(*)::int as n from drizzle.__drizzle_migrations');
  return { counts, migrations: n };
}

async function serve(mainJs, extra = {}) {
  const child = spawn(process.execPath, [mainJs], {
    env: { ...process.env, ...env, ...extra, PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 180; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    if (child.exitCode !== null) throw new Error(`${mainJs} exited with ${child.exitCode}`);
    await sleep(1000);
  }
  child.kill('SIGTERM');
  throw new Error(`${mainJs} did not start`);
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function usersTotal() {
  const login = await fetch(`http://127.0.0.1:${PORT}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  }).then((r) => r.json());
  const setup = encodeURIComponent(JSON.stringify({ page: 0, size: 5 }));
  const filter = encodeURIComponent(JSON.stringify({ showInactive: true }));
  const body = await fetch(`http://127.0.0.1:${PORT}/v1/users?setup=${setup}&filter=${filter}`, {
    headers: { authorization: `Bearer ${login.data.token}` },
  }).then((r) => r.json());
  return body.count;
}

/** node_modules of the old tree: today's packages, but its own workspace links. */
function linkModules() {
  const modules = join(oldTree, 'node_modules');
  mkdirSync(join(modules, '@eval'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@eval') continue;
    symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  for (const [name, target] of [
    ['contracts', '../../packages/contracts'],
    ['api', '../../apps/api'],
    ['web', '../../apps/web'],
  ])
    symlinkSync(target, join(modules, '@eval', name));
}

const started = Date.now();
let child;
try {
  execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', oldTree, previous], {
    stdio: 'ignore',
  });
  linkModules();
  execFileSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: oldTree, stdio: 'inherit' });
  const built = Date.now();
  console.log(`previous release ${previous} built in ${((built - started) / 1000).toFixed(0)} s`);
  await query(server, `create database ${dbName}`);

  child = await serve(join(oldTree, 'apps/api/dist/main.js'), {
    SEED_DEMO: 'true',
    DEMO_CENTRES: '5',
  });
  const oldTotal = await usersTotal();
  await stop(child);
  const before = await state();

  const today = join(root, 'apps/api/dist/main.js');
  const journal = JSON.parse(
    readFileSync(join(root, 'apps/api/src/db/migrations/meta/_journal.json'), 'utf8'),
  );
  child = await serve(today);
  const upgradedTotal = await usersTotal();
  await stop(child);
  const after = await state();
  check(
    after.migrations === journal.entries.length,
    `${after.migrations} migrations recorded, as many as today's journal`,
  );
  const changed = Object.keys(before.counts).filter((t) => before.counts[t] !== after.counts[t]);
  check(
    changed.length === 0,
    `every table keeps its rows (${Object.keys(before.counts).length} tables)`,
  );
  check(upgradedTotal === oldTotal, `the users total through the API is unchanged (${oldTotal})`);
  child = await serve(today);
  await stop(child);
  check((await state()).migrations === after.migrations, 'a second start applies no migration');

  // A failing migration: today's bundle and migrations, plus a broken one, in the old tree.
  const migrations = join(oldTree, 'apps/api/src/db/migrations');
  rmSync(migrations, { recursive: true });
  cpSync(join(root, 'apps/api/src/db/migrations'), migrations, { recursive: true });
  writeFileSync(
    join(migrations, '9999_broken.sql'),
    'ALTER TABLE "users" ADD COLUMN "upgrade_probe" integer;--> statement-breakpoint\nSELECT 1 / 0;\n',
  );
  journal.entries.push({
    idx: 9999,
    version: '7',
    when: 1999999999999,
    tag: '9999_broken',
    breakpoints: true,
  });
  writeFileSync(join(migrations, 'meta/_journal.json'), JSON.stringify(journal, null, 2));
  copyFileSync(today, join(oldTree, 'apps/api/dist/main.js'));
  const failed = spawnSync(process.execPath, [join(oldTree, 'apps/api/dist/main.js')], {
    env: { ...process.env, ...env, PORT: String(PORT) },
    encoding: 'utf8',
    timeout: 120_000,
  });
  check(failed.status === 1, 'the server stops (exit 1) on a failing migration');
  check(
    failed.stderr.includes('ninguna se ha aplicado') && failed.stderr.includes('division by zero'),
    'with a clear message naming the error',
  );
  const untouched = await state();
  const probe = await query(
    dbUrl,
    `select 1 from information_schema.columns where table_name = 'users' and column_name = 'upgrade_probe'`,
  );
  check(
    probe.length === 0 &&
      untouched.migrations === after.migrations &&
      Object.keys(after.counts).every((t) => after.counts[t] === untouched.counts[t]),
    'and leaves the database as it was (no column, no migration recorded, same rows)',
  );
  console.log(`release-to-release check done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  await sleep(1000);
  await query(server, `drop database if exists ${dbName} with (force)`).catch(() => undefined);
  if (existsSync(oldTree))
    spawnSync('git', ['-C', root, 'worktree', 'remove', '--force', oldTree], { stdio: 'ignore' });
}
