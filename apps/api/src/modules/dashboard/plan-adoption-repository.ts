import { sql } from 'drizzle-orm';
import type { DashboardFilter, PlanAdoption } from '@eval/contracts/dashboard';
import { queryRows, type Database } from '../../db/client';
import { centros, claves, colores, periodos, planActions, settings } from '../../db/schema/index';
import { ACTIVE_PERIOD_SETTING } from '../../db/setting-keys';
import { scopedCentreCondition } from '../../lib/centre-filter';
import { spanishToday } from '../../lib/dates';
import { scopeKey, type AdminScope } from '../../lib/scope';
import { filterKey, planRowsChannel, type VersionedCache } from '../../lib/versioned-cache';

/** The colour of a key without one, as the results per key paint it. */
const DEFAULT_KEY_COLOUR = '#2b74c4';

/**
 * The active centres the filter selects within the scope, and the active period's plan actions
 * of those centres: what both queries of the card read.
 */
const matchedActions = (filter: DashboardFilter, scope: AdminScope) =>
  sql`active as (
        select p.id, p.periodo from ${settings} s
        join ${periodos} p on p.id = (s.value ->> 'id')::int
        where s.key = ${ACTIVE_PERIOD_SETTING}),
      matched as (
        select c.id from ${centros} c
        where c.activo = 1 and ${scopedCentreCondition(filter, scope)}),
      acts as (
        select pa.centros_id, pa.claves_id, pa.estado, pa.fecha_limite
        from ${planActions} pa join matched m on m.id = pa.centros_id
        where pa.periodos_id = (select id from active))`;

/**
 * The dashboard's plan card: of the matching active centres, how many have a plan in the
 * active period, their actions by state and overdue, and per active key (every key listed,
 * zeros included, so the chart's axis is the questionnaire's). Kept in the versioned cache per
 * scope, filter and day (an action falls overdue at midnight with no write) until a centre, the
 * catalogue or the active period's plans change.
 */
export function planAdoption(
  db: Database,
  cache: VersionedCache,
  filter: DashboardFilter,
  scope: AdminScope,
): Promise<PlanAdoption> {
  const today = spanishToday();
  return cache.get(
    ['centros', 'reference', planRowsChannel('active')],
    filterKey(`dashboard.plans:${scopeKey(scope)}:${today}`, filter),
    () => computePlanAdoption(db, filter, scope, today),
  );
}

async function computePlanAdoption(
  db: Database,
  filter: DashboardFilter,
  scope: AdminScope,
  today: string,
): Promise<PlanAdoption> {
  const [totals] = await queryRows<Omit<PlanAdoption, 'keys'>>(
    db,
    sql`with ${matchedActions(filter, scope)}
        select (select periodo from active) as periodo,
               (select count(*) from matched)::int as centres,
               (select count(distinct centros_id) from acts)::int as "withPlan",
               count(*) filter (where estado = 'pendiente')::int as pendiente,
               count(*) filter (where estado = 'en_curso')::int as en_curso,
               count(*) filter (where estado = 'hecha')::int as hecha,
               count(*) filter (where estado <> 'hecha' and fecha_limite < ${today}::date)::int
                 as vencidas
        from acts`,
  );
  const keys = await queryRows<PlanAdoption['keys'][number]>(
    db,
    sql`with ${matchedActions(filter, scope)}
        select k.id as key, k.titulo as title,
               coalesce(col.hex, ${DEFAULT_KEY_COLOUR}) as color,
               count(a.claves_id) filter (where a.estado = 'pendiente')::int as pendiente,
               count(a.claves_id) filter (where a.estado = 'en_curso')::int as en_curso,
               count(a.claves_id) filter (where a.estado = 'hecha')::int as hecha
        from ${claves} k
        left join ${colores} col on col.id = k.colores_id
        left join acts a on a.claves_id = k.id
        where k.activo
        group by k.id, k.titulo, col.hex, k.orden
        order by k.orden, k.id`,
  );
  const empty = { periodo: null, centres: 0, withPlan: 0, pendiente: 0, en_curso: 0, hecha: 0 };
  return { ...empty, vencidas: 0, ...totals, keys };
}
