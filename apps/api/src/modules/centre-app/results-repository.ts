import { sql } from 'drizzle-orm';
import type { CentreKind, Ownership, SocioeconomicLevel } from '@eval/contracts/centre-enums';
import type { LanguageCode } from '@eval/contracts/common';
import type { QuestionTypeCode } from '@eval/contracts/evaluation-enums';
import { queryRows, type Database } from '../../db/client';
import {
  answers,
  centros,
  evaluationKeys,
  evaluations,
  periodos,
  preguntas,
  respuestas,
  tipos,
} from '../../db/schema/index';

/**
 * SQL of the results' comparisons over time and per question (docs/domain.md, "Results"):
 * the centre's finished evaluations with their key scores, the answers of one evaluation with
 * their options, and the fields that say which centres are similar. Every read names the
 * caller's centre or one of its evaluations.
 */

export interface HistoryRow {
  evaluationId: number;
  periodId: number;
  periodo: string;
  score: number | null;
  keys: { keyId: number; score: number | null }[];
}

/**
 * Every finished evaluation of the centre with its key scores, in period order (the label,
 * then the id: the order the evaluations list uses). One statement: a centre has one
 * evaluation per period, so this is a few rows of ten keys each.
 */
export function finishedHistory(db: Database, centreId: number): Promise<HistoryRow[]> {
  return queryRows<HistoryRow>(
    db,
    sql`select e.id as "evaluationId", pe.id as "periodId", pe.periodo, e.score::float8 as score,
               coalesce(json_agg(json_build_object('keyId', ek.claves_id,
                                                   'score', ek.score::float8)
                                 order by ek.claves_id)
                          filter (where ek.claves_id is not null), '[]'::json) as keys
        from ${evaluations} e
        join ${periodos} pe on pe.id = e.periodos_id
        left join ${evaluationKeys} ek on ek.evaluation_id = e.id
        where e.centros_id = ${centreId} and e.status = 'FINISHED'
        group by e.id, pe.id, pe.periodo, e.score
        order by pe.periodo, pe.id`,
  );
}

/** What makes centres similar: ownership, kind and socio-economic level (domain.md). */
export interface CentreProfile {
  ownership: Ownership | null;
  kind: CentreKind;
  nivelSocioeconomico: SocioeconomicLevel | null;
}

export async function centreProfile(
  db: Database,
  centreId: number,
): Promise<CentreProfile | undefined> {
  const [row] = await queryRows<CentreProfile>(
    db,
    sql`select ownership, kind, nivel_socioeconomico as "nivelSocioeconomico"
        from ${centros} where id = ${centreId}`,
  );
  return row;
}

export interface AnsweredQuestionRow {
  preguntaId: number;
  keyId: number;
  num: number;
  codigo: QuestionTypeCode;
  titulo: string;
  respuestasIds: number[];
  notApplicable: boolean;
}

export interface AnswerOptionRow {
  id: number;
  preguntaId: number;
  texto: string;
  valor: number;
}

/**
 * The questions an evaluation answered (retired ones too: they were part of it) with the
 * centre's choice, and the options its score is measured against: the question's current ones
 * and any the centre chose (as the back-office's key answers show them); every option of a
 * question retired since, whose options retired with it.
 */
export async function answeredQuestions(
  db: Database,
  evaluationId: number,
  language: LanguageCode,
): Promise<{ questions: AnsweredQuestionRow[]; options: AnswerOptionRow[] }> {
  const ca = language === 'CA';
  const questions = await queryRows<AnsweredQuestionRow>(
    db,
    sql`select p.id as "preguntaId", p.claves_id as "keyId", p.num, t.codigo,
               case when ${ca} and p.titulo_ca <> '' then p.titulo_ca else p.titulo end as titulo,
               a.respuestas_ids as "respuestasIds", a.not_applicable as "notApplicable"
        from ${answers} a
        join ${preguntas} p on p.id = a.preguntas_id
        join ${tipos} t on t.id = p.tipos_id
        where a.evaluation_id = ${evaluationId}
        order by p.claves_id, p.num, p.id`,
  );
  if (questions.length === 0) return { questions, options: [] };
  const options = await queryRows<AnswerOptionRow & { retired: boolean }>(
    db,
    sql`select r.id, r.preguntas_id as "preguntaId", r.valor,
               case when ${ca} and r.respuesta_ca <> '' then r.respuesta_ca else r.respuesta end
                 as texto,
               (r.retired_at is not null and p.retired_at is null) as retired
        from ${respuestas} r join ${preguntas} p on p.id = r.preguntas_id
        where r.preguntas_id in ${questions.map((q) => q.preguntaId)}
        order by r.orden, r.id`,
  );
  const chosen = new Set(questions.flatMap((q) => q.respuestasIds));
  return {
    questions,
    options: options
      .filter((o) => !o.retired || chosen.has(o.id))
      .map(({ id, preguntaId, texto, valor }) => ({ id, preguntaId, texto, valor })),
  };
}
