import pg from 'pg';
import { BENCH_ADMIN } from './cli';

/** Which target (docs/performance.md) a call is held to. */
export type CallGroup = 'login' | 'list' | 'dashboard' | 'report';

/** One measured call: a declared entry, so a route that is not there yet is reported, not fatal. */
export interface CallEntry {
  name: string;
  group: CallGroup;
  method: 'GET' | 'POST';
  path: string;
  /** Object values are sent as JSON (the `filter`/`setup` convention). */
  query?: Record<string, unknown>;
  body?: unknown;
  /** Without the administrator's token (login). */
  public?: boolean;
}

/** p95 targets in ms; login has none, its cost is argon2id by design. */
export const P95_TARGETS: Record<CallGroup, number | null> = {
  login: null,
  list: 50,
  dashboard: 300,
  report: 200,
};

/** Ids the filters use, read from the dataset so the calls hit real, populated rows. */
export interface DatasetIds {
  activePeriod: number;
  olderPeriod: number;
  centreWithFinished: number;
  keyId: number;
  comunidad: number;
  provincia: number;
  municipio: number;
  searchUser: string;
  searchCentre: string;
}

export async function readDatasetIds(url: string): Promise<DatasetIds> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async <T>(text: string): Promise<T> => {
      const row = (await client.query(text)).rows[0] as T | undefined;
      if (row === undefined) throw new Error(`Sin datos para: ${text}`);
      return row;
    };
    const periods = await one<{ active: number; older: number }>(
      `select (select id from periodos where activo) active,
        (select id from periodos where not activo order by periodo desc limit 1) older`,
    );
    const key = await one<{ id: number }>('select id from claves order by orden limit 1');
    // The busiest municipality of the biggest community: a filter that still returns many rows.
    const place = await one<{ comunidad: number; provincia: number; municipio: number }>(
      `select comunidades_id comunidad, provincias_id_provincia provincia,
        municipios_id_municipio municipio from centros
        where comunidades_id = (select comunidades_id from centros group by 1 order by count(*) desc limit 1)
        group by 1, 2, 3 order by count(*) desc limit 1`,
    );
    // In that community, so that the regional administrator (--regional) reads the same centre.
    const centre = await one<{ id: number }>(
      `select e.centros_id id from evaluations e join centros c on c.id = e.centros_id
        where e.periodos_id = ${periods.active} and e.status = 'FINISHED'
          and c.comunidades_id = ${place.comunidad}
        order by e.centros_id limit 1`,
    );
    return {
      activePeriod: periods.active,
      olderPeriod: periods.older,
      centreWithFinished: centre.id,
      keyId: key.id,
      ...place,
      searchUser: 'garcia',
      searchCentre: 'san',
    };
  } finally {
    await client.end();
  }
}

const page = (size: number, field?: string, direction: 'asc' | 'desc' = 'asc') => ({
  size,
  page: 0,
  ...(field ? { order: { field, direction } } : {}),
});

/** Every call the bench measures, each under several filter combinations. */
export function declaredCalls(ids: DatasetIds): CallEntry[] {
  const dashboardFilters: [string, Record<string, unknown>][] = [
    ['sin filtro', {}],
    ['comunidad + titularidad', { comunidad: ids.comunidad, ownership: 'PUBLIC' }],
    [
      'provincia + grupos + nivel',
      {
        provincia: ids.provincia,
        groupby: ['Grupo A', 'Grupo B'],
        nivel_socioeconomico: ['MEDIO'],
      },
    ],
  ];
  const dashboard = (path: string, label: string): CallEntry[] =>
    dashboardFilters.map(([what, filter]) => ({
      name: `${label} (${what})`,
      group: 'dashboard',
      method: 'GET',
      path,
      query: Object.keys(filter).length > 0 ? { filter } : {},
    }));
  /** A list page: GET `path` with `query`, held to the list target. */
  const list = (name: string, path: string, query: Record<string, unknown>): CallEntry => ({
    name,
    group: 'list',
    method: 'GET',
    path,
    query,
  });
  /** The results report of `period` (0: every period). */
  const resultsReport = (name: string, period: number): CallEntry => ({
    name,
    group: 'report',
    method: 'GET',
    path: '/v15/reports/results',
    query: { period },
  });
  return [
    {
      name: 'login',
      group: 'login',
      method: 'POST',
      path: '/v1/auth/login',
      body: BENCH_ADMIN,
      public: true,
    },
    list('usuarios: página 1', '/v1/users', { setup: page(10) }),
    list('usuarios: búsqueda "garcia"', '/v1/users', {
      filter: { search: ids.searchUser },
      setup: page(10, 'apellidos'),
    }),
    list('usuarios: perfil 1, orden por email', '/v1/users', {
      filter: { perfil: 1, showInactive: true },
      setup: page(20, 'email', 'desc'),
    }),
    list('centros: página 1', '/v2/centros', { setup: page(10) }),
    list('centros: búsqueda "san"', '/v2/centros', {
      filter: { search: ids.searchCentre },
      setup: page(20, 'nombre'),
    }),
    list('selector de centro: "san"', '/v2/centros/search', {
      search: ids.searchCentre,
      limit: 10,
    }),
    list('selector de centro: municipio "madrid"', '/v2/centros/search', {
      search: 'madrid',
      limit: 10,
    }),
    list('centros: comunidad + titularidad + nivel', '/v2/centros', {
      filter: {
        comunidades_id: ids.comunidad,
        ownership: 'CONCERTED',
        nivel_socioeconomico: 'MEDIO',
      },
      setup: page(50, 'municipio'),
    }),
    list('quizes: periodo activo', '/v15/centros/quizes', { setup: page(10) }),
    list('quizes: finalizados, orden por envío', '/v15/centros/quizes', {
      filter: { status: 'FINISHED' },
      setup: page(20, 'send', 'desc'),
    }),
    list('quizes: periodo anterior + comunidad + grupos', '/v15/centros/quizes', {
      filter: {
        periodId: ids.olderPeriod,
        comunidades: [ids.comunidad],
        groupby: ['Grupo A', 'Grupo C'],
      },
      setup: page(20, 'nombre'),
    }),
    list('quizes: nombre "san" + titularidad, no iniciados', '/v15/centros/quizes', {
      filter: { nombre: 'san', ownership: 'PUBLIC', status: 'NOT_STARTED' },
      setup: page(10),
    }),
    list('respuestas de una clave', '/v15/centros/key-answers', {
      filter: { centerId: ids.centreWithFinished, keyId: ids.keyId },
    }),
    ...dashboard('/v2/centers/dashboard', 'dashboard: centros'),
    ...dashboard('/v2/centros/evaluation-period', 'dashboard: evaluaciones por periodo'),
    ...dashboard('/v3/results-keys-report', 'dashboard: resultados por clave'),
    resultsReport('informe de resultados (todos los periodos)', 0),
    resultsReport('informe de resultados (periodo activo)', ids.activePeriod),
    list('correos enviados: página 1', '/v15/sent-emails', { setup: page(5) }),
    list('correos enviados: no enviados, asunto "contraseña"', '/v15/sent-emails', {
      filter: { status: 'notSent', subject: 'contraseña' },
      setup: page(20, 'sent_at', 'desc'),
    }),
  ];
}

/** A download: measured once for time, bytes and the server's peak memory. */
export interface DownloadEntry {
  name: string;
  path: string;
  query?: Record<string, unknown>;
}

export function declaredDownloads(ids: DatasetIds): DownloadEntry[] {
  return [
    { name: 'download-info (todas, periodo activo)', path: '/v15/centros/download-info' },
    {
      name: 'download-info (una comunidad)',
      path: '/v15/centros/download-info',
      query: { filter: { comunidades: [ids.comunidad] } },
    },
    {
      name: 'excel-results (todos los periodos)',
      path: '/v15/reports/excel-results',
      query: { period: 0 },
    },
    {
      name: 'download-centers CSV (todos)',
      path: '/v2/centers/download-centers',
      query: { format: 'csv' },
    },
    {
      name: 'download-centers Excel (todos)',
      path: '/v2/centers/download-centers',
      query: { format: 'xlsx' },
    },
    {
      name: 'download-centers Excel (una provincia)',
      path: '/v2/centers/download-centers',
      query: { format: 'xlsx', filter: { provincia: ids.provincia } },
    },
  ];
}

/** `path?a=…&b=…` with object values JSON-encoded. */
export function urlOf(path: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
