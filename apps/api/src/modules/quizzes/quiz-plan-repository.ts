import { sql, type SQL } from 'drizzle-orm';
import type { QuizFilter, QuizPlanAction, QuizRow } from '@eval/contracts/quizzes';
import type { Database } from '../../db/client';
import { queryNamedRows } from '../../db/prepared';
import { planActions } from '../../db/schema/index';
import { actionRows } from '../plans/repository';

/** The "Plan de mejora" cell of a row: the plan's actions, those done, those overdue. */
export type QuizPlanSummary = QuizRow['plan'];

const NO_PLAN: QuizPlanSummary = { acciones: 0, hechas: 0, vencidas: 0 };

/**
 * The condition of the "Plan de mejora" filter on the centre `c` in `periodId`: no action at all
 * ("Sin plan"), or an action whose "Fecha límite" is before `today` and which is not done ("Con
 * acciones vencidas"). Both probe plan_actions_centre_period_idx once per centre.
 */
export function planCondition(
  plan: QuizFilter['plan'],
  periodId: number,
  today: string,
): SQL | null {
  if (plan === 'sin-plan') {
    return sql`not exists (select 1 from ${planActions} pa
      where pa.centros_id = c.id and pa.periodos_id = ${periodId})`;
  }
  if (plan === 'vencidas') {
    return sql`exists (select 1 from ${planActions} pa
      where pa.centros_id = c.id and pa.periodos_id = ${periodId}
        and pa.estado <> 'hecha' and pa.fecha_limite < ${today}::date)`;
  }
  return null;
}

/**
 * The version of the plan of the centre `c` in `period` for a row's version: its actions' ids
 * and tuple versions, so an action added, changed or deleted changes the row's version.
 */
export const planVersion = (period: SQL): SQL => sql`(
  select string_agg(pa.id || '.' || pa.xmin::text, ' ' order by pa.id)
  from ${planActions} pa where pa.centros_id = c.id and pa.periodos_id = ${period})`;

/** The plan summaries of the centres `centreIds` in `periodId`, in one grouped query. */
export async function planSummaries(
  db: Database,
  centreIds: readonly number[],
  periodId: number,
  today: string,
): Promise<Map<number, QuizPlanSummary>> {
  const byCentre = new Map<number, QuizPlanSummary>();
  if (centreIds.length === 0) return byCentre;
  const rows = await queryNamedRows<{
    centros_id: number;
    acciones: string | number;
    hechas: string | number;
    vencidas: string | number;
  }>(
    db,
    sql`select pa.centros_id, count(*) as acciones,
          count(*) filter (where pa.estado = 'hecha') as hechas,
          count(*) filter (where pa.estado <> 'hecha' and pa.fecha_limite < ${today}::date)
            as vencidas
        from ${planActions} pa
        where pa.periodos_id = ${periodId} and pa.centros_id in ${centreIds}
        group by pa.centros_id`,
  );
  for (const row of rows) {
    byCentre.set(row.centros_id, {
      acciones: Number(row.acciones),
      hechas: Number(row.hechas),
      vencidas: Number(row.vencidas),
    });
  }
  return byCentre;
}

/** A centre's summary, "Sin plan" (all zero) when it has no action in the period. */
export const planOf = (summaries: Map<number, QuizPlanSummary>, centreId: number) =>
  summaries.get(centreId) ?? NO_PLAN;

/** A centre's plan in a period as the back-office reads it: in key order, Spanish titles. */
export async function quizPlanActions(
  db: Database,
  centreId: number,
  periodId: number,
  today: string,
): Promise<QuizPlanAction[]> {
  const rows = await actionRows(db, { centreId, periodId }, false);
  return rows.map((row) => ({
    id: row.id,
    texto: row.texto,
    clave: row.clave,
    responsable: row.responsable,
    fecha_limite: row.fecha_limite,
    estado: row.estado,
    vencida: row.estado !== 'hecha' && row.fecha_limite !== null && row.fecha_limite < today,
  }));
}
