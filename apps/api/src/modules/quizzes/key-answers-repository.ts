import { sql } from 'drizzle-orm';
import type { LanguageCode } from '@eval/contracts/common';
import type { KeyAnswerStatus, QuestionTypeCode } from '@eval/contracts/evaluation-enums';
import type { KeyAnswer } from '@eval/contracts/quizzes';
import { queryRows, type Database } from '../../db/client';
import { queryNamedRows } from '../../db/prepared';
import {
  answers,
  centros,
  claves,
  evaluations,
  preguntas,
  respuestas,
  tipos,
} from '../../db/schema/index';

interface QuestionRow {
  id: number;
  num: number;
  codigo: QuestionTypeCode;
  titulo: string;
  titulo_ca: string;
  respuestas_ids: number[] | null;
  not_applicable: boolean | null;
  answered: boolean;
}

interface OptionRow {
  id: number;
  preguntas_id: number;
  respuesta: string;
  respuesta_ca: string;
  retired: boolean;
}

const statusOf = (row: QuestionRow): KeyAnswerStatus =>
  row.not_applicable ? 'NOT_APPLICABLE' : row.answered ? 'COMPLETE' : 'INCOMPLETE';

const text = (es: string, ca: string, language: LanguageCode): string =>
  language === 'CA' && ca.trim() !== '' ? ca : es;

/**
 * What a key's answers are asked of, in one statement: the centre's community (null when there
 * is no such centre), and whether the centre and the key exist. The caller decides the scope
 * and the 404s from it; a scoped administrator pays no extra round trip for the scope.
 */
export async function keyAnswersTarget(
  db: Database,
  centreId: number,
  keyId: number,
): Promise<{ comunidad: number | null; centre: boolean; key: boolean }> {
  const [row] = await queryRows<{ comunidad: number | null; centre: boolean; key: boolean }>(
    db,
    sql`select (select comunidades_id from ${centros} where id = ${centreId}) as comunidad,
               exists(select 1 from ${centros} where id = ${centreId}) as centre,
               exists(select 1 from ${claves} where id = ${keyId}) as key`,
  );
  return row ?? { comunidad: null, centre: false, key: false };
}

/**
 * A centre's questions of one key in one period, each with its status and its options, the
 * centre's choice marked (spec §3 "Key answers"). Current questions, plus retired ones the centre
 * answered in that evaluation; current options, plus retired ones it chose. Two queries; the
 * centre and the key exist (keyAnswersTarget).
 */
export async function findKeyAnswers(
  db: Database,
  input: { centreId: number; keyId: number; periodId: number; language: LanguageCode },
): Promise<KeyAnswer[]> {
  // A four-table join on every opening of a key: named, so it is planned once per connection.
  const questions = await queryNamedRows<QuestionRow>(
    db,
    sql`select p.id, p.num, t.codigo, p.titulo, p.titulo_ca, a.respuestas_ids, a.not_applicable,
               (a.preguntas_id is not null) as answered
        from ${preguntas} p
        join ${tipos} t on t.id = p.tipos_id
        left join ${evaluations} e on e.centros_id = ${input.centreId} and e.periodos_id = ${input.periodId}
        left join ${answers} a on a.evaluation_id = e.id and a.preguntas_id = p.id
        where p.claves_id = ${input.keyId} and (p.retired_at is null or a.preguntas_id is not null)
        order by p.num, p.id`,
  );
  if (questions.length === 0) return [];
  const options = await queryRows<OptionRow>(
    db,
    sql`select r.id, r.preguntas_id, r.respuesta, r.respuesta_ca, (r.retired_at is not null) as retired
        from ${respuestas} r where r.preguntas_id in ${questions.map((q) => q.id)}
        order by r.orden, r.id`,
  );
  return questions.map((q) => {
    const chosen = new Set(q.respuestas_ids ?? []);
    return {
      id: q.id,
      num: Number(q.num),
      codigo: q.codigo,
      titulo: text(q.titulo, q.titulo_ca, input.language),
      status: statusOf(q),
      answers: options
        .filter((o) => o.preguntas_id === q.id && (!o.retired || chosen.has(o.id)))
        .map((o) => ({
          id: o.id,
          respuesta: text(o.respuesta, o.respuesta_ca, input.language),
          centerAnswer: chosen.has(o.id),
        })),
    };
  });
}
