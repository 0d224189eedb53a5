import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import type {
  CentreCounts,
  DashboardFilters,
  EvaluationPerPeriod,
  KeyResult,
} from '@eval/contracts/dashboard';
import type { QuizFilterOptions } from '@eval/contracts/quizzes';
import type { ResultsReport } from '@eval/contracts/reports';
import { centros, evaluations } from '../../db/schema/index';
import { adminTestAppPerFile } from '../admin-app';
import type { TestUser } from '../app';
import { workbookOf } from '../downloads';
import { pdfText } from '../pdf-text';
import { solidPng } from '../png';
import { expectRefused } from '../replies';
import { buildResultsFixture, type ResultsFixture } from '../results-fixture';
import { MADRID, MALAGA, q, scopeFixture } from '../scope-fixture';
import { must } from '../user-helpers';

/*
 * The dashboard's figures, the filter options and the reports as a scoped administrator: each
 * equals the national figure filtered to the scope's communities (computed here from a national
 * reply with the community's filter, or from SQL), never holds a row of another community, and
 * is stored apart from every other scope's.
 */

const t = adminTestAppPerFile();
const { world, as, send, administrator } = scopeFixture(t);
let fx: ResultsFixture;
/** Scoped to Madrid and Andalucía together. */
let ofBoth: TestUser;

/** A group only a centre of Andalucía has: its name is not Madrid's to read. */
const SOUTHERN_GROUP = 'GRUPO-SUR';

beforeAll(async () => {
  fx = await buildResultsFixture(t.db);
  await t.db
    .update(centros)
    .set({ groupby: SOUTHERN_GROUP })
    .where(eq(centros.id, world.malaga.id));
  ofBoth = await administrator([MADRID.comunidades_id, MALAGA.comunidades_id]);
}, 180_000); // The fixture: slow on a busy machine.

type Caller = TestUser | 'national';
const get = (who: Caller, url: string) =>
  who === 'national' ? t.call('GET', url) : as(who, 'GET', url);

async function data<T>(who: Caller, url: string): Promise<T> {
  const response = await get(who, url);
  expect(response.statusCode, url).toBe(200);
  return response.json<{ data: T }>().data;
}

const withFilter = (path: string, filter: object) => `${path}?filter=${q(filter)}`;
const periods = (who: Caller, filter: object) =>
  data<{ centers: EvaluationPerPeriod[] }>(
    who,
    withFilter('/v2/centros/evaluation-period', filter),
  ).then((d) => d.centers);
const keys = (who: Caller, filter: object) =>
  data<KeyResult[]>(who, withFilter('/v3/results-keys-report', filter));
const counts = (who: Caller, filter: object) =>
  data<CentreCounts>(who, withFilter('/v2/centers/dashboard', filter));
const report = (who: Caller, period: number) =>
  data<ResultsReport>(who, `/v15/reports/results?period=${period}`);

/** The groups of the active and inactive centres of `community`, from SQL. */
async function groupsOf(community: number): Promise<string[]> {
  const rows = await t.db
    .selectDistinct({ groupby: centros.groupby })
    .from(centros)
    .where(
      and(
        eq(centros.comunidades_id, community),
        isNotNull(centros.groupby),
        ne(centros.groupby, ''),
      ),
    );
  return rows.map((r) => r.groupby ?? '').sort((a, b) => a.localeCompare(b, 'en'));
}

/** The rows of a workbook's first sheet, header first. */
async function sheetRows(response: LightMyRequestResponse): Promise<unknown[][]> {
  expect(response.statusCode).toBe(200);
  const sheet = (await workbookOf(response)).worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The filters the figures are compared under: none, each field, and combinations. */
const FILTERS: object[] = [
  {},
  { ownership: 'PUBLIC' },
  { ownership: 'WITHOUT_OWNERSHIP' },
  { groupby: ['G1', 'G2'] },
  { nivel_socioeconomico: ['ALTO', 'BAJO'] },
  { provincia: 28 },
  { provincia: 28, municipio: 28079 },
];

describe('filter options offer only the places in scope', () => {
  it('GET /v2/centers/dashboard-filters: their communities, provinces, municipalities, groups', async () => {
    const national = await data<DashboardFilters>('national', '/v2/centers/dashboard-filters');
    const madrid = await data<DashboardFilters>(world.ofMadrid, '/v2/centers/dashboard-filters');
    expect(madrid.comunidades).toEqual(national.comunidades.filter((c) => c.id === 13));
    expect(madrid.provincias).toEqual(national.provincias.filter((p) => p.comunidad_id === 13));
    expect(madrid.provincias.length).toBeGreaterThan(0);
    expect(national.groupby).toContain(SOUTHERN_GROUP);
    expect([...madrid.groupby].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(
      await groupsOf(13),
    );
    expect(madrid.groupby).not.toContain(SOUTHERN_GROUP);
    expect(madrid.ownership).toEqual(national.ownership);
    expect(madrid.nivel_socioeconomico).toEqual(national.nivel_socioeconomico);

    const inMadrid = '/v2/centers/dashboard-filters?provincia=28';
    expect((await data<DashboardFilters>(world.ofMadrid, inMadrid)).municipios).toEqual(
      (await data<DashboardFilters>('national', inMadrid)).municipios,
    );
    // Sevilla's municipalities with centres, to the nation; none to Madrid's administrator.
    const sevilla = '/v2/centers/dashboard-filters?provincia=41';
    expect((await data<DashboardFilters>('national', sevilla)).municipios.length).toBeGreaterThan(
      0,
    );
    expect((await data<DashboardFilters>(world.ofMadrid, sevilla)).municipios).toEqual([]);
    const both = await data<DashboardFilters>(ofBoth, '/v2/centers/dashboard-filters');
    expect(both.comunidades.map((c) => c.id).sort((a, b) => a - b)).toEqual([1, 13]);
  });

  it('GET /v15/centers/quiz-filters: their communities, municipalities and groups', async () => {
    const path = '/v15/centers/quiz-filters';
    const national = await data<QuizFilterOptions>('national', path);
    const madrid = await data<QuizFilterOptions>(world.ofMadrid, path);
    expect(madrid.comunidades).toEqual(national.comunidades.filter((c) => c.id === 13));
    expect(madrid.municipios).toEqual(national.municipios.filter((m) => m.comunidadId === 13));
    expect(national.municipios.some((m) => m.comunidadId !== 13)).toBe(true);
    expect(madrid.groups).not.toContain(SOUTHERN_GROUP);
    expect(national.groups).toContain(SOUTHERN_GROUP);
    // The programme's own lists are everyone's.
    expect(madrid.periods).toEqual(national.periods);
    expect(madrid.keys).toEqual(national.keys);
    expect(madrid.statuses).toEqual(national.statuses);
    // Communities outside the scope narrow the municipalities to none.
    const outside = await data<QuizFilterOptions>(
      world.ofMadrid,
      withFilter(path, { comunidades: [MALAGA.comunidades_id] }),
    );
    expect(outside.municipios).toEqual([]);
  });
});

describe('dashboard figures are the national ones filtered to the scope', () => {
  it('GET /v2/centros/evaluation-period', async () => {
    for (const filter of FILTERS) {
      expect(await periods(world.ofMadrid, filter), JSON.stringify(filter)).toEqual(
        await periods('national', { ...filter, comunidad: 13 }),
      );
    }
    // By hand (results-fixture.ts): Madrid's A and B.
    const madrid = await periods(world.ofMadrid, {});
    const row = (periodo: string) => madrid.find((p) => p.periodo === periodo);
    expect(row('2022-2023')).toEqual({ periodo: '2022-2023', Empezadas: 2, Terminadas: 2 });
    expect(row('2023-2024')).toEqual({ periodo: '2023-2024', Empezadas: 1, Terminadas: 1 });
    expect(row('2024-2025')).toEqual({ periodo: '2024-2025', Empezadas: 2, Terminadas: 1 });
    expect(await periods(world.ofMalaga, {})).toEqual(await periods('national', { comunidad: 1 }));
    // Two communities: the sum of each's.
    const [both, inMadrid, inAndalucia] = await Promise.all([
      periods(ofBoth, { ownership: 'PRIVATE' }),
      periods('national', { ownership: 'PRIVATE', comunidad: 13 }),
      periods('national', { ownership: 'PRIVATE', comunidad: 1 }),
    ]);
    expect(both).toEqual(
      inMadrid.map((p, i) => ({
        periodo: p.periodo,
        Empezadas: p.Empezadas + (inAndalucia[i]?.Empezadas ?? 0),
        Terminadas: p.Terminadas + (inAndalucia[i]?.Terminadas ?? 0),
      })),
    );
  });

  it('GET /v3/results-keys-report', async () => {
    for (const filter of FILTERS) {
      expect(await keys(world.ofMadrid, filter), JSON.stringify(filter)).toEqual(
        await keys('national', { ...filter, comunidad: 13 }),
      );
    }
    expect(await keys(world.ofMalaga, {})).toEqual(await keys('national', { comunidad: 1 }));
    // Andalucía's figures are not the nation's: only C finished there.
    expect(await keys(world.ofMalaga, {})).not.toEqual(await keys('national', {}));
  });

  it('a filter naming a place outside the scope gives the empty figure', async () => {
    const outside = [
      { comunidad: 1 },
      { provincia: 41 },
      { comunidad: 1, provincia: 41, municipio: 41091 },
      { comunidad: 9, ownership: 'WITHOUT_OWNERSHIP' },
    ];
    const { total } = await counts(world.ofMadrid, {});
    for (const filter of outside) {
      const label = JSON.stringify(filter);
      for (const p of await periods(world.ofMadrid, filter)) {
        expect({ ...p, label }).toEqual({ periodo: p.periodo, Empezadas: 0, Terminadas: 0, label });
      }
      for (const k of await keys(world.ofMadrid, filter)) {
        expect([k.firstKeysAvg, k.restKeysAvg, k.difference], label).toEqual([null, null, null]);
      }
      expect(await counts(world.ofMadrid, filter), label).toEqual({ total, filtered: 0 });
      // The nation has figures there: the emptiness is the scope's, not the data's.
      expect((await counts('national', filter)).filtered, label).toBeGreaterThan(0);
    }
    // Places that contradict each other are still the client's mistake, whatever the scope.
    const mismatch = await get(
      world.ofMadrid,
      withFilter('/v3/results-keys-report', { comunidad: 13, provincia: 41 }),
    );
    expect(mismatch.statusCode).toBe(400);
  });

  it('POST /v3/keys/results-report/download: the PDF table holds the scope’s figures', async () => {
    const body = {
      image: `data:image/png;base64,${solidPng(600, 400).toString('base64')}`,
      title: 'Evaluaciones por periodo',
      report: 'evaluation-period',
    };
    const response = await send(world.ofMadrid, 'POST', '/v3/keys/results-report/download', body);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload, '|');
    for (const p of await periods('national', { comunidad: 13 })) {
      expect(text).toContain(`${p.periodo}|${p.Empezadas}|${p.Terminadas}|`);
    }
    // The nation's 2022-2023 (C started in Andalucía too) is not on Madrid's page.
    const national = must((await periods('national', {})).find((p) => p.periodo === '2022-2023'));
    expect(national.Empezadas).toBe(3);
    expect(text).not.toContain(`2022-2023|${national.Empezadas}|`);
  });
});

describe('reports list no community outside the scope', () => {
  /** Finished evaluations of `community`'s centres in `period` (0: all), per ownership, from SQL. */
  async function finishedByOwnership(community: number, period: number) {
    const rows = await t.db
      .select({
        id: sql<string>`coalesce(${centros.ownership}::text, 'WITHOUT_OWNERSHIP')`,
        total: sql<number>`count(*)::int`,
      })
      .from(evaluations)
      .innerJoin(centros, eq(centros.id, evaluations.centros_id))
      .where(
        and(
          eq(evaluations.status, 'FINISHED'),
          eq(centros.comunidades_id, community),
          period === 0 ? undefined : eq(evaluations.periodos_id, period),
        ),
      )
      .groupBy(sql`1`);
    return new Map(rows.map((r) => [r.id, r.total]));
  }

  it('GET /v15/reports/results: their communities, their total, their ownership figures', async () => {
    for (const period of [0, fx.periods.p1, fx.periods.p2, fx.periods.p3]) {
      const national = await report('national', period);
      const madrid = await report(world.ofMadrid, period);
      const madridRow = national.communities.filter((c) => c.id === 13);
      expect(madrid.communities).toEqual(madridRow);
      expect(madrid.total).toBe(madridRow[0]?.total);
      const expected = await finishedByOwnership(13, period);
      for (const o of madrid.ownership) expect(o.total, o.id).toBe(expected.get(o.id) ?? 0);
      expect(madrid.ownership.map((o) => o.id)).toEqual(national.ownership.map((o) => o.id));

      const both = await report(ofBoth, period);
      const bothRows = national.communities.filter((c) => c.id === 1 || c.id === 13);
      expect(both.communities).toEqual(bothRows);
      expect(both.total).toBe(bothRows.reduce((sum, c) => sum + c.total, 0));
    }
    // 2023-2024: A in Madrid and C in Andalucía finished; the nation counts both.
    expect((await report('national', fx.periods.p2)).total).toBe(2);
    expect((await report(world.ofMadrid, fx.periods.p2)).total).toBe(1);
  });

  it('GET /v15/reports/excel-results: the rows of their centres only', async () => {
    for (const period of [0, fx.periods.p2]) {
      const url = `/v15/reports/excel-results?period=${period}`;
      const [header, ...national] = await sheetRows(await get('national', url));
      const [madridHeader, ...madrid] = await sheetRows(await get(world.ofMadrid, url));
      expect(madridHeader).toEqual(header);
      // Column 3 is "Comunidad autónoma".
      expect(madrid).toEqual(national.filter((row) => row[2] === 'Comunidad de Madrid'));
      expect(madrid.length).toBeGreaterThan(0);
      expect(national.length).toBeGreaterThan(madrid.length);
    }
  });

  it('GET /v15/reports/answers: the filter intersected with the scope', async () => {
    const url = (filter: object) => `/v15/reports/answers?period=0&filter=${q(filter)}`;
    for (const filter of [{}, { ownership: 'CONCERTED' }, { provincia: 28 }]) {
      const madrid = await sheetRows(await get(world.ofMadrid, url(filter)));
      const national = await sheetRows(await get('national', url({ ...filter, comunidad: 13 })));
      expect(madrid, JSON.stringify(filter)).toEqual(national);
    }
    const [header, ...rows] = await sheetRows(await get(world.ofMadrid, url({ comunidad: 1 })));
    expect(header?.length).toBeGreaterThan(4);
    expect(rows).toEqual([]);
    const codes = (await sheetRows(await get(world.ofMadrid, url({})))).map((row) => row[0]);
    expect(codes).toContain('FIX-A');
    expect(codes).not.toContain('FIX-C');
  });
});

describe('stored figures are kept per scope', () => {
  const communityOf = (who: Caller): { comunidad?: number } =>
    who === world.ofMadrid ? { comunidad: 13 } : who === world.ofMalaga ? { comunidad: 1 } : {};
  /** Only the communities `who` may see, of a national list. */
  const ofScope = <T>(who: Caller, rows: T[], community: (row: T) => number): T[] => {
    const only = communityOf(who).comunidad;
    return only === undefined ? rows : rows.filter((row) => community(row) === only);
  };

  /**
   * Each call's URL, what of its reply is compared, and what each caller must get for it: the
   * national reply filtered to their community.
   */
  const cases: {
    url: string;
    view: (reply: never) => unknown;
    expected: (who: Caller) => Promise<unknown>;
  }[] = [
    {
      url: withFilter('/v2/centros/evaluation-period', { groupby: ['G1'] }),
      view: (reply: { centers: EvaluationPerPeriod[] }) => reply.centers,
      expected: (who) => periods('national', { groupby: ['G1'], ...communityOf(who) }),
    },
    {
      // Madrid has no private centre: its averages are empty, Andalucía's are C's.
      url: withFilter('/v3/results-keys-report', { ownership: 'PRIVATE' }),
      view: (reply: KeyResult[]) => reply,
      expected: (who) => keys('national', { ownership: 'PRIVATE', ...communityOf(who) }),
    },
    {
      // The ownership figures are checked against SQL above.
      url: '/v15/reports/results?period=0',
      view: (reply: ResultsReport) => reply.communities,
      expected: async (who) => ofScope(who, (await report('national', 0)).communities, (c) => c.id),
    },
    {
      url: '/v2/centers/dashboard-filters',
      view: (reply: DashboardFilters) => reply.provincias,
      expected: async (who) =>
        ofScope(
          who,
          (await data<DashboardFilters>('national', '/v2/centers/dashboard-filters')).provincias,
          (p) => p.comunidad_id,
        ),
    },
    {
      url: '/v15/centers/quiz-filters',
      view: (reply: QuizFilterOptions) => reply.municipios,
      expected: async (who) =>
        ofScope(
          who,
          (await data<QuizFilterOptions>('national', '/v15/centers/quiz-filters')).municipios,
          (m) => m.comunidadId,
        ),
    },
  ];

  it('two scopes and the nation warming the same page, in turns, each get their own', async () => {
    for (const { url, view, expected } of cases) {
      const seen = new Map<Caller, string>();
      for (let round = 0; round < 2; round += 1) {
        for (const who of [world.ofMadrid, world.ofMalaga, 'national'] as const) {
          const reply = view((await data<unknown>(who, url)) as never);
          expect(reply, `${url} round ${round}`).toEqual(await expected(who));
          seen.set(who, JSON.stringify(reply));
        }
      }
      expect(seen.get(world.ofMadrid), url).not.toBe(seen.get(world.ofMalaga));
      expect(seen.get(world.ofMadrid), url).not.toBe(seen.get('national'));
    }
  });
});

describe('a read-only administrator', () => {
  it('reads every figure, filter and report, the chart PDF included', async () => {
    const urls = [
      '/v2/centers/dashboard-filters?provincia=28',
      '/v15/centers/quiz-filters',
      withFilter('/v2/centros/evaluation-period', { comunidad: 13 }),
      withFilter('/v3/results-keys-report', { ownership: 'PUBLIC' }),
      '/v15/reports/results?period=0',
    ];
    for (const url of urls) {
      expect(await data<unknown>(world.readOnly, url), url).toEqual(await data('national', url));
    }
    for (const url of ['/v15/reports/excel-results?period=0', '/v15/reports/answers?period=0']) {
      expect(await sheetRows(await get(world.readOnly, url)), url).toEqual(
        await sheetRows(await get('national', url)),
      );
    }
    const pdf = await send(world.readOnly, 'POST', '/v3/keys/results-report/download', {
      image: `data:image/png;base64,${solidPng(300, 200).toString('base64')}`,
      title: 'Resultados por clave',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

describe('column visibility is each administrator’s own', () => {
  it('a scoped administrator keeps theirs; a read-only one reads but does not save', async () => {
    const saved = await send(world.ofMadrid, 'PUT', '/v15/fields-visibility', {
      table: 'center_quiz',
      column: 'ccaa',
      visible: false,
    });
    expect(saved.statusCode).toBe(200);
    const mine = await data<{ column: string; visible: boolean }[]>(
      world.ofMadrid,
      '/v15/fields-visibility?table=center_quiz',
    );
    expect(mine).toEqual([{ column: 'ccaa', visible: false }]);
    // Another administrator's columns are untouched.
    expect(await data('national', '/v15/fields-visibility?table=center_quiz')).toEqual([]);
    expect((await get(world.readOnly, '/v15/fields-visibility?table=center_quiz')).statusCode).toBe(
      200,
    );
    expectRefused(
      await send(world.readOnly, 'PUT', '/v15/fields-visibility', {
        table: 'center_quiz',
        column: 'ccaa',
        visible: false,
      }),
      403,
      COMMON_MESSAGES.readOnly,
    );
  });
});
