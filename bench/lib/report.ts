import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import type { CallGroup } from './calls';
import type { DownloadFigures, MassUploadFigures } from './downloads';
import type { Figures } from './measure';
import { comparisonTable, type ScopeComparison } from './regional-admin';
import type { RenderFigures, RouteBundle } from './web';
import { ROOT } from './server';

export interface CallResult {
  name: string;
  group: CallGroup;
  path: string;
  url: string;
  status: 'medido' | 'no disponible' | 'error';
  statusCode?: number;
  note?: string;
  http?: Figures;
  sql?: Figures;
  /** The queries the call ran (captured inside the server), with their time at rest. */
  queries?: { text: string; ms: number }[];
  ratioSql?: number;
  ratioRoute?: number;
  /** p95 target of its group, and whether it and the 3× bare SQL + 2 ms target are met. */
  targetMs: number | null;
  meetsTarget?: boolean;
  meetsSqlRatio?: boolean;
}

export interface BenchReport {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    postgres: string;
    loadAverageStart: number[];
    loadAverageEnd: number[];
  };
  dataset: Record<string, number>;
  settings: { connections: number; seconds: number };
  bareRoute?: Figures;
  calls: CallResult[];
  downloads: DownloadFigures[];
  massUpload?: MassUploadFigures;
  coldStart: { name: string; ms: number | null; note?: string }[];
  regionalPglite: CallResult[];
  /**
   * With `--regional`: the same calls as an administrator scoped to the largest community, on
   * the same server and run, beside the national administrator's.
   */
  regionalAdmin?: { community: string; calls: CallResult[]; comparison: ScopeComparison[] };
  web: { bundles: RouteBundle[]; render: RenderFigures[] };
}

export function machineInfo(postgres: string): BenchReport['machine'] {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '',
    memoryGiB: Number((totalmem() / 1024 ** 3).toFixed(1)),
    node: process.version,
    postgres,
    loadAverageStart: loadavg().map((v) => Number(v.toFixed(2))),
    loadAverageEnd: [],
  };
}

/** Applies the targets (docs/performance.md) to a measured call. */
export function judge(call: CallResult, bareRoute: Figures | undefined): CallResult {
  const { http, sql } = call;
  if (!http) return call;
  const result = { ...call };
  if (sql && sql.p95 > 0 && !http.saturated && !sql.saturated) {
    result.ratioSql = Number((http.p95 / sql.p95).toFixed(2));
    result.meetsSqlRatio = http.p95 <= 3 * sql.p95 + 2;
  }
  if (bareRoute && bareRoute.p95 > 0)
    result.ratioRoute = Number((http.p95 / bareRoute.p95).toFixed(1));
  if (call.targetMs !== null) result.meetsTarget = http.p95 < call.targetMs;
  return result;
}

const yes = (v: boolean | undefined) => (v === undefined ? '–' : v ? 'yes' : '**no**');
const ms = (v: number | undefined) => (v === undefined ? '–' : v.toFixed(1));

function callsTable(calls: readonly CallResult[], withSql: boolean): string[] {
  const head = withSql
    ? '| Call | p50 | p95 | p99 | req/s | SQL p95 | ÷ SQL | ÷ route | Target p95 | Met | ≤ 3×SQL+2 |'
    : '| Call | p50 | p95 | p99 | req/s | Target p95 | Met |';
  const lines = [head, head.replace(/[^|]+/g, ' --- ')];
  for (const c of calls) {
    if (!c.http) {
      lines.push(`| ${c.name} | ${c.status}${c.note ? `: ${c.note}` : ''} |`);
      continue;
    }
    const h = c.http;
    const gt = h.saturated ? '> ' : '';
    const target = c.targetMs === null ? '–' : `< ${c.targetMs} ms`;
    const errors = h.errors > 0 ? ` (${h.errors} errors)` : '';
    lines.push(
      withSql
        ? `| ${c.name}${errors} | ${gt}${ms(h.p50)} | ${gt}${ms(h.p95)} | ${gt}${ms(h.p99)} | ${h.rps} | ${c.sql?.saturated ? '> ' : ''}${ms(c.sql?.p95)} | ${c.ratioSql ?? '–'} | ${c.ratioRoute ?? '–'} | ${target} | ${yes(c.meetsTarget)} | ${yes(c.meetsSqlRatio)} |`
        : `| ${c.name}${errors} | ${gt}${ms(h.p50)} | ${gt}${ms(h.p95)} | ${gt}${ms(h.p99)} | ${h.rps} | ${target} | ${yes(c.meetsTarget)} |`,
    );
  }
  return lines;
}

/** The page's slowest fetches, to tell the network and the API from rendering. */
function slowest(r: RenderFigures): string {
  const top = [...(r.requests ?? [])].sort((a, b) => b.ms - a.ms).slice(0, 4);
  if (top.length === 0) return '';
  return `; slowest requests: ${top.map((q) => `${q.path} ${q.ms} ms (ended at ${q.endMs} ms)`).join(', ')}`;
}

/** The generated part of docs/performance.md (between markers; the analysis around it stays). */
export function markdown(report: BenchReport): string {
  const m = report.machine;
  const out = [
    `Last run: **${report.date}** — ${m.cpus} CPU (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.postgres}.`,
    `Load average of the (shared) machine at the start: ${m.loadAverageStart.join(' / ')}; at the end: ${m.loadAverageEnd.join(' / ')}.`,
    `Data: ${Object.entries(report.dataset)
      .map(([k, v]) => `${k} ${v.toLocaleString('en-GB')}`)
      .join(', ')}.`,
    `Load: ${report.settings.connections} connections, ${report.settings.seconds} s per measurement; times in ms.`,
    '',
    `Bare Fastify route (a constant): p50 ${ms(report.bareRoute?.p50)}, p95 ${ms(report.bareRoute?.p95)}, ${report.bareRoute?.rps ?? '–'} req/s.`,
    '',
    '### Calls (PostgreSQL, national scale)',
    '',
    ...callsTable(report.calls, true),
    '',
    '### Downloads',
    '',
    '| Download | Status | Time (s) | Bytes | RSS before (MiB) | RSS peak (MiB) | Target | Met |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...report.downloads.map(
      (d) =>
        `| ${d.name} | ${d.status} | ${d.seconds} | ${d.bytes.toLocaleString('en-GB')} | ${d.rssBeforeMiB} | ${d.rssPeakMiB} | < 5 s | ${d.status === 200 ? yes(d.seconds < 5) : '–'} |`,
    ),
    '',
    '### Mass upload, cold start, web',
    '',
    report.massUpload
      ? `Mass upload of ${report.massUpload.rows} rows: status ${report.massUpload.status}, ${report.massUpload.seconds} s, ${report.massUpload.created ?? '–'} created (target < 10 s: ${report.massUpload.status === 200 ? yes(report.massUpload.seconds < 10) : '–'}).`
      : 'Mass upload: not measured.',
    '',
    ...report.coldStart.map(
      (c) =>
        `- Start ${c.name}: ${c.ms === null ? `not measured (${c.note ?? ''})` : `${c.ms} ms to the first 200 of /health`}`,
    ),
    '',
    '| Web route | JS gzip (KiB) | Files |',
    '| --- | --- | --- |',
    ...report.web.bundles.map(
      (b) => `| ${b.route} | ${(b.gzipBytes / 1024).toFixed(1)} | ${b.files} |`,
    ),
    '',
    ...report.web.render.map(
      (r) =>
        `- ${r.route} usable in headless Chromium: ${r.ms === null ? `not measured (${r.note ?? ''})` : `${r.ms} ms`}${r.route === '/admin/datos' && r.ms !== null ? ` (target < 1500 ms: ${yes(r.ms < 1500)})` : ''}${slowest(r)}`,
    ),
  ];
  if (report.regionalAdmin)
    out.push(
      '',
      `### National vs regional administrator (${report.regionalAdmin.community}, PostgreSQL)`,
      '',
      ...comparisonTable(report.regionalAdmin.comparison),
    );
  if (report.regionalPglite.length > 0)
    out.push(
      '',
      '### Lists at regional scale (PGlite)',
      '',
      ...callsTable(report.regionalPglite, false),
    );
  return out.join('\n');
}

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

/** Writes bench/results/<date>.json and the generated section of docs/performance.md. */
export function writeReport(report: BenchReport): string {
  const dir = resolve(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `${report.date.slice(0, 10)}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  const docPath = resolve(ROOT, 'docs/performance.md');
  const doc = existsSync(docPath)
    ? readFileSync(docPath, 'utf8')
    : `# Performance\n\n${START}\n${END}\n`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  const generated = `${START}\n${markdown(report)}\n${END}`;
  const next =
    start >= 0 && end > start
      ? doc.slice(0, start) + generated + doc.slice(end + END.length)
      : `${doc.trimEnd()}\n\n${generated}\n`;
  writeFileSync(docPath, next);
  return file;
}
