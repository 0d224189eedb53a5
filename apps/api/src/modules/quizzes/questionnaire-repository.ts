import { and, asc, eq, isNull } from 'drizzle-orm';
import type { QuestionTypeCode } from '@eval/contracts/evaluation-enums';
import type { Executor } from '../../db/client';
import { preguntas, respuestas, tipos } from '../../db/schema/index';
import type { QuestionForScoring } from './key-progress';

export interface CurrentQuestion extends QuestionForScoring {
  num: number;
}

/**
 * The questionnaire as it stands: current (not retired) questions with their current options.
 * Two queries whatever its size; it is small (about a hundred questions).
 */
export async function loadCurrentQuestionnaire(db: Executor): Promise<CurrentQuestion[]> {
  const questionRows = await db
    .select({
      id: preguntas.id,
      clavesId: preguntas.claves_id,
      num: preguntas.num,
      codigo: tipos.codigo,
    })
    .from(preguntas)
    .innerJoin(tipos, eq(tipos.id, preguntas.tipos_id))
    .where(isNull(preguntas.retired_at))
    .orderBy(asc(preguntas.claves_id), asc(preguntas.num));
  const optionRows = await db
    .select({ id: respuestas.id, preguntasId: respuestas.preguntas_id, valor: respuestas.valor })
    .from(respuestas)
    .innerJoin(preguntas, eq(preguntas.id, respuestas.preguntas_id))
    .where(and(isNull(respuestas.retired_at), isNull(preguntas.retired_at)))
    .orderBy(asc(respuestas.orden), asc(respuestas.id));
  const options = new Map<number, Map<number, number>>();
  for (const row of optionRows) {
    const map = options.get(row.preguntasId) ?? new Map<number, number>();
    map.set(row.id, row.valor);
    options.set(row.preguntasId, map);
  }
  return questionRows.map((q) => ({
    id: q.id,
    clavesId: q.clavesId,
    num: q.num,
    codigo: q.codigo as QuestionTypeCode,
    options: options.get(q.id) ?? new Map(),
  }));
}
