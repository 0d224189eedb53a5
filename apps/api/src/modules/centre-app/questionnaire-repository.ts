import { sql } from 'drizzle-orm';
import type { QuestionTypeCode } from '@eval/contracts/evaluation-enums';
import { queryRows, type Database } from '../../db/client';
import { answers, claves, preguntas, respuestas, tipos } from '../../db/schema/index';

/** A current question with its key and the centre's answer (null columns before one). */
export interface QuestionRow {
  id: number;
  claves_id: number;
  clave_orden: number;
  clave_titulo: string;
  num: number;
  codigo: QuestionTypeCode;
  titulo: string;
  respuestas_ids: number[] | null;
  not_applicable: boolean | null;
}

/**
 * The current questions, ordered by key and number, each with the centre's answer in the
 * evaluation `evaluationId`; texts in Catalan where `ca` and a translation exists.
 */
export async function listQuestionsWithAnswers(
  db: Database,
  evaluationId: number | null,
  ca: boolean,
): Promise<QuestionRow[]> {
  return queryRows<QuestionRow>(
    db,
    sql`select p.id, p.claves_id, cl.orden as clave_orden,
               case when ${ca} and cl.titulo_ca <> '' then cl.titulo_ca else cl.titulo end
                 as clave_titulo,
               p.num, t.codigo,
               case when ${ca} and p.titulo_ca <> '' then p.titulo_ca else p.titulo end as titulo,
               a.respuestas_ids, a.not_applicable
        from ${preguntas} p
        join ${claves} cl on cl.id = p.claves_id
        join ${tipos} t on t.id = p.tipos_id
        left join ${answers} a on a.preguntas_id = p.id and a.evaluation_id = ${evaluationId ?? 0}
        where p.retired_at is null
        order by cl.orden, cl.id, p.num, p.id`,
  );
}

/** The current options of the current questions, in their order; texts as above. */
export async function listCurrentOptions(
  db: Database,
  ca: boolean,
): Promise<{ id: number; preguntas_id: number; respuesta: string }[]> {
  return queryRows<{ id: number; preguntas_id: number; respuesta: string }>(
    db,
    sql`select r.id, r.preguntas_id,
               case when ${ca} and r.respuesta_ca <> '' then r.respuesta_ca else r.respuesta end
                 as respuesta
        from ${respuestas} r
        join ${preguntas} p on p.id = r.preguntas_id
        where r.retired_at is null and p.retired_at is null order by r.orden, r.id`,
  );
}
