import { sql, type SQL } from 'drizzle-orm';
import type {
  CentreCounts,
  DashboardFilter,
  DashboardFilters,
  EvaluationPerPeriod,
  KeyResult,
} from '@eval/contracts/dashboard';
import {
  OWNERSHIP_LABELS,
  REPORT_OWNERSHIPS,
  SOCIOECONOMIC_LEVEL_OPTIONS,
} from '@eval/contracts/centre-enums';
import { codeOptions } from '@eval/contracts/common';
import { queryRows, type Database } from '../../db/client';
import { queryNamedRows } from '../../db/prepared';
import { communityInScope, scopeKey, type AdminScope } from '../../lib/scope';
import { communityInScopeOrAll } from '../../lib/scope-condition';
import { filterKey, type VersionedCache } from '../../lib/versioned-cache';
import {
  AGGREGATE_CHANNELS,
  centreCondition,
  narrowsCentres,
  scopedCentreCondition,
} from '../../lib/centre-filter';
import {
  centros,
  claves,
  colores,
  comunidades,
  evaluationKeys,
  evaluations,
  municipios,
  periodos,
  provincias,
} from '../../db/schema/index';

/**
 * Joins the centres matching the filter within the scope to evaluations `e`; nothing when
 * neither narrows anything (a national administrator's unfiltered figures).
 */
const centreJoin = (filter: DashboardFilter, scope: AdminScope): SQL =>
  narrowsCentres(filter, scope)
    ? sql`join ${centros} c on c.id = e.centros_id and ${scopedCentreCondition(filter, scope)}`
    : sql``;

/** Colour of a key that has none in the catalogue: the programme's primary colour. */
const DEFAULT_KEY_COLOUR = '#2b74c4';

/**
 * Options of the dashboard filter; municipalities (with centres) only for `provincia`. A scoped
 * administrator is offered only the places of their communities, and the groups of their
 * centres: an option outside would only ever select nothing, and its name is not theirs to read.
 */
export async function dashboardFilterOptions(
  db: Database,
  provincia: number | undefined,
  scope: AdminScope,
): Promise<DashboardFilters> {
  const [communities, provinces, municipalities, groups] = await Promise.all([
    queryRows<{ id: number; nombre: string }>(
      db,
      sql`select co.id, co.nombre from ${comunidades} co
          where ${communityInScopeOrAll(scope, sql`co.id`)} order by co.nombre`,
    ),
    queryRows<{ id_provincia: number; provincia: string; comunidad_id: number }>(
      db,
      sql`select p.id_provincia, p.provincia, p.comunidad_id from ${provincias} p
          where ${communityInScopeOrAll(scope, sql`p.comunidad_id`)}
          order by p.provincia`,
    ),
    provincia === undefined
      ? Promise.resolve([])
      : queryRows<{ id_municipio: number; nombre: string; id_provincia: number }>(
          db,
          sql`select m.id_municipio, m.nombre, m.id_provincia from ${municipios} m
              where m.id_provincia = ${provincia}
                and exists (select 1 from ${centros} c where c.municipios_id_municipio = m.id_municipio
                            and ${communityInScopeOrAll(scope, sql`c.comunidades_id`)})
              order by m.nombre`,
        ),
    queryRows<{ groupby: string }>(
      db,
      sql`select distinct c.groupby from ${centros} c where c.groupby is not null and c.groupby <> ''
          and ${communityInScopeOrAll(scope, sql`c.comunidades_id`)}
          order by c.groupby`,
    ),
  ]);
  return {
    ownership: codeOptions(REPORT_OWNERSHIPS, OWNERSHIP_LABELS),
    comunidades: communities,
    provincias: provinces,
    municipios: municipalities,
    groupby: groups.map((g) => g.groupby),
    nivel_socioeconomico: SOCIOECONOMIC_LEVEL_OPTIONS,
  };
}

/** Active centres in all, and those matching the filter, in one pass. */
export async function centreCounts(
  db: Database,
  cache: VersionedCache,
  filter: DashboardFilter,
  scope: AdminScope,
): Promise<CentreCounts> {
  // "In all" is all of the caller's communities (lib/scope.ts); the key tells scopes apart.
  const inScope = communityInScope(scope, sql`c.comunidades_id`);
  const key = filterKey(`dashboard.centres:${scopeKey(scope)}`, filter);
  return cache.get(['centros'], key, async () => {
    // Named: the unfiltered figures are the dashboard's first call, and a filter's text depends
    // only on which fields it sets, so each connection plans a shape once (shape C).
    const [row] = await queryNamedRows<CentreCounts>(
      db,
      sql`select count(*)::int as total,
               count(*) filter (where ${centreCondition(filter)})::int as filtered
        from ${centros} c where c.activo = 1 ${inScope ? sql`and ${inScope}` : sql.empty()}`,
    );
    return row ?? { total: 0, filtered: 0 };
  });
}

/**
 * A dashboard aggregate: the rows of `query` for a filter within a scope, kept in the versioned
 * cache under `name`, the scope and the filter until the data it reads changes; no scope's
 * figures are ever another's.
 */
function cachedAggregate<T>(
  name: string,
  query: (filter: DashboardFilter, scope: AdminScope) => SQL,
) {
  return (
    db: Database,
    cache: VersionedCache,
    filter: DashboardFilter,
    scope: AdminScope,
  ): Promise<T[]> =>
    cache.get(AGGREGATE_CHANNELS, filterKey(`${name}:${scopeKey(scope)}`, filter), () =>
      queryRows<T>(db, query(filter, scope)),
    );
}

/**
 * Per period (oldest first, periods without evaluations included): evaluations of matching
 * centres that were started (any status but NOT_STARTED, finished included) and finished.
 */
export const evaluationsPerPeriod = cachedAggregate<EvaluationPerPeriod>(
  'dashboard.periods',
  (filter, scope) =>
    sql`select p.periodo,
               count(e.id) filter (where e.status <> 'NOT_STARTED')::int as "Empezadas",
               count(e.id) filter (where e.status = 'FINISHED')::int as "Terminadas"
        from ${periodos} p
        left join ${
          narrowsCentres(filter, scope)
            ? sql`(${evaluations} e ${centreJoin(filter, scope)})`
            : sql`${evaluations} e`
        } on e.periodos_id = p.id
        group by p.id, p.periodo
        order by p.periodo, p.id`,
);

/**
 * Results per active key (domain.md): mean precomputed key score over the matching centres'
 * first finished evaluations and over their later finished ones, each rounded to 2 decimals in
 * SQL (exact decimal arithmetic), and the difference of the two rounded means, so the three
 * figures shown always agree.
 */
export const keyResults = cachedAggregate<KeyResult>(
  'dashboard.keys',
  (filter, scope) =>
    sql`with scores as (
          select ek.claves_id,
                 round(avg(ek.score) filter (where e.is_first_finished), 2) as first_avg,
                 round(avg(ek.score) filter (where not e.is_first_finished), 2) as rest_avg
          from ${evaluationKeys} ek
          join ${evaluations} e on e.id = ek.evaluation_id and e.status = 'FINISHED'
          ${centreJoin(filter, scope)}
          group by ek.claves_id
        )
        select k.id as key, k.titulo as title,
               coalesce(col.hex, ${DEFAULT_KEY_COLOUR}) as color,
               s.first_avg::float8 as "firstKeysAvg",
               s.rest_avg::float8 as "restKeysAvg",
               (s.rest_avg - s.first_avg)::float8 as difference
        from ${claves} k
        left join ${colores} col on col.id = k.colores_id
        left join scores s on s.claves_id = k.id
        where k.activo
        order by k.orden, k.id`,
);
