import { sql, type SQL } from 'drizzle-orm';
import { OWNERSHIP_LABELS, REPORT_OWNERSHIPS } from '@eval/contracts/centre-enums';
import { ALL_PERIODS, type ResultsReport } from '@eval/contracts/reports';
import { queryRows, type Database } from '../../db/client';
import { scopeKey, type AdminScope } from '../../lib/scope';
import { communityInScopeOrAll } from '../../lib/scope-condition';
import type { VersionedCache } from '../../lib/versioned-cache';
import { AGGREGATE_CHANNELS } from '../../lib/centre-filter';
import { centros, comunidades, evaluations, periodos } from '../../db/schema/index';

export interface ReportPeriod {
  id: number;
  /** The period's label, or null for all periods. */
  periodo: string | null;
}

/** The period asked for (0 = all periods); undefined for an unknown id. */
export async function findReportPeriod(
  db: Database,
  period: number,
): Promise<ReportPeriod | undefined> {
  if (period === ALL_PERIODS) return { id: ALL_PERIODS, periodo: null };
  const [row] = await queryRows<{ id: number; periodo: string }>(
    db,
    sql`select id, periodo from ${periodos} where id = ${period}`,
  );
  return row;
}

/** `e.periodos_id = …`, or nothing for all periods. */
export const periodCondition = (period: ReportPeriod): SQL =>
  period.id === ALL_PERIODS ? sql`true` : sql`e.periodos_id = ${period.id}`;

/**
 * What the results report counts (docs/dashboard.md): finished evaluations of the period, or
 * of every period for 0. A centre that finished in three school years counts three times for
 * "all periods", as three evaluations were delivered. Every community of the scope is listed
 * (every community for a national administrator), zeros included, and every ownership
 * including WITHOUT_OWNERSHIP for centres that have none; a scoped administrator's figures
 * count only their communities' centres, so their total is the sum of their communities'.
 */
export function resultsReport(
  db: Database,
  cache: VersionedCache,
  period: ReportPeriod,
  scope: AdminScope,
): Promise<ResultsReport> {
  return cache.get(AGGREGATE_CHANNELS, `reports.results:${period.id}:${scopeKey(scope)}`, () =>
    computeResultsReport(db, period, scope),
  );
}

async function computeResultsReport(
  db: Database,
  period: ReportPeriod,
  scope: AdminScope,
): Promise<ResultsReport> {
  const centreInScope = communityInScopeOrAll(scope, sql`c.comunidades_id`);
  const [communities, ownership] = await Promise.all([
    queryRows<{ id: number; name: string; total: number; centres: number }>(
      db,
      sql`with totals as (
            select c.comunidades_id as id, count(*)::int as total
            from ${evaluations} e join ${centros} c on c.id = e.centros_id
            where e.status = 'FINISHED' and ${periodCondition(period)} and ${centreInScope}
            group by c.comunidades_id
          ), active as (
            select comunidades_id as id, count(*)::int as centres
            from ${centros} where activo = 1
            group by comunidades_id
          )
          select co.id, co.nombre as name, coalesce(t.total, 0)::int as total,
                 coalesce(a.centres, 0)::int as centres
          from ${comunidades} co left join totals t on t.id = co.id
          left join active a on a.id = co.id
          where ${communityInScopeOrAll(scope, sql`co.id`)}
          order by co.id`,
    ),
    queryRows<{ id: string; total: number }>(
      db,
      sql`select coalesce(c.ownership::text, 'WITHOUT_OWNERSHIP') as id, count(*)::int as total
          from ${evaluations} e join ${centros} c on c.id = e.centros_id
          where e.status = 'FINISHED' and ${periodCondition(period)} and ${centreInScope}
          group by 1`,
    ),
  ]);
  const byOwnership = new Map(ownership.map((o) => [o.id, o.total]));
  return {
    total: communities.reduce((sum, c) => sum + c.total, 0),
    communities,
    ownership: REPORT_OWNERSHIPS.map((id) => ({
      id,
      name: OWNERSHIP_LABELS[id],
      total: byOwnership.get(id) ?? 0,
    })),
  };
}
