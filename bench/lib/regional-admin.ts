import pg from 'pg';
import { measureCalls, type MeasureCallsOptions } from './call-runner';
import { BENCH_ADMIN } from './cli';
import type { Figures } from './measure';
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
}

/** Pairs each national call with the same call measured as the regional administrator. */
export function compareScopes(
  national: readonly CallResult[],
  regional: readonly CallResult[],
): ScopeComparison[] {
  const byName = new Map(national.map((c) => [c.name, c]));
  return regional.map((r) => {
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
    };
  });
}

const ms = (v: number | undefined) => (v === undefined ? '–' : v.toFixed(1));

/** The markdown table of a comparison: the issue's target is regional p95 within 10 %. */
export function comparisonTable(rows: readonly ScopeComparison[]): string[] {
  const head = '| Call | National p95 | Regional p95 | Regional ÷ national | Within 10 % |';
  const lines = [head, head.replace(/[^|]+/g, ' --- ')];
  for (const r of rows) {
    const within = r.ratio === undefined ? '–' : r.ratio <= 1.1 ? 'yes' : '**no**';
    lines.push(
      `| ${r.name} | ${ms(r.nationalP95)} | ${r.note ?? ms(r.regionalP95)} | ${r.ratio ?? '–'} | ${within} |`,
    );
  }
  return lines;
}

/** The mean of two measurements of one call (its percentiles and rate). */
function meanOf(a: CallResult, b: CallResult): CallResult {
  if (!a.http || !b.http) return a.http ? a : b;
  const mean = (key: 'p50' | 'p95' | 'p99' | 'rps') =>
    Number((((a.http?.[key] ?? 0) + (b.http?.[key] ?? 0)) / 2).toFixed(2));
  const http: Figures = {
    ...a.http,
    p50: mean('p50'),
    p95: mean('p95'),
    p99: mean('p99'),
    rps: mean('rps'),
    requests: a.http.requests + b.http.requests,
    errors: a.http.errors + b.http.errors,
  };
  return { ...a, http };
}

/**
 * Each call as the national and as the regional administrator, back to back in the order
 * national, regional, regional, national, and the mean of each pair: on a machine whose load
 * drifts (a shared 2-core one), measuring every national call first and every regional call
 * afterwards compared two different moments, not two scopes.
 */
export async function measureScopesSideBySide(
  options: Omit<MeasureCallsOptions, 'token' | 'sqlUrl'> & {
    nationalToken: string;
    regionalToken: string;
  },
): Promise<{ national: CallResult[]; regional: CallResult[] }> {
  const { nationalToken, regionalToken, ...common } = options;
  const national: CallResult[] = [];
  const regional: CallResult[] = [];
  for (const call of options.calls) {
    const once = async (token: string) => {
      const [result] = await measureCalls({ ...common, token, calls: [call] });
      if (!result) throw new Error(`${call.name}: no result`);
      return result;
    };
    const n1 = await once(nationalToken);
    const r1 = await once(regionalToken);
    const r2 = await once(regionalToken);
    const n2 = await once(nationalToken);
    national.push(meanOf(n1, n2));
    regional.push(meanOf(r1, r2));
  }
  return { national, regional };
}
