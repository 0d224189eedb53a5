import { sql } from 'drizzle-orm';
import type { LanguageCode } from '@eval/contracts/common';
import type { QuestionTypeCode } from '@eval/contracts/evaluation-enums';
import type { CentreProgress } from '@eval/contracts/quizzes';
import { queryRows, type Database } from '../../db/client';
import type { EvaluationProgress } from './evaluation-service';
import { answers, claves, preguntas, respuestas, tipos } from '../../db/schema/index';

/** The service's progress in the shape of the centre-facing API. */
export function toCentreProgress(progress: EvaluationProgress): CentreProgress {
  return {
    periodId: progress.period.id,
    periodo: progress.period.periodo,
    status: progress.status,
    keys: progress.keys.map((k) => ({
      keyId: k.clavesId,
      num: k.num,
      total: k.total,
      percentage: k.percentage,
    })),
  };
}

interface QuestionRow {
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
 * The current questionnaire grouped by key, each question with its current options and the
 * centre's answer in the evaluation `evaluationId` (null before the first answer), its texts in
 * `language`. Two queries.
 */
export async function loadCentreQuestionnaire(
  db: Database,
  evaluationId: number | null,
  language: LanguageCode = 'ES',
) {
  // Catalan where a translation exists, Spanish otherwise (lib/language.ts's rule, in SQL).
  const ca = language === 'CA';
  const questions = await queryRows<QuestionRow>(
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
  const options = await queryRows<{ id: number; preguntas_id: number; respuesta: string }>(
    db,
    sql`select r.id, r.preguntas_id,
               case when ${ca} and r.respuesta_ca <> '' then r.respuesta_ca else r.respuesta end
                 as respuesta
        from ${respuestas} r
        join ${preguntas} p on p.id = r.preguntas_id
        where r.retired_at is null and p.retired_at is null order by r.orden, r.id`,
  );
  const optionsOf = new Map<number, { id: number; respuesta: string }[]>();
  for (const o of options) {
    const list = optionsOf.get(o.preguntas_id) ?? [];
    list.push({ id: o.id, respuesta: o.respuesta });
    optionsOf.set(o.preguntas_id, list);
  }
  const byKey = new Map<
    number,
    {
      id: number;
      orden: number;
      titulo: string;
      preguntas: {
        id: number;
        num: number;
        codigo: QuestionTypeCode;
        titulo: string;
        respuestas: { id: number; respuesta: string }[];
        answer: { respuestasIds: number[]; notApplicable: boolean } | null;
      }[];
    }
  >();
  for (const q of questions) {
    const clave = byKey.get(q.claves_id) ?? {
      id: q.claves_id,
      orden: Number(q.clave_orden),
      titulo: q.clave_titulo,
      preguntas: [],
    };
    byKey.set(q.claves_id, clave);
    clave.preguntas.push({
      id: q.id,
      num: Number(q.num),
      codigo: q.codigo,
      titulo: q.titulo,
      respuestas: optionsOf.get(q.id) ?? [],
      answer:
        q.not_applicable === null
          ? null
          : { respuestasIds: q.respuestas_ids ?? [], notApplicable: q.not_applicable },
    });
  }
  return [...byKey.values()];
}
