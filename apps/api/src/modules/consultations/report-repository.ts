import { sql } from 'drizzle-orm';
import type { DashboardFilter } from '@eval/contracts/dashboard';
import {
  CONSULTATION_GROUPS,
  MIN_CONSULTATION_RESPONSES,
  type ConsultationParticipation,
  type ConsultationReport,
} from '@eval/contracts/consultations';
import { queryRows, type Executor } from '../../db/client';
import {
  centros,
  claves,
  colores,
  consultationQuestions,
  consultationResponses,
  consultations,
  evaluationKeys,
  evaluations,
} from '../../db/schema/index';
import { scopedCentreCondition } from '../../lib/centre-filter';
import { centreInScope, type AdminScope } from '../../lib/scope';

/** The colour of a key without one, as the dashboard's other cards paint it. */
const DEFAULT_KEY_COLOUR = '#2b74c4';

/**
 * Per centre of `ids` in the scope, each group's responses in period `periodId` (null: no
 * consultation of that group). Centres outside the scope are left out, as every scoped read.
 */
export async function participationRows(
  db: Executor,
  ids: number[],
  periodId: number,
  scope: AdminScope,
): Promise<ConsultationParticipation[]> {
  const rows = await queryRows<{ centros_id: number; grupo: string; n: number }>(
    db,
    sql`select co.centros_id, co.grupo,
               (select count(*) from ${consultationResponses} r
                where r.consultations_id = co.id)::int as n
        from ${consultations} co join ${centros} on ${centros.id} = co.centros_id
        where co.centros_id = any(${sql.param(ids)}::int[]) and co.periodos_id = ${periodId}
          and ${centreInScope(scope) ?? sql`true`}`,
  );
  const visible = await queryRows<{ id: number }>(
    db,
    sql`select ${centros.id} as id from ${centros}
        where ${centros.id} = any(${sql.param(ids)}::int[]) and ${centreInScope(scope) ?? sql`true`}
        order by ${centros.id}`,
  );
  return visible.map(({ id }) => {
    const count = (grupo: string) =>
      rows.find((row) => row.centros_id === id && row.grupo === grupo)?.n ?? null;
    return {
      centros_id: id,
      alumnado: count('alumnado'),
      familias: count('familias'),
      profesorado: count('profesorado'),
    };
  });
}

/**
 * The consultations of period `periodId` of the active centres the filter selects within the
 * scope, each with its number of responses: what both statements of the card read.
 */
const matchedConsultations = (filter: DashboardFilter, scope: AdminScope, periodId: number) =>
  sql`matched as (
        select c.id from ${centros} c where c.activo = 1 and ${scopedCentreCondition(filter, scope)}),
      cons as (
        select co.id, co.centros_id, co.grupo,
               (select count(*) from ${consultationResponses} r
                where r.consultations_id = co.id)::int as n
        from ${consultations} co join matched m on m.id = co.centros_id
        where co.periodos_id = ${periodId})`;

/**
 * The dashboard's consultations card: participation per group, and per key each group's mean
 * score over the consultations that reached the minimum (a centre's score is the mean of its
 * answers; the card's the mean of its centres'), the self-evaluation's mean over the same
 * centres, and the staff–student gap over the centres with both.
 */
export async function consultationReport(
  db: Executor,
  filter: DashboardFilter,
  scope: AdminScope,
  period: { id: number; periodo: string } | null,
): Promise<ConsultationReport> {
  const empty = CONSULTATION_GROUPS.map((grupo) => ({
    grupo,
    consultas: 0,
    respuestas: 0,
    suficientes: 0,
  }));
  if (!period) return { periodo: null, centres: 0, withConsultation: 0, grupos: empty, claves: [] };
  const with_ = matchedConsultations(filter, scope, period.id);
  const [totals] = await queryRows<{ centres: number; withConsultation: number }>(
    db,
    sql`with ${with_}
        select (select count(*) from matched)::int as centres,
               (select count(distinct centros_id) from cons)::int as "withConsultation"`,
  );
  const groups = await queryRows<ConsultationReport['grupos'][number]>(
    db,
    sql`with ${with_}
        select grupo, count(*)::int as consultas, coalesce(sum(n), 0)::int as respuestas,
               count(*) filter (where n >= ${MIN_CONSULTATION_RESPONSES})::int as suficientes
        from cons group by grupo`,
  );
  const keys = await queryRows<ConsultationReport['claves'][number]>(
    db,
    sql`with ${with_},
        enough as (select * from cons where n >= ${MIN_CONSULTATION_RESPONSES}),
        centre_scores as (
          select e.centros_id, e.grupo, q.claves_id,
                 avg((v.valor - 1) * 100.0 / 3) filter (where v.valor > 0) as score
          from enough e
          join ${consultationResponses} r on r.consultations_id = e.id
          cross join lateral unnest(r.preguntas_ids, r.valores) as v(pregunta, valor)
          join ${consultationQuestions} q on q.id = v.pregunta
          group by e.centros_id, e.grupo, q.claves_id),
        self_scores as (
          select ev.centros_id, ek.claves_id, ek.score::float8 as score
          from ${evaluations} ev join ${evaluationKeys} ek on ek.evaluation_id = ev.id
          where ev.periodos_id = ${period.id}
            and ev.centros_id in (select centros_id from enough))
        select k.id as clave, k.titulo, coalesce(col.hex, ${DEFAULT_KEY_COLOUR}) as color,
               round(avg(s.score)::numeric, 1)::float8 as autoevaluacion,
               (select round(avg(cs.score)::numeric, 1)::float8 from centre_scores cs
                where cs.claves_id = k.id and cs.grupo = 'alumnado') as alumnado,
               (select round(avg(cs.score)::numeric, 1)::float8 from centre_scores cs
                where cs.claves_id = k.id and cs.grupo = 'familias') as familias,
               (select round(avg(cs.score)::numeric, 1)::float8 from centre_scores cs
                where cs.claves_id = k.id and cs.grupo = 'profesorado') as profesorado,
               (select round(avg(cs.score - ss.score)::numeric, 1)::float8 from centre_scores cs
                join self_scores ss on ss.centros_id = cs.centros_id and ss.claves_id = k.id
                where cs.claves_id = k.id and cs.grupo = 'alumnado') as diferencia
        from ${claves} k
        left join ${colores} col on col.id = k.colores_id
        left join self_scores s on s.claves_id = k.id
        where k.activo
        group by k.id, k.titulo, col.hex, k.orden
        order by k.orden, k.id`,
  );
  const grupos = empty.map((row) => groups.find((g) => g.grupo === row.grupo) ?? row);
  return {
    periodo: period.periodo,
    centres: totals?.centres ?? 0,
    withConsultation: totals?.withConsultation ?? 0,
    grupos,
    claves: keys,
  };
}
