/**
 * `npm run bench`: one run that measures every hot call at national scale on PostgreSQL beside
 * what PostgreSQL (the same SQL through `pg`) and Fastify (a constant route) can do on this
 * machine, plus downloads, mass upload, cold starts, web bundles and render times.
 *
 *   --seconds N        per measurement (default 5)        --connections N   (default 20)
 *   --only TEXT        only calls whose name contains TEXT
 *   --skip-web --skip-cold --skip-downloads --no-build   (to iterate quickly)
 *   --regional-scale N centres of the embedded dataset (default 2000)
 *   --regional-connections N   concurrent clients on the embedded database (default 2)
 *   --regional         each call also as an administrator scoped to the largest community,
 *                      measured back to back with the national one (N, R, R, N), p95 beside p95
 *   --blocks N         with --regional, N blocks of N, R, R, N per call (default 1), the mean
 *                      of each side over all of them
 *   --together         with --regional, both administrators in the same window instead (half
 *                      the connections each), --blocks windows per call
 */
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { benchDatabaseUrl, intFlag, log, parseArgs } from './lib/cli';
import { declaredCalls, declaredDownloads, readDatasetIds, type DatasetIds } from './lib/calls';
import { measureCalls, loginToken } from './lib/call-runner';
import { measureDownload, measureMassUpload } from './lib/downloads';
import { loadBareRoute } from './lib/measure';
import { machineInfo, writeReport, type BenchReport } from './lib/report';
import {
  BENCH_REGIONAL_ADMIN,
  compareScopes,
  comparisonTable,
  ensureRegionalAdmin,
  measureScopesSideBySide,
  measureScopesTogether,
} from './lib/regional-admin';
import { API_BUNDLE, ROOT, WEB_DIST, buildApi, buildWeb, startServer } from './lib/server';
import { renderTimes, routeBundles } from './lib/web';
import { datasetExists, generate } from './generate';

const args = parseArgs(process.argv.slice(2), [
  'seconds',
  'connections',
  'only',
  'regional-scale',
  'regional-connections',
  'blocks',
]);
const seconds = intFlag(args, 'seconds', 5);
const connections = intFlag(args, 'connections', 20);
const only = args.values.get('only');
const skip = (name: string) => args.switches.has(name);
const url = benchDatabaseUrl();

if (!(await datasetExists())) {
  log('No existe la base de datos del benchmark: se genera el conjunto nacional');
  await generate({ centres: 30_000, force: false });
}
if (!skip('no-build') || !existsSync(API_BUNDLE)) buildApi();
if (!skip('skip-web') && (!skip('no-build') || !existsSync(WEB_DIST))) buildWeb();

async function databaseFacts(): Promise<{ version: string; counts: Record<string, number> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = (await client.query('show server_version')).rows[0] as {
      server_version: string;
    };
    const counts = (
      await client.query(`select (select count(*) from centros)::int centros,
        (select count(*) from users)::int usuarios, (select count(*) from periodos)::int periodos,
        (select count(*) from evaluations)::int evaluaciones, (select count(*) from answers)::int respuestas,
        (select count(*) from preguntas where retired_at is null)::int preguntas,
        (select count(*) from sent_emails)::int correos`)
    ).rows[0] as Record<string, number>;
    return { version: `PostgreSQL ${version.server_version}`, counts };
  } finally {
    await client.end();
  }
}

/** Removes the people the mass upload created, so every run measures the same dataset. */
async function removeUploadedPeople(): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // They never answered nor finished anything; skipping the foreign-key triggers avoids a scan
    // of the 11 M answers per person (answers.answered_by has no index, see docs/performance.md).
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const people = `select id from users where email like '%@masiva.bench.example'`;
    await client.query(`delete from set_password_tokens where user_id in (${people})`);
    await client.query(`delete from sent_emails where user_id in (${people})`);
    await client.query(`delete from users where id in (${people})`);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

async function massUploadCentres(): Promise<{ codigo: string; groupby: string | null }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (
      await client.query(
        'select codigo, groupby from centros where activo = 1 order by id limit 500',
      )
    ).rows as { codigo: string; groupby: string | null }[];
  } finally {
    await client.end();
  }
}

const facts = await databaseFacts();
const report: BenchReport = {
  date: new Date().toISOString(),
  machine: machineInfo(facts.version),
  dataset: facts.counts,
  settings: { connections, seconds },
  calls: [],
  downloads: [],
  coldStart: [],
  regionalPglite: [],
  web: { bundles: [], render: [] },
};
const ids: DatasetIds = await readDatasetIds(url);
const calls = declaredCalls(ids).filter((c) => !only || c.name.includes(only));

log(`Ruta Fastify mínima: ${connections} conexiones, ${seconds} s`);
report.bareRoute = await loadBareRoute(connections, seconds);

const server = await startServer({ database: { url }, capture: true, webDist: WEB_DIST });
try {
  log(
    `Servidor en ${server.url} (pid ${server.pid}), arrancado en ${Math.round(server.startMs)} ms`,
  );
  const token = await loginToken(server.url);
  report.calls = await measureCalls({
    server,
    token,
    calls,
    connections,
    seconds,
    sqlUrl: url,
    bareRoute: report.bareRoute,
  });
  if (args.switches.has('regional')) {
    // ids.comunidad is the community with the most centres (readDatasetIds).
    const community = await ensureRegionalAdmin(url, ids.comunidad);
    log(`Las mismas llamadas como administración regional de ${community}`);
    const {
      national,
      regional: regionalCalls,
      blockRatios,
    } = await (args.switches.has('together') ? measureScopesTogether : measureScopesSideBySide)({
      server,
      nationalToken: token,
      regionalToken: await loginToken(server.url, BENCH_REGIONAL_ADMIN),
      calls: calls.filter((c) => c.group !== 'login'),
      connections,
      seconds,
      bareRoute: report.bareRoute,
      blocks: intFlag(args, 'blocks', 1),
    });
    const comparison = compareScopes(national, regionalCalls, blockRatios);
    report.regionalAdmin = { community, calls: regionalCalls, comparison };
    console.log(comparisonTable(comparison).join('\n'));
  }
  if (!skip('skip-downloads') && !only) {
    for (const entry of declaredDownloads(ids)) {
      const figures = await measureDownload(server.url, server.pid, token, entry);
      log(
        `${entry.name}: ${figures.status}, ${figures.seconds} s, ${figures.bytes} B, RSS ${figures.rssBeforeMiB}→${figures.rssPeakMiB} MiB`,
      );
      report.downloads.push(figures);
    }
    report.massUpload = await measureMassUpload(server.url, token, await massUploadCentres(), 5000);
    log(`Carga masiva: ${JSON.stringify(report.massUpload)}`);
    await removeUploadedPeople();
  }
  if (!skip('skip-web')) {
    report.web.bundles = routeBundles(WEB_DIST);
    report.web.render = await renderTimes(server.url);
    log(`Web: ${JSON.stringify(report.web.render)}`);
  }
} finally {
  await server.stop();
}
// Written now and again at the end, so a failure in the embedded part keeps these figures.
writeReport(report);

if (!skip('skip-cold') && !only) {
  const regionalScale = intFlag(args, 'regional-scale', 2000);
  const regionalDir = resolve(ROOT, `.data-bench/regional-${regionalScale}`);
  if (!(await datasetExists(regionalDir))) {
    log(`Generando el conjunto regional (${regionalScale} centros) en PGlite`);
    await generate({ centres: regionalScale, pgliteDir: regionalDir, force: false });
  }
  const embedded = await startServer({ database: { dataDir: regionalDir } });
  try {
    report.coldStart.push({
      name: `PGlite with regional data (${regionalScale} centres)`,
      ms: Math.round(embedded.startMs),
    });
    log(`Arranque en frío PGlite regional: ${Math.round(embedded.startMs)} ms`);
    const token = await loginToken(embedded.url);
    report.regionalPglite = await measureCalls({
      server: embedded,
      token,
      calls: calls.filter((c) => c.group === 'list'),
      // One connection to the database, in the server's process: a regional install has a few
      // administrators, not 20 at once (20 only measure the queue, see docs/performance.md).
      connections: intFlag(args, 'regional-connections', 2),
      seconds,
      targetMs: 100,
    });
  } finally {
    await embedded.stop();
  }
  const emptyDir = resolve(ROOT, '.data-bench/cold-empty');
  rmSync(emptyDir, { recursive: true, force: true });
  const name =
    'empty PGlite seeding the demo data on its first start (500 centres, 3 school years)';
  try {
    const first = await startServer({
      database: { dataDir: emptyDir },
      seedDemo: true,
      startTimeoutMs: 480_000,
    });
    report.coldStart.push({ name, ms: Math.round(first.startMs) });
    log(`Primer arranque PGlite con demo: ${Math.round(first.startMs)} ms`);
    await first.stop();
  } catch (error) {
    report.coldStart.push({ name, ms: null, note: (error as Error).message.split('\n')[0] ?? '' });
  }
  rmSync(emptyDir, { recursive: true, force: true });
}

report.machine.loadAverageEnd = loadavg().map((v) => Number(v.toFixed(2)));
log(`Resultados en ${writeReport(report)} y docs/performance.md`);
