import pg from 'pg';
import { measureCalls, requestOf, type MeasureCallsOptions } from './call-runner';
import { urlOf, type CallEntry } from './calls';
import { BENCH_ADMIN, log } from './cli';
import { loadHttp, type Figures } from './measure';
import type { RunningServer } from './server';
import type { CallResult } from './report';

/**
 * The benchmark's regional administrator: profile 0 scoped to one community, with the bench
 * administrator's password (its hash copied), so `--regional` needs no new dataset.
 */
export const BENCH_REGIONAL_ADMIN = {
  email: 'bench-regional@autoevaluacion.example',
  password: BENCH_ADMIN.password,
} as const;

/** Creates the regional administrator of `comunidad`, or moves the existing one there. */
export async function ensureRegionalAdmin(url: string, comunidad: number): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (nombre, apellidos, email, perfil, password_hash, ambito)
       select 'Administración regional', 'del benchmark', $1, 0, password_hash, array[$2::int]
       from users where email = $3
       on conflict (email) do update set ambito = excluded.ambito, perfil = 0, activo = 1,
         solo_lectura = 0, password_hash = excluded.password_hash`,
      [BENCH_REGIONAL_ADMIN.email, comunidad, BENCH_ADMIN.email],
    );
    const row = (await client.query('select nombre from comunidades where id = $1', [comunidad]))
      .rows[0] as { nombre: string } | undefined;
    return row?.nombre ?? String(comunidad);
  } finally {
    await client.end();
  }
}

/** One call measured as both administrators, for the side-by-side table. */
export interface ScopeComparison {
  name: string;
  nationalP95?: number;
  regionalP95?: number;
  /** regional p95 ÷ national p95, when both were measured. */
  ratio?: number;
  /** What the regional administrator got when not measured (a call not yet scoped: 403). */
  note?: string;
  /** The same ratio in each block of measurements (measureScopesSideBySide). */
  blockRatios?: number[];
}

/** Pairs each national call with the same call measured as the regional administrator. */
export function compareScopes(
  national: readonly CallResult[],
  regional: readonly CallResult[],
  blockRatios: readonly number[][] = [],
): ScopeComparison[] {
  const byName = new Map(national.map((c) => [c.name, c]));
  return regional.map((r, index) => {
    const blocks = blockRatios[index] ?? [];
    const n = byName.get(r.name);
    const nationalP95 = n?.http?.p95;
    const regionalP95 = r.http?.p95;
    const ratio =
      nationalP95 && regionalP95 ? Number((regionalP95 / nationalP95).toFixed(2)) : undefined;
    const note = r.http ? undefined : `${r.status}${r.statusCode ? ` ${r.statusCode}` : ''}`;
    return {
      name: r.name,
      ...(nationalP95 === undefined ? {} : { nationalP95 }),
      ...(regionalP95 === undefined ? {} : { regionalP95 }),
      ...(ratio === undefined ? {} : { ratio }),
      ...(note === undefined ? {} : { note }),
      ...(blocks.length > 1 ? { blockRatios: [...blocks] } : {}),
    };
  });
}

const ms = (v: number | undefined) => (v === undefined ? '–' : v.toFixed(1));

/** The markdown table of a comparison: the issue's target is regional p95 within 10 %. */
export function comparisonTable(rows: readonly ScopeComparison[]): string[] {
  const head =
    '| Call | National p95 | Regional p95 | Regional ÷ national | Within 10 % | Each block |';
  const lines = [head, head.replace(/[^|]+/g, ' --- ')];
  for (const r of rows) {
    const within = r.ratio === undefined ? '–' : r.ratio <= 1.1 ? 'yes' : '**no**';
    lines.push(
      `| ${r.name} | ${ms(r.nationalP95)} | ${r.note ?? ms(r.regionalP95)} | ${r.ratio ?? '–'} | ${within} | ${r.blockRatios?.join(' · ') ?? '–'} |`,
    );
  }
  return lines;
}

/** The mean of several measurements of one call (its percentiles and rate). */
function meanOf(results: readonly CallResult[]): CallResult {
  const measured = results.filter((r) => r.http);
  const [first] = measured;
  if (!first?.http) return results[0] as CallResult;
  const mean = (key: 'p50' | 'p95' | 'p99' | 'rps') =>
    Number(
      (measured.reduce((sum, r) => sum + (r.http?.[key] ?? 0), 0) / measured.length).toFixed(2),
    );
  const http: Figures = {
    ...first.http,
    p50: mean('p50'),
    p95: mean('p95'),
    p99: mean('p99'),
    rps: mean('rps'),
    requests: measured.reduce((sum, r) => sum + (r.http?.requests ?? 0), 0),
    errors: measured.reduce((sum, r) => sum + (r.http?.errors ?? 0), 0),
  };
  return { ...first, http };
}

/** regional p95 ÷ national p95 of one block (N, R, R, N), when both were measured. */
function blockRatio(block: readonly CallResult[]): number | undefined {
  const [n1, r1, r2, n2] = block.map((r) => r.http?.p95);
  if (!n1 || !r1 || !r2 || !n2) return undefined;
  return Number(((r1 + r2) / (n1 + n2)).toFixed(2));
}

/**
 * Each call as the national and as the regional administrator, back to back in blocks of
 * national, regional, regional, national, `blocks` times, and the mean of each side: on a
 * machine whose load drifts (a shared 2-core one), measuring every national call first and
 * every regional call afterwards compared two different moments, not two scopes; and one block
 * is two measurements a side, whose p95s differ by up to ~20 % here for the same call. Each
 * block's own ratio is kept, so the table shows how far the blocks agree.
 */
export async function measureScopesSideBySide(
  options: Omit<MeasureCallsOptions, 'token' | 'sqlUrl'> & {
    nationalToken: string;
    regionalToken: string;
    blocks?: number;
  },
): Promise<{ national: CallResult[]; regional: CallResult[]; blockRatios: number[][] }> {
  const { nationalToken, regionalToken, blocks = 1, ...common } = options;
  const national: CallResult[] = [];
  const regional: CallResult[] = [];
  const blockRatios: number[][] = [];
  for (const call of options.calls) {
    const once = async (token: string) => {
      const [result] = await measureCalls({ ...common, token, calls: [call] });
      if (!result) throw new Error(`${call.name}: no result`);
      return result;
    };
    const ns: CallResult[] = [];
    const rs: CallResult[] = [];
    const ratios: number[] = [];
    for (let block = 0; block < blocks; block += 1) {
      const n1 = await once(nationalToken);
      const r1 = await once(regionalToken);
      const r2 = await once(regionalToken);
      const n2 = await once(nationalToken);
      ns.push(n1, n2);
      rs.push(r1, r2);
      const ratio = blockRatio([n1, r1, r2, n2]);
      if (ratio !== undefined) ratios.push(ratio);
    }
    national.push(meanOf(ns));
    regional.push(meanOf(rs));
    blockRatios.push(ratios);
  }
  return { national, regional, blockRatios };
}

/**
 * Each call as both administrators in the same window: half the connections with the national
 * administrator's token, half with the regional one's, `blocks` windows of `seconds`. Both
 * sides share the machine's moment exactly (its load, PostgreSQL's caches), where two
 * measurements of the same call one after the other differ here by up to ~20 %, more than the
 * 10 % being judged. Use few connections (`--connections 4`): the p95 is then close to what a
 * request costs; at 20 the p95 is mostly the queue both sides share, which pulls them together
 * and hides a difference (docs/performance.md).
 */
export async function measureScopesTogether(options: {
  server: RunningServer;
  nationalToken: string;
  regionalToken: string;
  calls: readonly CallEntry[];
  connections: number;
  seconds: number;
  blocks: number;
}): Promise<{ national: CallResult[]; regional: CallResult[]; blockRatios: number[][] }> {
  const { server, calls, seconds } = options;
  const half = Math.max(1, Math.floor(options.connections / 2));
  const national: CallResult[] = [];
  const regional: CallResult[] = [];
  const blockRatios: number[][] = [];
  for (const call of calls) {
    const url = server.url + urlOf(call.path, call.query);
    const loadAs = (token: string, secondsOfLoad: number) => {
      const { headers, body } = requestOf(call, token);
      return loadHttp({
        url,
        method: call.method,
        headers,
        ...(body !== undefined ? { body } : {}),
        connections: half,
        seconds: secondsOfLoad,
      });
    };
    const base: CallResult = {
      name: call.name,
      group: call.group,
      path: call.path,
      url,
      status: 'medido',
      targetMs: null,
    };
    // Warm-up: JIT, plan caches, pool connections, each side's cached figures.
    await Promise.all([loadAs(options.nationalToken, 1), loadAs(options.regionalToken, 1)]);
    const ns: CallResult[] = [];
    const rs: CallResult[] = [];
    const ratios: number[] = [];
    for (let block = 0; block < options.blocks; block += 1) {
      const [n, r] = await Promise.all([
        loadAs(options.nationalToken, seconds),
        loadAs(options.regionalToken, seconds),
      ]);
      ns.push({ ...base, http: n });
      rs.push({ ...base, http: r });
      if (n.p95 > 0) ratios.push(Number((r.p95 / n.p95).toFixed(2)));
    }
    const [nationalMean, regionalMean] = [meanOf(ns), meanOf(rs)];
    national.push(nationalMean);
    regional.push(regionalMean);
    blockRatios.push(ratios);
    log(
      `${call.name}: nacional p95 ${nationalMean.http?.p95} ms, regional ${regionalMean.http?.p95} ms`,
    );
  }
  return { national, regional, blockRatios };
}
