// npm run test:upgrade: release to release, on PostgreSQL (TEST_DATABASE_URL's server) and on
// the embedded PGlite (a fresh DATA_DIR); `-- postgres` or `-- pglite` runs one of them.
// Builds the previous release (deploy/previous-release.txt) in a temporary git worktree; on each
// database that release's server creates it and seeds the demo (5 centres), then the release's
// own bench/lib adds the national generator at a small scale (bench/generate-onto-demo.ts, 200
// centres); through its API an administrator registers, edits and deletes people
// (scripts/upgrade-writes.mjs) and the screens' totals are read. Then today's
// build (`npm run build` first) starts on that data, and the check is: the migrations applied
// once (a second start applies none), every table keeps its rows, every screen's total is the
// same (scripts/upgrade-screens.mjs). Last, a failing migration: today's server with a broken
// one added stops with a clear message and leaves the database as it was.
// Slow (it builds the old API and seeds twice): a separate step, not part of `npm test`.
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
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { extensions } from './backup-embedded.mjs';
import { differingCounts, tableCounts } from './backup-manifest.mjs';
import { differingTotals, screenTotals } from './upgrade-screens.mjs';
import { administratorWrites } from './upgrade-writes.mjs';

const { fetch } = globalThis;
const root = new URL('..', import.meta.url).pathname;
const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const previous = readFileSync(join(root, 'deploy/previous-release.txt'), 'utf8')
  .trim()
  .split(/\s/)[0];
const suffix = randomBytes(3).toString('hex');
const oldTree = join(tmpdir(), `previous-release-${suffix}`);
const admin = { email: 'admin@version.example', password: 'Prueba-Version-2026-x' };
const env = {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  MAIL_RECEIVER: 'false',
  // Each stop would otherwise wait 5 s on PostgreSQL for a balancer there is none of.
  SHUTDOWN_DRAIN_MS: '0',
};
const PORT = 3193;
const base = `http://127.0.0.1:${PORT}`;
/** The generated part of the old data: 200 centres ≈ 1,350 people, 18,000 answers. */
const GENERATOR_SCALE = '200';
const MODES = ['postgres', 'pglite'];
const chosen = process.argv[2];
if (chosen !== undefined && !MODES.includes(chosen))
  throw new Error(`usage: upgrade-check.mjs [${MODES.join('|')}]`);

const check = (store, ok, message) => {
  if (!ok) throw new Error(`FAILED (${store.name}): ${message}`);
  console.log(`ok (${store.name}): ${message}`);
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

/** A database the upgrade runs on: how a server reaches it, and how to read it with none running. */
function postgresStore() {
  const name = `upgrade_${suffix}`;
  const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url, JWT_SECRET: randomBytes(32).toString('hex') },
    target: ['--url', url],
    create: () => query(server, `create database ${name}`),
    async read(reader) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await reader(client);
      } finally {
        await client.end();
      }
    },
    drop: () => query(server, `drop database if exists ${name} with (force)`),
  };
}

/** The embedded database: the old server creates DATA_DIR (and keeps its JWT secret in it). */
function pgliteStore() {
  const dir = join(tmpdir(), `upgrade-data-${suffix}`);
  return {
    name: 'PGlite',
    env: { DATA_DIR: dir },
    target: ['--pglite', dir],
    create: async () => undefined,
    async read(reader) {
      const db = await PGlite.create(dir, { extensions });
      try {
        return await reader(db);
      } finally {
        await db.close();
      }
    },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Rows of every logged table, the migrations recorded, whether the broken one's column exists. */
const state = (store) =>
  store.read(async (client) => ({
    counts: await tableCounts(client),
    migrations: (await client.query('select count(*)::int as n from drizzle.__drizzle_migrations'))
      .rows[0].n,
    probe:
      (
        await client.query(
          `select 1 from information_schema.columns
           where table_name = 'users' and column_name = 'upgrade_probe'`,
        )
      ).rows.length > 0,
  }));

async function serve(store, mainJs, extra = {}) {
  const child = spawn(process.execPath, [mainJs], {
    env: { ...process.env, ...env, ...store.env, ...extra, PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Up to 10 minutes: PGlite's first start (every migration, the demo) takes ~35 s on 2 idle
  // cores and several times that under a CI run's load.
  for (let i = 0; i < 1200; i += 1) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    if (child.exitCode !== null) throw new Error(`${mainJs} exited with ${child.exitCode}`);
    await sleep(500);
  }
  child.kill('SIGTERM');
  throw new Error(`${mainJs} did not start`);
}

/** SIGTERM and wait: PGlite's files are only consistent for the next opener after a clean stop. */
async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * node_modules of the old tree: its own lockfile's packages, as that release ran with them.
 * Linking today's would start it on dependencies it never had (today's content-disposition 1
 * lacks the `create` the previous release imports from version 3).
 */
function installModules() {
  // The previous release predates engine-strict (.npmrc): it installed with a warning then.
  const flags = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
  execFileSync('npm', ['ci', ...flags, '--engine-strict=false'], {
    cwd: oldTree,
    stdio: 'inherit',
  });
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const oldMain = join(oldTree, 'apps/api/dist/main.js');
const today = join(root, 'apps/api/dist/main.js');
const journal = JSON.parse(
  readFileSync(join(root, 'apps/api/src/db/migrations/meta/_journal.json'), 'utf8'),
);
let child;

/** The previous release creates and fills the database; returns its state and screens' totals. */
async function seedWithPreviousRelease(store) {
  const started = Date.now();
  await store.create();
  child = await serve(store, oldMain, { SEED_DEMO: 'true', DEMO_CENTRES: '5' });
  await stop(child);
  // The generator writes with the old release's code too, on the database its server made.
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/generate-onto-demo.ts', '--scale', GENERATOR_SCALE, ...store.target],
    { cwd: oldTree, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } },
  );
  child = await serve(store, oldMain);
  const deletions = await administratorWrites(base, admin);
  const totals = await screenTotals(base, admin);
  await stop(child);
  const before = await state(store);
  console.log(
    `${store.name}: previous release seeded ${before.counts.centros} centres, ` +
      `${before.counts.users} users, ${before.counts.answers} answers in ${seconds(started)}`,
  );
  return { before, totals, deletions };
}

/** Today's build on the previous release's data. */
async function upgrade(store, { before, totals, deletions }) {
  const started = Date.now();
  child = await serve(store, today);
  const upgradedTotals = await screenTotals(base, admin);
  await stop(child);
  const after = await state(store);
  check(
    store,
    after.migrations === journal.entries.length,
    `${after.migrations} migrations recorded, as many as today's journal`,
  );
  // Tables today's migrations create are not in `before`; every one that was keeps its rows.
  // Except the cache channels' change log: it is no data but the record that data changed, so
  // a migration's backfill rightly appends to it (the caches must not serve the rows before it)
  // and the server folds it into the counters from time to time.
  const changed = Object.keys(before.counts).filter(
    (t) => t !== 'data_change_log' && before.counts[t] !== after.counts[t],
  );
  const created = Object.keys(after.counts).filter((t) => !(t in before.counts));
  check(
    store,
    changed.length === 0,
    `every table keeps its rows (${Object.keys(before.counts).length} tables` +
      (created.length ? `; new: ${created.join(', ')})` : ')') +
      (changed.length ? `; differ: ${changed.join(', ')}` : ''),
  );
  const screens = differingTotals(totals, upgradedTotals);
  check(
    store,
    screens.length === 0,
    `every screen's total is unchanged (${Object.keys(totals).length} figures: ` +
      `${totals.users} users, ${totals.centres} centres, ${totals.sentEmails} e-mails, ` +
      `${totals.auditLines} audit lines)` +
      (screens.length ? `; differ: ${screens.join('; ')}` : ''),
  );
  // Migration 0015 rewrites data: the audit lines of deletions get `deleted`.
  const marked = await store.read(
    async (client) =>
      (await client.query('select count(*)::int as n from audit_log where deleted')).rows[0].n,
  );
  check(store, marked === deletions, `the audit lines of deletions are marked (${marked})`);
  child = await serve(store, today);
  await stop(child);
  check(
    store,
    (await state(store)).migrations === after.migrations,
    'a second start applies no migration',
  );
  console.log(`${store.name}: upgraded and checked in ${seconds(started)}`);
  return after;
}

/** Today's bundle, packages and migrations plus a broken one, in the old tree. */
function addBrokenMigration() {
  const migrations = join(oldTree, 'apps/api/src/db/migrations');
  rmSync(migrations, { recursive: true });
  cpSync(join(root, 'apps/api/src/db/migrations'), migrations, { recursive: true });
  writeFileSync(
    join(migrations, '9999_broken.sql'),
    'ALTER TABLE "users" ADD COLUMN "upgrade_probe" integer;--> statement-breakpoint\nSELECT 1 / 0;\n',
  );
  const broken = JSON.parse(JSON.stringify(journal));
  broken.entries.push({
    idx: 9999,
    version: '7',
    when: 1999999999999,
    tag: '9999_broken',
    breakpoints: true,
  });
  writeFileSync(join(migrations, 'meta/_journal.json'), JSON.stringify(broken, null, 2));
  copyFileSync(today, oldMain);
  // Today's bundle runs with today's packages: the old release's are no longer needed.
  const modules = join(oldTree, 'node_modules');
  rmSync(modules, { recursive: true });
  mkdirSync(join(modules, '@eval'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@eval') symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  for (const name of ['contracts', 'api', 'web'])
    symlinkSync(
      join(oldTree, name === 'contracts' ? 'packages' : 'apps', name),
      join(modules, '@eval', name),
    );
  // And the API's own nested packages (content-disposition 1), which the bundle resolves first.
  const apiModules = join(oldTree, 'apps/api/node_modules');
  rmSync(apiModules, { recursive: true, force: true });
  symlinkSync(join(root, 'apps/api/node_modules'), apiModules);
}

async function failingMigration(store, after) {
  const failed = spawnSync(process.execPath, [oldMain], {
    env: { ...process.env, ...env, ...store.env, PORT: String(PORT) },
    encoding: 'utf8',
    timeout: 600_000,
  });
  check(store, failed.status === 1, 'the server stops (exit 1) on a failing migration');
  check(
    store,
    failed.stderr.includes('ninguna se ha aplicado') && failed.stderr.includes('division by zero'),
    'with a clear message naming the error',
  );
  const untouched = await state(store);
  check(
    store,
    !untouched.probe &&
      untouched.migrations === after.migrations &&
      differingCounts(after.counts, untouched.counts).length === 0,
    'and leaves the database as it was (no column, no migration recorded, same rows)',
  );
}

const started = Date.now();
const stores = (chosen ? [chosen] : MODES).map((mode) =>
  mode === 'postgres' ? postgresStore() : pgliteStore(),
);
try {
  execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', oldTree, previous], {
    stdio: 'ignore',
  });
  installModules();
  // Today's copy: an older release may not have it, or an older version of it.
  copyFileSync(
    join(root, 'bench/generate-onto-demo.ts'),
    join(oldTree, 'bench/generate-onto-demo.ts'),
  );
  execFileSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: oldTree, stdio: 'inherit' });
  console.log(`previous release ${previous} built in ${seconds(started)}`);
  // The migrations this check applies to populated databases: today's, past the old journal.
  const oldJournal = JSON.parse(
    readFileSync(join(oldTree, 'apps/api/src/db/migrations/meta/_journal.json'), 'utf8'),
  );
  const known = new Set(oldJournal.entries.map((entry) => entry.tag));
  const pending = journal.entries.filter((entry) => !known.has(entry.tag)).map((e) => e.tag);
  console.log(`migrations applied on the old data: ${pending.join(', ') || 'none'}`);
  const upgraded = [];
  for (const store of stores)
    upgraded.push(await upgrade(store, await seedWithPreviousRelease(store)));
  addBrokenMigration();
  for (const [i, store] of stores.entries()) await failingMigration(store, upgraded[i]);
  console.log(`release-to-release check done in ${seconds(started)}`);
} finally {
  if (child) await stop(child);
  for (const store of stores) await store.drop().catch(() => undefined);
  if (existsSync(oldTree))
    spawnSync('git', ['-C', root, 'worktree', 'remove', '--force', oldTree], { stdio: 'ignore' });
}
