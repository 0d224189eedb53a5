/**
 * `npm run bench:peers [-- --rounds 3 --seconds 10 --warmup-seconds 2 --connections 20]`: our API
 * side by side with Directus 11, in one run on one machine, rounds alternating between
 * the systems so a drift of the machine's load weighs on all of them alike.
 *
 * Systems: ours with its caches (as deployed) and with them off (`DATA_CACHE=false`,
 * `RESPONSE_CACHE_MB=0`: every request computes), Directus 11.3.5 without and with its memory
 * cache (installed from the npm registry into `--directus-dir`, default a folder of the system's
 * temporary directory: never a dependency of the product), a thin Fastify + pg endpoint
 * (bench/lib/thin-server.ts) and the bare SQL our cache-miss path runs (captured from our server,
 * replayed through pg on 20 connections).
 *
 * Shapes: A a filtered page (page 11 of the biggest community, 20 by name) with its total,
 * A-vary a random page of it, B the name search "san" with its total, C active centres per
 * community (our dashboard's centres figures; Directus's `aggregate` with `groupBy`).
 *
 * Then, unless `--no-writes`: our lists and dashboard at 20 clients while 200 coordinators save
 * an answer each per second (`--writers`, `--pace-ms`), beside the same calls without writes.
 * `--only-writes` runs just that part; `--only "text|text"` starts and measures just the systems
 * whose name contains one of the texts (Directus is only installed when one of its two is named).
 * `--bundle DIR` runs our systems (and captures the bare SQL) from another built API than
 * apps/api/dist-bench, e.g. an older commit's, for a before/after (nothing is built then).
 *
 * Needs the national dataset (BENCH_DATABASE_URL, default bench_national; generated when missing)
 * and psql (the centres are copied to Directus's own database with `\copy`).
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { fork } from 'node:child_process';
import pg from 'pg';
import { freePort } from '../apps/api/src/test/child-server';
import { benchDatabaseUrl, log, parseWithInts } from './lib/cli';
import { urlOf } from './lib/calls';
import { loginToken } from './lib/call-runner';
import {
  DIRECTUS_VERSION,
  installDirectus,
  prepareDirectusDatabase,
  startDirectus,
} from './lib/directus';
import { loadPaths, loadSql, replayable, type Figures } from './lib/measure';
import { API_BUNDLE, buildApi, memoryOf, ROOT, startServer } from './lib/server';
import { median } from './lib/scale-settings';
import { datasetExists, generate } from './generate';
import { listsUnderWrites } from './lib/under-writes';
import type { CapturedQuery } from './lib/sql-capture';

const args = parseWithInts(
  process.argv.slice(2),
  { rounds: 3, seconds: 10, 'warmup-seconds': 2, connections: 20, writers: 200, 'pace-ms': 1000 },
  ['directus-dir', 'only', 'bundle'],
);
const { rounds, seconds, connections, writers } = args.ints;
const warmup = args.ints['warmup-seconds'];
const paceMs = args.ints['pace-ms'];
/**
 * Database connections of every system (our pool, Directus's, the thin endpoint's, the bare
 * replay's): the same for all, and small enough that six systems kept running side by side stay
 * within PostgreSQL's default 100 connections.
 */
const POOL = '10';
const directusDir = args.values.get('directus-dir') ?? join(tmpdir(), 'eval-bench-directus');
const url = benchDatabaseUrl();

if (!(await datasetExists())) {
  log('No existe la base de datos del benchmark: se genera (30.000 centros)');
  await generate({ centres: 30_000, force: false });
}
const bundleDir = args.values.get('bundle');
const bundle = bundleDir ? resolve(bundleDir, 'main.js') : API_BUNDLE;
if (!bundleDir && (!args.switches.has('no-build') || !existsSync(API_BUNDLE))) buildApi();
// --only-writes: only the lists and dashboard under answer writes (no peers to install).
const onlyWrites = args.switches.has('only-writes');
// --only "text|text": the systems whose name contains one of the texts.
const only = args.values.get('only')?.split('|');
const wanted = (system: string) => !only || only.some((text) => system.includes(text));
const DIRECTUS_COLD = `Directus ${DIRECTUS_VERSION}, sin caché`;
const DIRECTUS_CACHED = `Directus ${DIRECTUS_VERSION}, caché en memoria`;
const withDirectus = !onlyWrites && (wanted(DIRECTUS_COLD) || wanted(DIRECTUS_CACHED));
if (withDirectus) installDirectus(directusDir);
if (withDirectus) log('Copiando los centros a la base de Directus…');
const directusUrl = withDirectus
  ? await prepareDirectusDatabase(directusDir, url, 'bench_peer_directus')
  : '';

/** The biggest community and how many centres it has: shape A's filter and its pages. */
async function biggestCommunity(): Promise<{ id: number; centres: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; centres: number }>(
      'select comunidades_id id, count(*)::int centres from centros group by 1 order by 2 desc limit 1',
    );
    const row = rows[0];
    if (!row) throw new Error('El conjunto no tiene centros');
    return row;
  } finally {
    await client.end();
  }
}
const community = await biggestCommunity();
const pages = Math.ceil(community.centres / 20);
const randomPage = () => Math.floor(Math.random() * pages);
log(`Comunidad ${community.id}: ${community.centres} centros, ${pages} páginas de 20`);

type Shape = 'A' | 'A-vary' | 'B' | 'C';
const SHAPES: readonly Shape[] = ['A', 'A-vary', 'B', 'C'];

/** Our list's query for page `page` of the community, 20 by name. */
const oursPage = (page: number) =>
  urlOf('/v2/centros', {
    filter: { comunidades_id: community.id },
    setup: { size: 20, page, order: { field: 'nombre', direction: 'asc' } },
  });
const ours: Record<Shape, () => string> = {
  A: () => oursPage(10),
  'A-vary': () => oursPage(randomPage()),
  B: () =>
    urlOf('/v2/centros', {
      filter: { search: 'san' },
      setup: { size: 20, page: 0, order: { field: 'nombre', direction: 'asc' } },
    }),
  C: () => '/v2/centers/dashboard',
};
/** Directus's page: the fields of the table a list shows (ids for places: it has no names). */
const FIELDS =
  'id,nombre,codigo,direccion,cp,kind,ownership,groupby,nivel_socioeconomico,activo,comunidades_id,provincias_id_provincia,municipios_id_municipio';
const directusPage = (page: number) =>
  `/items/centros?filter[comunidades_id][_eq]=${community.id}&limit=20&offset=${page * 20}&meta=filter_count&sort=nombre,id&fields=${FIELDS}`;
const directus: Record<Shape, () => string> = {
  A: () => directusPage(10),
  'A-vary': () => directusPage(randomPage()),
  B: () => `/items/centros?search=san&limit=20&meta=filter_count&sort=nombre,id&fields=${FIELDS}`,
  C: () => '/items/centros?aggregate[count]=*&groupBy[]=comunidades_id&filter[activo][_eq]=1',
};
const thin: Record<Shape, () => string> = {
  A: () => `/a?comunidad=${community.id}&page=10`,
  'A-vary': () => `/a?comunidad=${community.id}&page=${randomPage()}`,
  B: () => '/b?search=san',
  C: () => '/c',
};

const OURS_CACHED = 'nuestro, cachés activas';
const OURS_COLD = 'nuestro, caché forzada a fallar';
const THIN = 'Fastify + pg mínimo';
const BARE_SQL = 'SQL desnudo de nuestro fallo';

/** One system: how to run one measurement of a shape. */
interface System {
  name: string;
  measure(shape: Shape, duration: number): Promise<Figures>;
  /** Ours only: one path (the deep-page comparison). */
  measurePath?(path: string, duration: number): Promise<Figures>;
}
const stops: (() => Promise<void>)[] = [];
const idle: Record<string, { startMs: number; rssMiB: number }> = {};

async function oursSystem(name: string, env: NodeJS.ProcessEnv): Promise<System> {
  const server = await startServer({
    database: { url },
    bundle,
    env: { ...env, DATABASE_POOL_SIZE: POOL },
  });
  stops.push(() => server.stop());
  const token = await loginToken(server.url);
  idle[name] = { startMs: server.startMs, rssMiB: memoryOf(server.pid).rss };
  const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
  return {
    name,
    measure: (shape, d) => loadPaths(server.url, ours[shape], headers, d, connections),
    measurePath: (path, d) => loadPaths(server.url, () => path, headers, d, connections),
  };
}

async function directusSystem(name: string, cache: boolean): Promise<System> {
  const running = await startDirectus(directusDir, directusUrl, cache);
  stops.push(() => running.stop());
  idle[name] = { startMs: running.startMs, rssMiB: memoryOf(running.pid).rss };
  const headers = { accept: 'application/json', authorization: `Bearer ${running.token}` };
  return {
    name,
    measure: (shape, d) => loadPaths(running.url, directus[shape], headers, d, connections),
  };
}

async function thinSystem(): Promise<System> {
  const port = await freePort();
  const child = fork(join(ROOT, 'bench/lib/thin-server.ts'), [String(port), url, POOL], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((ready, fail) => {
    child.once('message', () => ready());
    child.once('exit', () => fail(new Error('El endpoint mínimo no arrancó')));
  });
  stops.push(async () => {
    child.kill('SIGTERM');
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    name: THIN,
    measure: (shape, d) => loadPaths(base, thin[shape], {}, d, connections),
  };
}

/**
 * The SQL our server runs for each shape on a miss, captured from a server with its caches off;
 * A-vary gets 20 random pages, replayed in turn.
 */
async function bareSqlSystem(): Promise<System> {
  const server = await startServer({
    database: { url },
    bundle,
    capture: true,
    env: { DATA_CACHE: 'false', RESPONSE_CACHE_MB: '0' },
  });
  const captured = new Map<Shape, CapturedQuery[][]>();
  try {
    const token = await loginToken(server.url);
    const call = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      await response.arrayBuffer();
    };
    // The second call of a path is captured: the first also loads what the process then keeps
    // for good (reference data, the keys), which no request of a warm server runs again.
    const capture = async (path: string) => {
      await call(path);
      return replayable(await server.captureOnce(() => call(path))).filter(
        (query) => !isSessionOrVersionRead(query.text),
      );
    };
    for (const shape of SHAPES) {
      const times = shape === 'A-vary' ? 20 : 1;
      const lists: CapturedQuery[][] = [];
      for (let i = 0; i < times; i += 1) lists.push(await capture(ours[shape]()));
      captured.set(shape, lists);
      // The start of each statement, and every count seen: a stray statement skews the baseline.
      const heads = (lists[0] ?? []).map((q) => q.text.replace(/\s+/g, ' ').trim().slice(0, 48));
      const counts = [...new Set(lists.map((list) => list.length))].join(', ');
      // A bundle outside this checkout loads its own copy of pg, which the capture does not
      // wrap: nothing is captured, and replaying nothing would "run" millions of calls a second.
      if (lists.some((list) => list.length === 0)) {
        throw new Error(
          `No se capturó ninguna consulta de ${shape}: el bundle debe usar el pg de esta copia (constrúyelo aquí)`,
        );
      }
      log(`SQL desnudo ${shape}: ${counts} consultas por llamada: ${heads.join(' | ')}`);
    }
  } finally {
    await server.stop();
  }
  return {
    name: BARE_SQL,
    measure: (shape, d) => {
      const lists = captured.get(shape) ?? [];
      let turn = 0;
      // With our server's parallelism: as many loops as HTTP clients, a call's queries at once.
      return loadSql(url, () => lists[(turn += 1) % lists.length] ?? [], Number(POOL), d, {
        concurrent: true,
        loops: connections,
      });
    },
  };
}

/**
 * The session check, its heartbeat and the data versions are not the list's SQL: the bare baseline is what the
 * list itself queries (a hand-written endpoint would have no session or cache either).
 */
function isSessionOrVersionRead(text: string): boolean {
  // Timers' statements can land inside a capture window: the session cache's heartbeat (a
  // NOTIFY) and the fold of the change log (a transaction under an advisory lock), which would
  // make the baseline replay a call in a transaction, its statements one after another.
  if (/pg_notify|pg_try_advisory_xact_lock|^\s*(begin|commit|rollback)\b/i.test(text)) return true;
  // The session's own read (plugins/session-state.ts): it names the user's `centros_id`, so the
  // test below, which keeps every statement about centres, would keep it as part of the call.
  if (/\brevoked_tokens\b/i.test(text)) return true;
  return (
    /from\s+"?(users|data_versions|data_change_log|revoked_tokens)"?\b/i.test(text) &&
    !/centros/i.test(text)
  );
}

if (!onlyWrites) await sideBySide();
if (!args.switches.has('no-writes')) {
  await listsUnderWrites({
    url,
    connections,
    writers,
    paceMs,
    warmup,
    seconds,
    bundle,
    calls: [
      ['centros: comunidad, página al azar', ours['A-vary']],
      ['centros: búsqueda "san"', ours.B],
    ],
  });
}

/**
 * Any page of a filtered list should cost about what its first page does (within
 * 1.5×): our cache-miss server on pages 1, 11, the middle and the last of the community.
 */
async function deepPages(system: System | undefined): Promise<void> {
  if (!system?.measurePath) return;
  const chosen = [0, 10, Math.floor(pages / 2), pages - 1];
  const figures: Figures[] = [];
  for (const page of chosen) {
    if (warmup > 0) await system.measurePath(oursPage(page), warmup);
    figures.push(await system.measurePath(oursPage(page), seconds));
  }
  const first = figures[0];
  const lines = [
    `| ${system.name}: página (de ${pages}) | req/s | p50 ms | p95 ms | p50 ÷ página 1 |`,
    '|---|---|---|---|---|',
    ...chosen.map((page, i) => {
      const f = figures[i];
      return `| ${page + 1} | ${f?.rps ?? '—'} | ${f?.p50 ?? '—'} | ${f?.p95 ?? '—'} | ${f && first ? (f.p50 / Math.max(first.p50, 0.01)).toFixed(2) : '—'} |`;
    }),
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

/** The side-by-side table: every system on every shape, rounds alternating their order. */
async function sideBySide(): Promise<void> {
  log('Arrancando los sistemas…');
  // Every row of the table, in its order; only those --only names are started.
  const starts: [string, () => Promise<System>][] = [
    [OURS_CACHED, () => oursSystem(OURS_CACHED, {})],
    [OURS_COLD, () => oursSystem(OURS_COLD, { DATA_CACHE: 'false', RESPONSE_CACHE_MB: '0' })],
    [DIRECTUS_COLD, () => directusSystem(DIRECTUS_COLD, false)],
    [DIRECTUS_CACHED, () => directusSystem(DIRECTUS_CACHED, true)],
    [THIN, thinSystem],
    [BARE_SQL, bareSqlSystem],
  ];
  const names = starts.map(([name]) => name);
  const systems: System[] = [];
  for (const [name, start] of starts) if (wanted(name)) systems.push(await start());

  const results = new Map<string, Figures[]>();
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const shape of SHAPES) {
        // Each round starts the systems at another place of the list.
        const order = systems.map((_, i) => systems[(i + round) % systems.length]);
        for (const system of order) {
          if (!system) continue;
          if (warmup > 0) await system.measure(shape, warmup);
          const figures = await system.measure(shape, seconds);
          const key = `${system.name}\u0000${shape}`;
          results.set(key, [...(results.get(key) ?? []), figures]);
          log(
            `ronda ${round + 1} ${shape} ${system.name}: ${figures.rps} req/s, p95 ${figures.p95} ms${figures.errors ? `, ${figures.errors} errores (${figures.firstError ?? ''})` : ''}`,
          );
        }
      }
    }

    const cell = (system: string, shape: Shape) => {
      const list = results.get(`${system}\u0000${shape}`) ?? [];
      if (list.length === 0) return '—';
      return `${median(list.map((f) => f.rps)).toLocaleString('en-US')} (${median(list.map((f) => f.p95))})`;
    };
    const lines = [
      `| sistema (req/s, mediana de ${rounds} rondas; p95 ms) | A: página 11 filtrada + total | A-vary: página al azar | B: búsqueda "san" + total | C: agregado de centros |`,
      '|---|---|---|---|---|',
      ...names.map(
        (name) => `| ${name} | ${SHAPES.map((shape) => cell(name, shape)).join(' | ')} |`,
      ),
    ];
    console.log(`\n${lines.join('\n')}\n`);
    const rate = (system: string, shape: Shape) =>
      median((results.get(`${system}\u0000${shape}`) ?? []).map((f) => f.rps));
    // A system left out by --only (or that answered nothing) has no ratio.
    const ratio = (a: string, b: string) =>
      SHAPES.map((shape) => {
        const [top, bottom] = [rate(a, shape), rate(b, shape)];
        return top > 0 && bottom > 0 ? (top / bottom).toFixed(2) : '—';
      }).join(' / ');
    console.log(`nuestro ÷ Directus con caché: ${ratio(OURS_CACHED, DIRECTUS_CACHED)}`);
    console.log(`nuestro ÷ Directus sin caché: ${ratio(OURS_CACHED, DIRECTUS_COLD)}`);
    console.log(`nuestro fallo ÷ Directus sin caché: ${ratio(OURS_COLD, DIRECTUS_COLD)}`);
    console.log(`nuestro fallo ÷ nuestro SQL desnudo: ${ratio(OURS_COLD, BARE_SQL)}`);
    console.log(`Arranque y memoria en reposo: ${JSON.stringify(idle)}`);
    await deepPages(systems.find((system) => system.name === OURS_COLD));
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
