/**
 * `npm run bench:scale-out`: several instances behind nginx, and PgBouncer, on one PostgreSQL
 * (issue 17). Three measurements, each on a fresh copy of one generated dataset:
 *
 *   writes   acknowledged writes per second — answers, submits, resets, centre edits and
 *            e-mail status updates — through nginx with 1 and with 3 instances;
 *   commits  commits per second of 12 writers each on its own row of a cached table (centres,
 *            sent e-mails, users; then all on centres): what the data-version bump costs;
 *
 * writes and commits are measured with both designs of the data-version bump (bump-designs.ts:
 * the global lock of migration 0004 and the change log of 0010), switched on the same database
 * and alternated over --rounds rounds (ABBA), so both see the same machine load; the figure of
 * each is the median over the rounds.
 *   lists    p50/p95 of list pages directly on an instance, through nginx (1 and 3 instances),
 *            without named prepared statements, and through PgBouncer in transaction mode.
 *
 *   --seconds N       per measurement (default 10)      --connections N  (default 24)
 *   --scale N         centres of the dataset (default 2000; generated once into the
 *                     template database SCALE_BENCH_DATABASE_URL, default bench_scale_out)
 *   --only writes|commits|lists    --label TEXT (name of the results file)
 *   --rounds N        of the design comparison and of the lists (default 2)
 *   --list-seconds N  per list measurement (default 5)
 *
 * Results: printed as Markdown and written to bench/results/scale-out-<label>-<date>.json.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { sentEmails } from '../apps/api/src/db/schema/index';
import { bundleServer, freePort } from '../apps/api/src/test/child-server';
import { loadCurrentQuestionnaire } from '../apps/api/src/modules/quizzes/questionnaire-repository';
import { CLUSTER_ENV, helperDir, startCluster } from '../apps/api/src/test/scale/cluster';
import { listQuery } from '../apps/api/src/test/scale/http';
import { ApiInstance, SCALE_ADMIN, SCALE_JWT_SECRET } from '../apps/api/src/test/scale/instance';
import { startNginx } from '../apps/api/src/test/scale/nginx';
import { startPgbouncer } from '../apps/api/src/test/scale/pgbouncer';
import { prepareLoadFixture } from '../apps/api/src/test/security/load-fixture';
import { startLoad } from '../apps/api/src/test/security/load-run';
import { LoadScheduler } from '../apps/api/src/test/security/load-scheduler';
import { createUser, tokenFor } from '../apps/api/src/test/app';
import { intFlag, log, parseArgs } from './lib/cli';
import { installBumpDesign, type BumpDesign } from './lib/bump-designs';
import { measureCommitRate, type CommitRate } from './lib/commit-rate';
import { loadHttp, type Figures } from './lib/measure';
import { MixedWrites, type WriteKind } from './lib/mixed-writes';
import { ROOT } from './lib/server';
import { generate } from './generate';

const args = parseArgs(process.argv.slice(2), [
  'seconds',
  'connections',
  'scale',
  'only',
  'label',
  'rounds',
  'list-seconds',
]);
const rounds = intFlag(args, 'rounds', 2);
const listSeconds = intFlag(args, 'list-seconds', 5);
const seconds = intFlag(args, 'seconds', 10);
const connections = intFlag(args, 'connections', 24);
const scale = intFlag(args, 'scale', 2000);
const only = args.values.get('only');
const label = args.values.get('label') ?? 'run';
const templateUrl =
  process.env.SCALE_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_scale_out';
const template = new URL(templateUrl);
const templateName = template.pathname.slice(1);
const serverUrl = (() => {
  const url = new URL(templateUrl);
  url.pathname = '/postgres';
  return url.toString();
})();
/** Connections each instance keeps: the same for every configuration. */
const POOL = '10';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The generated dataset, once: later runs copy it, so every measurement starts equal. */
async function ensureTemplate(): Promise<void> {
  const exists = await admin(
    async (client) =>
      ((await client.query('select 1 from pg_database where datname = $1', [templateName]))
        .rowCount ?? 0) > 0,
  );
  if (exists) return;
  log(`Generando ${templateName} (${scale} centros)`);
  process.env.BENCH_DATABASE_URL = templateUrl;
  await generate({ centres: scale, force: false });
}

let copies = 0;
/** A fresh copy of the template (CREATE DATABASE … TEMPLATE: a file copy, seconds). */
async function copyOfTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  copies += 1;
  const name = `${templateName}_run${copies}`;
  await admin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name} template ${templateName}`);
  });
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(async (client) => void (await client.query(`drop database ${name} with (force)`))),
  };
}

/** An app on the same database and secret as the instances, to issue tokens. */
async function tokenIssuer(handle: DatabaseHandle, url: string) {
  const config = loadConfig({
    DATABASE_URL: url,
    JWT_SECRET: SCALE_JWT_SECRET,
    ADMIN_PASSWORD: SCALE_ADMIN.password,
    LOG_LEVEL: 'silent',
  });
  return buildApp({ db: handle, config, logger: false });
}

const bundle = resolve(bundleServer('dist-bench-scale'));

/** Designs in round `round`: ABBA, so a drift of the machine's load hits both alike. */
const designsOf = (round: number): BumpDesign[] =>
  round % 2 === 0 ? ['global-lock', 'change-log'] : ['change-log', 'global-lock'];

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Number((((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2).toFixed(1));
};

interface WriteFigures {
  design: BumpDesign;
  instances: number;
  writesPerSecond: number;
  byKind: Record<WriteKind, number>;
  failures: string[];
  non2xx: number;
  errors: number;
}

/** `instances` instances on one fresh copy; each run of each design with its own centres. */
async function measureWrites(instances: number): Promise<WriteFigures[]> {
  const copy = await copyOfTemplate();
  const dir = helperDir('bench-scale-');
  const cluster = await startCluster({
    bundle,
    databaseUrl: copy.url,
    instances,
    dir: dir.path,
    env: { DATABASE_POOL_SIZE: POOL, SHUTDOWN_DRAIN_MS: '0' },
  });
  const handle = await openDatabase({ url: copy.url, poolSize: 4 });
  const issuer = await tokenIssuer(handle, copy.url);
  const figures: WriteFigures[] = [];
  try {
    const questions = (await loadCurrentQuestionnaire(handle.db)).length;
    // One answer, a submit and a reset per cycle: every kind of write comes round often.
    const preAnswered = Math.max(0, questions - 1);
    for (let round = 0; round < rounds; round += 1) {
      for (const design of designsOf(round)) {
        await installBumpDesign(copy.url, design);
        const fixture = await prepareLoadFixture(handle.db, (user) => tokenFor(issuer, user), {
          centres: 48,
          preAnswered,
          label: `Escala${round}${design === 'global-lock' ? 'a' : 'b'}`,
        });
        const tomorrow = new Date(Date.now() + 86_400_000);
        const mails = await handle.db
          .insert(sentEmails)
          .values(
            Array.from({ length: 300 }, (_, i) => ({
              receiver: `escala${i}@bench.example`,
              subject: 'Aviso',
              html: '<p>Aviso</p>',
              text: 'Aviso',
              user_id: null,
              status: false,
              next_attempt_at: tomorrow,
            })),
          )
          .returning({ id: sentEmails.id });
        const scheduler = new LoadScheduler(
          fixture.centres,
          fixture.questions,
          fixture.reads,
          fixture.adminToken,
          0,
          6,
          preAnswered,
        );
        const source = new MixedWrites(
          scheduler,
          mails.map((m) => m.id),
          fixture.adminToken,
        );
        const { result } = await startLoad({
          url: cluster.balancer.url,
          source,
          connections,
          seconds,
        }).done;
        const measured: WriteFigures = {
          design,
          instances,
          writesPerSecond: Math.round(source.total() / seconds),
          byKind: Object.fromEntries(
            Object.entries(source.acknowledged).map(([kind, n]) => [kind, Math.round(n / seconds)]),
          ) as Record<WriteKind, number>,
          failures: source.failures,
          non2xx: result.non2xx,
          errors: result.errors,
        };
        log(
          `escrituras, ${instances} instancia(s), ${design}: ${measured.writesPerSecond}/s ${JSON.stringify(measured.byKind)}`,
        );
        figures.push(measured);
      }
    }
    return figures;
  } finally {
    await issuer.close();
    await handle.close();
    await cluster.stop();
    dir.remove();
    await copy.drop();
  }
}

interface CommitFigures {
  design: BumpDesign;
  channels: CommitRate;
  oneChannel: CommitRate;
}

async function measureCommits(): Promise<CommitFigures[]> {
  const copy = await copyOfTemplate();
  const figures: CommitFigures[] = [];
  try {
    // The copy's own migrations first: the tables of the code being measured.
    const handle = await openDatabase({ url: copy.url });
    await handle.migrate();
    await handle.close();
    for (let round = 0; round < rounds; round += 1) {
      for (const design of designsOf(round)) {
        await installBumpDesign(copy.url, design);
        const channels = await measureCommitRate(copy.url, 12, seconds, false);
        const oneChannel = await measureCommitRate(copy.url, 12, seconds, true);
        log(
          `commits, ${design}: tres canales ${channels.commitsPerSecond}/s, uno ${oneChannel.commitsPerSecond}/s`,
        );
        figures.push({ design, channels, oneChannel });
      }
    }
    return figures;
  } finally {
    await copy.drop();
  }
}

interface ListFigures {
  setup: string;
  call: string;
  figures: Figures;
  /** p95 of each round, when the figures are medians. */
  rounds?: number[];
}

const LISTS = [
  { name: 'usuarios', path: `/v1/users${listQuery({ page: 0, size: 10 })}` },
  { name: 'centros', path: `/v2/centros${listQuery({ page: 0, size: 10 })}` },
  { name: 'seguimiento', path: `/v15/centros/quizes${listQuery({ page: 0, size: 10 })}` },
  { name: 'correos', path: `/v15/sent-emails${listQuery({ page: 0, size: 5 })}` },
];

async function measureLists(base: string, token: string, setup: string): Promise<ListFigures[]> {
  const figures: ListFigures[] = [];
  for (const list of LISTS) {
    const load = {
      url: base + list.path,
      method: 'GET' as const,
      headers: { authorization: `Bearer ${token}` },
      connections: 10,
    };
    await loadHttp({ ...load, seconds: 1 });
    const measured = await loadHttp({ ...load, seconds: listSeconds });
    log(`${setup}, ${list.name}: p95 ${measured.p95} ms, ${measured.rps} req/s`);
    figures.push({ setup, call: list.name, figures: measured });
  }
  return figures;
}

/**
 * Every setup up at once (idle but for the one measured), then the lists on each setup in turn,
 * for --rounds rounds: the figure of a setup is the median over the rounds.
 */
async function measureAllLists(): Promise<ListFigures[]> {
  const copy = await copyOfTemplate();
  const dirs = [helperDir('bench-lists-'), helperDir('bench-lists-'), helperDir('bench-lists-')];
  const [clusterDir = '', singleDir = '', poolerDir = ''] = dirs.map((d) => d.path);
  const stops: (() => Promise<unknown>)[] = [];
  const handle = await openDatabase({ url: copy.url, poolSize: 2 });
  try {
    const cluster = await startCluster({
      bundle,
      databaseUrl: copy.url,
      instances: 3,
      dir: clusterDir,
      env: { DATABASE_POOL_SIZE: POOL },
    });
    stops.push(() => cluster.stop());
    const [first] = cluster.instances;
    if (!first) throw new Error('no instance');
    const single = await startNginx([first.port], singleDir);
    stops.push(() => single.stop());
    const unnamedEnv = {
      ...CLUSTER_ENV,
      DATABASE_POOL_SIZE: POOL,
      DATABASE_PREPARED_STATEMENTS: 'false',
    };
    const unnamed = new ApiInstance({
      bundle,
      databaseUrl: copy.url,
      env: unnamedEnv,
      name: 'sin-nombre',
      port: await freePort(),
    });
    await unnamed.start();
    stops.push(() => unnamed.stop());
    const pooler = await startPgbouncer(copy.url, poolerDir, { poolSize: 10 });
    stops.push(() => pooler.stop());
    const pooled = new ApiInstance({
      bundle,
      databaseUrl: pooler.urlFor(copy.url),
      env: {
        ...unnamedEnv,
        DATABASE_PREPARED_STATEMENTS: pooler.preparedStatements ? 'true' : 'false',
      },
      name: 'pgbouncer',
      port: await freePort(),
    });
    await pooled.start();
    stops.push(() => pooled.stop());

    const issuer = await tokenIssuer(handle, copy.url);
    const token = tokenFor(issuer, await createUser(handle.db, { perfil: 0 }));
    await issuer.close();
    const setups = [
      { setup: 'directo a una instancia', url: first.url },
      { setup: 'nginx, 1 instancia', url: single.url },
      { setup: 'nginx, 3 instancias', url: cluster.balancer.url },
      { setup: 'directo, sin sentencias con nombre', url: unnamed.url },
      { setup: `PgBouncer ${pooler.version} (sin sentencias con nombre)`, url: pooled.url },
    ];
    const measured: ListFigures[] = [];
    for (let round = 0; round < rounds; round += 1)
      for (const { setup, url } of round % 2 === 0 ? setups : [...setups].reverse())
        measured.push(...(await measureLists(url, token, setup)));
    return setups.flatMap(({ setup }) =>
      LISTS.map((list) => {
        const of = measured.filter((m) => m.setup === setup && m.call === list.name);
        const pick = (key: 'p50' | 'p95' | 'rps') => median(of.map((m) => m.figures[key]));
        const [sample] = of;
        if (!sample) throw new Error('no measurement');
        return {
          setup,
          call: list.name,
          figures: { ...sample.figures, p50: pick('p50'), p95: pick('p95'), rps: pick('rps') },
          rounds: of.map((m) => m.figures.p95),
        };
      }),
    );
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await handle.close();
    for (const dir of dirs) dir.remove();
    await copy.drop();
  }
}

await ensureTemplate();
const started = loadavg().map((v) => Number(v.toFixed(2)));
const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  label,
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', loadAverageStart: started },
  settings: { seconds, listSeconds, rounds, connections, scale, pool: Number(POOL) },
};
const lines: string[] = [];
const designs: BumpDesign[] = ['global-lock', 'change-log'];
if (!only || only === 'commits') {
  const commits = await measureCommits();
  report.commits = commits;
  for (const design of designs) {
    const of = commits.filter((c) => c.design === design);
    lines.push(
      `| commits/s, 12 escritores en tres canales, ${design} | ${median(of.map((c) => c.channels.commitsPerSecond))} |`,
      `| commits/s, 12 escritores en un canal, ${design} | ${median(of.map((c) => c.oneChannel.commitsPerSecond))} |`,
    );
  }
}
if (!only || only === 'writes') {
  const writes = [...(await measureWrites(1)), ...(await measureWrites(3))];
  report.writes = writes;
  for (const instances of [1, 3])
    for (const design of designs) {
      const of = writes.filter((w) => w.instances === instances && w.design === design);
      const failed = of.reduce((n, w) => n + w.non2xx + w.errors, 0);
      lines.push(
        `| escrituras confirmadas/s, ${instances} instancia(s), ${design} | ${median(of.map((w) => w.writesPerSecond))} (rondas: ${of.map((w) => w.writesPerSecond).join(', ')}; no 2xx o errores: ${failed}) |`,
      );
    }
}
if (!only || only === 'lists') {
  const lists = await measureAllLists();
  report.lists = lists;
  for (const l of lists)
    lines.push(
      `| ${l.call}, ${l.setup} | p50 ${l.figures.p50} ms, p95 ${l.figures.p95} ms (rondas: ${l.rounds?.join(', ')}), ${l.figures.rps} req/s |`,
    );
}
(report.machine as Record<string, unknown>).loadAverageEnd = loadavg().map((v) =>
  Number(v.toFixed(2)),
);
const file = resolve(
  ROOT,
  'bench/results',
  `scale-out-${label}-${new Date().toISOString().slice(0, 10)}.json`,
);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n| medida | resultado |\n| --- | --- |\n${lines.join('\n')}\n`);
log(`Resultados en ${file}`);
