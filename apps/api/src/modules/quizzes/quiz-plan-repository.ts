import { sql, type SQL } from 'drizzle-orm';
import type { QuizFilter, QuizPlanAction, QuizRow } from '@eval/contracts/quizzes';
import type { Database } from '../../db/client';
import { queryNamedRows } from '../../db/prepared';
import { claves, planActions, users } from '../../db/schema/index';
import type { PlanActionState } from '@eval/contracts/plans';

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

/**
 * A centre's plan in a period as the back-office reads it: in key order then as the actions were
 * added (as the centres' app lists them), Spanish key titles. Read here rather than through the
 * plans module, which serves the centre's own people.
 */
export async function quizPlanActions(
  db: Database,
  centreId: number,
  periodId: number,
  today: string,
): Promise<QuizPlanAction[]> {
  const rows = await queryNamedRows<{
    id: number;
    texto: string;
    clave: string;
    responsable: string | null;
    fecha_limite: string | null;
    estado: PlanActionState;
  }>(
    db,
    sql`select pa.id, pa.texto, cl.titulo as clave,
          nullif(trim(u.nombre || ' ' || coalesce(u.apellidos, '')), '') as responsable,
          to_char(pa.fecha_limite, 'YYYY-MM-DD') as fecha_limite, pa.estado
        from ${planActions} pa
        join ${claves} cl on cl.id = pa.claves_id
        left join ${users} u on u.id = pa.responsable_id
        where pa.centros_id = ${centreId} and pa.periodos_id = ${periodId}
        order by cl.orden, pa.id`,
  );
  return rows.map((row) => ({
    ...row,
    vencida: row.estado !== 'hecha' && row.fecha_limite !== null && row.fecha_limite < today,
  }));
}
