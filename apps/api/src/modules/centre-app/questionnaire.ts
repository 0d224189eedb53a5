import type { LanguageCode } from '@eval/contracts/common';
import type { QuestionTypeCode } from '@eval/contracts/evaluation-enums';
import type { CentreProgress } from '@eval/contracts/quizzes';
import type { Database } from '../../db/client';
import type { EvaluationProgress } from '../quizzes/evaluation-service';
import { listCurrentOptions, listQuestionsWithAnswers } from './questionnaire-repository';

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
  const questions = await listQuestionsWithAnswers(db, evaluationId, ca);
  const options = await listCurrentOptions(db, ca);
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
