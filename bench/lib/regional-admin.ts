import pg from 'pg';
import { BENCH_ADMIN } from './cli';
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
