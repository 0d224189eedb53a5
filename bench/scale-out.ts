/**
 * `npm run bench:scale-out`: several instances behind nginx, and PgBouncer, on one PostgreSQL.
 * Three measurements, each on a fresh copy of one generated dataset:
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
import { bundleServer } from '../apps/api/src/test/child-server';
import type { BumpDesign } from './lib/bump-designs';
import { log, parseWithInts } from './lib/cli';
import { measureAllLists } from './lib/scale-lists';
import { median, POOL, type ScaleSettings } from './lib/scale-settings';
import { measureCommits, measureWrites } from './lib/scale-writes';
import { ROOT } from './lib/server';
import { templateDatabase } from './lib/template-database';

const args = parseWithInts(
  process.argv.slice(2),
  { rounds: 2, 'list-seconds': 5, seconds: 10, connections: 24, scale: 2000 },
  ['only', 'label'],
);
const { rounds, 'list-seconds': listSeconds, seconds, connections, scale } = args.ints;
const only = args.values.get('only');
const label = args.values.get('label') ?? 'run';
const templateUrl =
  process.env.SCALE_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_scale_out';
const template = templateDatabase(templateUrl);
const settings: ScaleSettings = {
  bundle: resolve(bundleServer('dist-bench-scale')),
  rounds,
  seconds,
  listSeconds,
  connections,
  copy: () => template.copy(),
};

await template.ensure(scale);
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
  const commits = await measureCommits(settings);
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
  const writes = [...(await measureWrites(settings, 1)), ...(await measureWrites(settings, 3))];
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
  const lists = await measureAllLists(settings);
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
