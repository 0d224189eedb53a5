import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import type { CentreKind, Ownership, SocioeconomicLevel } from '@eval/contracts/centre-enums';
import type { CentreCounts, EvaluationPerPeriod, KeyResult } from '@eval/contracts/dashboard';
import { centros } from '../../db/schema/index';
import { adminTestAppPerFile } from '../admin-app';
import type { TestUser } from '../app';
import { answerQuestions, insertCentre } from '../quiz-helpers';
import { buildResultsFixture, type ResultsFixture } from '../results-fixture';
import { q, scopeFixture } from '../scope-fixture';

/*
 * A property of scopes: for random filters, a scoped administrator's centres count, Seguimiento
 * count and dashboard figures equal the national ones with the filter intersected with the
 * scope's communities — for one community the national figure with that community's filter,
 * for two the sum of each's, for none (a filter naming a place outside) the empty figure.
 */

const t = adminTestAppPerFile();
const { administrator } = scopeFixture(t);
let fx: ResultsFixture;
const scopes: Record<'madrid' | 'andalucia' | 'both', { user: TestUser; communities: number[] }> =
  {} as never;

/** The community of each province and municipality the filters name (reference seed). */
const PROVINCE_COMMUNITY: Record<number, number> = { 28: 13, 41: 1, 8: 9 };
const MUNICIPALITY_PROVINCE: Record<number, number> = {
  28079: 28,
  28005: 28,
  28065: 28,
  41091: 41,
};

beforeAll(async () => {
  fx = await buildResultsFixture(t.db);
  // More kinds and places than the results fixture's, and an evaluation started in Sevilla.
  const extra: [string, Parameters<typeof insertCentre>[1]['place'], CentreKind, Ownership][] = [
    ['PROP-1', 'getafe', 'CEPA', 'PUBLIC'],
    ['PROP-2', 'sevilla', 'FP', 'CONCERTED'],
    ['PROP-3', 'barcelona', 'FP', 'PUBLIC'],
  ];
  for (const [codigo, place, kind, ownership] of extra) {
    const id = await insertCentre(t.db, {
      nombre: codigo,
      codigo,
      place,
      ownership,
      groupby: 'G2',
    });
    await t.db.update(centros).set({ kind }).where(eq(centros.id, id));
    if (place === 'sevilla') await answerQuestions(t.db, id, new Date(), 2);
  }
  scopes.madrid = { user: await administrator([13]), communities: [13] };
  scopes.andalucia = { user: await administrator([1]), communities: [1] };
  scopes.both = { user: await administrator([1, 13]), communities: [1, 13] };
}, 180_000); // The fixture: slow on a busy machine.

type Caller = TestUser | 'national';
async function data<T>(who: Caller, url: string): Promise<T> {
  const response = who === 'national' ? await t.call('GET', url) : await t.callAs(who, 'GET', url);
  expect(response.statusCode, url).toBe(200);
  return response.json<{ data: T }>().data;
}

interface Place {
  comunidad?: number;
  provincia?: number;
  municipio?: number;
}
interface Filter {
  place: Place;
  ownership?: Ownership;
  groupby?: string;
  nivel?: SocioeconomicLevel;
  kind?: CentreKind;
  period: 'p1' | 'p2' | 'p3';
  scope: keyof typeof scopes;
}

const places: Place[] = [
  {},
  { comunidad: 13 },
  { comunidad: 1 },
  { comunidad: 9 },
  { provincia: 28 },
  { provincia: 41 },
  { provincia: 8 },
  { comunidad: 13, provincia: 28 },
  { comunidad: 13, provincia: 28, municipio: 28079 },
  { provincia: 28, municipio: 28065 },
  { comunidad: 1, provincia: 41, municipio: 41091 },
  { municipio: 28005 },
];
/** Each field absent half the time, so that many runs still find centres and evaluations. */
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 1 });
const filters: fc.Arbitrary<Filter> = fc.record({
  place: fc.constantFrom(...places),
  ownership: optional(fc.constantFrom<Ownership>('PUBLIC', 'CONCERTED', 'PRIVATE')),
  groupby: optional(fc.constantFrom('G1', 'G2')),
  nivel: optional(fc.constantFrom<SocioeconomicLevel>('MEDIO', 'ALTO', 'BAJO')),
  kind: optional(fc.constantFrom<CentreKind>('', 'CEPA', 'FP')),
  period: fc.constantFrom('p1', 'p2', 'p3'),
  scope: fc.constantFrom('madrid', 'andalucia', 'both'),
});

/** The communities a place can be in: the one it names, or its province's, or its town's. */
function placeCommunities(place: Place, usesProvince: boolean): number[] | undefined {
  const named = [
    place.comunidad,
    usesProvince && place.provincia ? PROVINCE_COMMUNITY[place.provincia] : undefined,
    place.municipio ? PROVINCE_COMMUNITY[MUNICIPALITY_PROVINCE[place.municipio] ?? 0] : undefined,
  ].filter((c): c is number => c !== undefined);
  if (named.length === 0) return undefined;
  return named.every((c) => c === named[0]) ? [named[0] ?? 0] : [];
}

/** The scope's communities the filter can reach: the intersection the figures are taken over. */
const intersect = (scope: number[], place: number[] | undefined) =>
  place === undefined ? scope : scope.filter((c) => place.includes(c));

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const setup = q({ size: 5, page: 0, order: null });
const dashboardFilter = (f: Filter, comunidad?: number) => ({
  ownership: f.ownership,
  comunidad: comunidad ?? f.place.comunidad,
  provincia: f.place.provincia,
  municipio: f.place.municipio,
  groupby: f.groupby ? [f.groupby] : undefined,
  nivel_socioeconomico: f.nivel ? [f.nivel] : undefined,
});
const centresUrl = (f: Filter, comunidad?: number) =>
  `/v2/centros?setup=${setup}&filter=${q({
    comunidades_id: comunidad ?? f.place.comunidad,
    provincias_id_provincia: f.place.provincia,
    municipios_id_municipio: f.place.municipio,
    ownership: f.ownership,
    kind: f.kind,
    groupby: f.groupby,
    nivel_socioeconomico: f.nivel,
  })}`;
const quizzesUrl = (f: Filter, comunidades?: number[]) =>
  `/v15/centros/quizes?setup=${setup}&filter=${q({
    periodId: fx.periods[f.period],
    ownership: f.ownership,
    groupby: f.groupby ? [f.groupby] : undefined,
    comunidades: comunidades ?? (f.place.comunidad ? [f.place.comunidad] : undefined),
    municipio: f.place.municipio,
  })}`;
const dashboardUrl = (path: string, filter: object) => `${path}?filter=${q(filter)}`;

const centresCount = async (who: Caller, url: string) => {
  const response = who === 'national' ? await t.call('GET', url) : await t.callAs(who, 'GET', url);
  expect(response.statusCode, url).toBe(200);
  return response.json<{ count: number }>().count;
};
const periods = (who: Caller, filter: object) =>
  data<{ centers: EvaluationPerPeriod[] }>(
    who,
    dashboardUrl('/v2/centros/evaluation-period', filter),
  ).then((d) => d.centers);
const keys = (who: Caller, filter: object) =>
  data<KeyResult[]>(who, dashboardUrl('/v3/results-keys-report', filter));
const counts = (who: Caller, filter: object) =>
  data<CentreCounts>(who, dashboardUrl('/v2/centers/dashboard', filter));

it('a scoped administrator’s counts and figures are the national ones filtered to the scope', async () => {
  // Runs whose scoped figures were not all empty: the property is not met by zeros alone.
  let found = 0;
  await fc.assert(
    fc.asyncProperty(filters, async (f) => {
      const { user, communities } = scopes[f.scope];
      const label = JSON.stringify(f);

      // The centres list (it filters by province, as the dashboard does).
      const reach = intersect(communities, placeCommunities(f.place, true));
      const centres = await Promise.all(
        reach.map((c) => centresCount('national', centresUrl(f, c))),
      );
      expect(await centresCount(user, centresUrl(f)), label).toBe(sum(centres));
      if (sum(centres) > 0) found += 1;

      // Seguimiento (no province filter: its municipality and communities narrow it).
      const quizReach = intersect(communities, placeCommunities(f.place, false));
      const quizCount = (await data<{ count: number }>(user, quizzesUrl(f))).count;
      const expectedQuizzes =
        quizReach.length === 0
          ? 0
          : (await data<{ count: number }>('national', quizzesUrl(f, quizReach))).count;
      expect(quizCount, label).toBe(expectedQuizzes);

      // The dashboard: centre counts, evaluations per period, results per key.
      const scoped = dashboardFilter(f);
      const perCommunity = reach.map((c) => dashboardFilter(f, c));
      const totals = await Promise.all(
        communities.map((c) => counts('national', { comunidad: c })),
      );
      const filtered = await Promise.all(perCommunity.map((d) => counts('national', d)));
      expect(await counts(user, scoped), label).toEqual({
        total: sum(totals.map((c) => c.filtered)),
        filtered: sum(filtered.map((c) => c.filtered)),
      });

      const shape = await periods('national', {});
      const each = await Promise.all(perCommunity.map((d) => periods('national', d)));
      expect(await periods(user, scoped), label).toEqual(
        shape.map((p, i) => ({
          periodo: p.periodo,
          Empezadas: sum(each.map((rows) => rows[i]?.Empezadas ?? 0)),
          Terminadas: sum(each.map((rows) => rows[i]?.Terminadas ?? 0)),
        })),
      );

      // Averages do not add up across communities: compared for none and one community.
      const [only] = perCommunity;
      const mine = await keys(user, scoped);
      if (perCommunity.length === 0) {
        for (const k of mine) {
          expect([k.firstKeysAvg, k.restKeysAvg, k.difference], label).toEqual([null, null, null]);
        }
      } else if (only && perCommunity.length === 1) {
        expect(mine, label).toEqual(await keys('national', only));
      }
    }),
    { numRuns: 25 },
  );
  expect(found).toBeGreaterThan(2);
}, 300_000); // 25 runs of some twenty requests each: slow on a busy machine.
