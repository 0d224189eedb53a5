import { sql, type SQL } from 'drizzle-orm';
import type { ConsultationGroup } from '@eval/contracts/consultations';
import { queryRows, type Executor } from '../../db/client';
import { queryNamedRows } from '../../db/prepared';
import {
  centros,
  claves,
  consultationQuestions,
  consultationResponses,
  consultations,
  evaluationKeys,
  evaluations,
  periodos,
} from '../../db/schema/index';

/** A key's title, or a question's text, in the language asked (Spanish when untranslated). */
const inLanguage = (catalan: boolean, spanish: SQL, catalanColumn: SQL): SQL =>
  catalan ? sql`coalesce(nullif(${catalanColumn}, ''), ${spanish})` : spanish;

export interface ConsultationRow {
  id: number;
  centros_id: number;
  periodos_id: number;
  grupo: ConsultationGroup;
  codigo: string;
  cierra: string;
  cerrada: boolean;
  respuestas: number;
}

const consultationColumns = sql`co.id, co.centros_id, co.periodos_id, co.grupo, co.codigo,
  to_char(co.cierra, 'YYYY-MM-DD') as cierra, co.cerrada,
  (select count(*) from ${consultationResponses} r where r.consultations_id = co.id)::int
    as respuestas`;

/** The centre's consultations of one period, in the groups' order. */
export function centreConsultations(
  db: Executor,
  centreId: number,
  periodId: number,
): Promise<ConsultationRow[]> {
  return queryRows<ConsultationRow>(
    db,
    sql`select ${consultationColumns} from ${consultations} co
        where co.centros_id = ${centreId} and co.periodos_id = ${periodId}
        order by array_position(array['alumnado', 'familias', 'profesorado'], co.grupo)`,
  );
}

/** One consultation of the centre, locked for a change; none for another centre's. */
export async function lockConsultation(
  db: Executor,
  centreId: number,
  id: number,
): Promise<ConsultationRow | null> {
  await db.execute(
    sql`select 1 from ${consultations} where id = ${id} and centros_id = ${centreId} for update`,
  );
  const rows = await queryRows<ConsultationRow>(
    db,
    sql`select ${consultationColumns} from ${consultations} co
        where co.id = ${id} and co.centros_id = ${centreId}`,
  );
  return rows[0] ?? null;
}

export async function insertConsultation(
  db: Executor,
  values: {
    centreId: number;
    periodId: number;
    grupo: ConsultationGroup;
    codigo: string;
    cierra: string;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into ${consultations} (centros_id, periodos_id, grupo, codigo, cierra, created_by)
        values (${values.centreId}, ${values.periodId}, ${values.grupo}, ${values.codigo},
                ${values.cierra}::date, ${values.createdBy})
        returning id`,
  );
  if (!row) throw new Error('consultation insert returned no row');
  return row.id;
}

export async function updateConsultation(
  db: Executor,
  id: number,
  change: { cierra?: string | undefined; cerrada?: boolean | undefined },
): Promise<void> {
  await db.execute(
    sql`update ${consultations}
        set cierra = coalesce(${change.cierra ?? null}::date, cierra),
            cerrada = coalesce(${change.cerrada ?? null}::boolean, cerrada),
            updated_at = now()
        where id = ${id}`,
  );
}

/** How many current questions a group's questionnaire has. */
export async function groupQuestionCount(db: Executor, grupo: ConsultationGroup): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${consultationQuestions}
        where grupo = ${grupo} and retired_at is null`,
  );
  return row?.n ?? 0;
}

export interface PublicConsultationRow {
  id: number;
  grupo: ConsultationGroup;
  centro: string;
  periodo: string;
  cierra: string;
  cerrada: boolean;
}

/** A consultation by its public code, with what its page shows. */
export async function consultationByCode(
  db: Executor,
  codigo: string,
): Promise<PublicConsultationRow | null> {
  const rows = await queryRows<PublicConsultationRow>(
    db,
    sql`select co.id, co.grupo, c.nombre as centro, p.periodo,
               to_char(co.cierra, 'YYYY-MM-DD') as cierra, co.cerrada
        from ${consultations} co
        join ${centros} c on c.id = co.centros_id
        join ${periodos} p on p.id = co.periodos_id
        where co.codigo = ${codigo}`,
  );
  return rows[0] ?? null;
}

/** A group's current questions in key order, in the language asked. */
export function groupQuestions(
  db: Executor,
  grupo: ConsultationGroup,
  catalan: boolean,
): Promise<{ id: number; texto: string; clave: string }[]> {
  return queryRows(
    db,
    sql`select q.id, ${inLanguage(catalan, sql`q.texto`, sql`q.texto_ca`)} as texto,
               ${inLanguage(catalan, sql`k.titulo`, sql`k.titulo_ca`)} as clave
        from ${consultationQuestions} q join ${claves} k on k.id = q.claves_id
        where q.grupo = ${grupo} and q.retired_at is null
        order by k.orden, q.orden, q.id`,
  );
}

/** One response as the batched insert takes it: answered question ids ascending, values aligned. */
export interface ResponseRow {
  codigo: string;
  id: string;
  sortedIds: number[];
  values: number[];
}

/**
 * Stores a batch of responses in one statement, each when, and only when, its code names a
 * consultation open on `today` and it answers exactly the group's current questions. A
 * response id already stored is left as it is. Returns the ids written; the others are for
 * the caller to explain one by one (the rare path). The rows travel as parallel arrays (each
 * response's ids and values as an array literal), so the statement's text is the same for
 * every batch size and stays one named statement.
 */
export async function insertResponses(
  db: Executor,
  rows: readonly ResponseRow[],
  today: string,
): Promise<Set<string>> {
  const stored = await queryNamedRows<{ id: string }>(
    db,
    sql`with input as (
          select * from unnest(${sql.param(rows.map((r) => r.codigo))}::text[],
                               ${sql.param(rows.map((r) => r.id))}::uuid[],
                               ${sql.param(rows.map((r) => `{${r.sortedIds.join(',')}}`))}::text[],
                               ${sql.param(rows.map((r) => `{${r.values.join(',')}}`))}::text[])
            as t(codigo, id, preguntas, valores)),
        open as (
          select i.id, co.id as consultation, co.grupo, i.preguntas::int[] as preguntas,
                 i.valores::smallint[] as valores
          from input i join ${consultations} co on co.codigo = i.codigo
          where not co.cerrada and co.cierra >= ${today}::date),
        current_questions as (
          select grupo, array_agg(id order by id) as ids from ${consultationQuestions}
          where retired_at is null and grupo in (select grupo from open)
          group by grupo)
        insert into ${consultationResponses} (id, consultations_id, preguntas_ids, valores, recibida)
        select o.id, o.consultation, o.preguntas, o.valores, ${today}::date
        from open o join current_questions q on q.grupo = o.grupo and q.ids = o.preguntas
        on conflict (id) do nothing
        returning id`,
  );
  return new Set(stored.map((row) => row.id));
}

/** The consultation a stored response belongs to; null when no response has this id. */
export async function responseConsultation(db: Executor, id: string): Promise<number | null> {
  const rows = await queryRows<{ consultations_id: number }>(
    db,
    sql`select consultations_id from ${consultationResponses} where id = ${id}::uuid`,
  );
  return rows[0]?.consultations_id ?? null;
}

export interface GroupKeyScore {
  consultations_id: number;
  claves_id: number;
  score: number | null;
}

/**
 * Per consultation and key, the mean of its answers on 0–100 ((valor − 1) / 3 × 100); "don't
 * know" (0) is left out. Keys the group's questions map to, every question ever answered.
 */
export function groupKeyScores(db: Executor, consultationIds: number[]): Promise<GroupKeyScore[]> {
  if (consultationIds.length === 0) return Promise.resolve([]);
  return queryRows<GroupKeyScore>(
    db,
    sql`select r.consultations_id, q.claves_id,
               round(avg((v.valor - 1) * 100.0 / 3) filter (where v.valor > 0), 1)::float8 as score
        from ${consultationResponses} r
        cross join lateral unnest(r.preguntas_ids, r.valores) as v(pregunta, valor)
        join ${consultationQuestions} q on q.id = v.pregunta
        where r.consultations_id = any(${sql.param(consultationIds)}::int[])
        group by r.consultations_id, q.claves_id`,
  );
}

export interface KeyRow {
  id: number;
  titulo: string;
  grupos: ConsultationGroup[];
  autoevaluacion: number | null;
}

/**
 * The active keys some group's questions map to, in order, with the groups that ask about each
 * and the self-evaluation's score of the centre's evaluation in `periodId` (null when none).
 */
export function keysWithSelfScores(
  db: Executor,
  centreId: number,
  periodId: number,
  catalan: boolean,
): Promise<KeyRow[]> {
  return queryRows<KeyRow>(
    db,
    sql`select k.id, ${inLanguage(catalan, sql`k.titulo`, sql`k.titulo_ca`)} as titulo,
               array(select distinct q.grupo from ${consultationQuestions} q
                     where q.claves_id = k.id) as grupos,
               ek.score::float8 as autoevaluacion
        from ${claves} k
        left join ${evaluations} e on e.centros_id = ${centreId} and e.periodos_id = ${periodId}
        left join ${evaluationKeys} ek on ek.evaluation_id = e.id and ek.claves_id = k.id
        where k.activo
          and exists (select 1 from ${consultationQuestions} q where q.claves_id = k.id)
        order by k.orden, k.id`,
  );
}

/** The period of one of the centre's own evaluations; none for another centre's. */
export async function periodOfCentreEvaluation(
  db: Executor,
  centreId: number,
  evaluationId: number,
): Promise<{ id: number; periodo: string } | null> {
  const rows = await queryRows<{ id: number; periodo: string }>(
    db,
    sql`select p.id, p.periodo from ${evaluations} e join ${periodos} p on p.id = e.periodos_id
        where e.id = ${evaluationId} and e.centros_id = ${centreId}`,
  );
  return rows[0] ?? null;
}
