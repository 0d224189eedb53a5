import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { tipos } from '../../db/schema/index';
import { notAudited } from '../../lib/audit-trail';
import { seedReference } from '../../seed/reference';
import { openMigratedTestDatabase } from '../../test/database';
import { firstOption, insertCentre, storedKeys } from '../../test/quiz-helpers';
import { createRespuesta, removeRespuesta, updateRespuesta } from '../catalogue/options-service';
import { createPregunta } from '../catalogue/questions-service';
import { createPeriod } from '../periods/service';
import {
  getEvaluationProgress,
  recordAnswers,
  type AnswerInput,
  type EvaluationProgress,
} from './evaluation-service';
import { loadCurrentQuestionnaire, type CurrentQuestion } from './questionnaire-repository';

/**
 * A save of an evaluation in progress updates only its question's key and reads the
 * questionnaire from memory. What it answers and stores must stay exactly what recomputing every
 * key from the answers gives, across catalogue edits and saves running at the same time.
 */

let close: () => Promise<void> = async () => undefined;
let handle: DatabaseHandle;
let centreId = 0;
const actor = () => ({ centreId, userId: null });

beforeAll(async () => {
  ({ handle, close } = await openMigratedTestDatabase());
  await seedReference(handle.db);
  await createPeriod(handle.db, '2025-2026');
  centreId = await insertCentre(handle.db, {
    nombre: 'Incremental',
    codigo: 'INC1',
    place: 'madrid',
  });
}, 120_000);
afterAll(() => close());

const questionnaire = () => loadCurrentQuestionnaire(handle.db);

const byKey = (p: EvaluationProgress) => [...p.keys].sort((a, b) => a.clavesId - b.clavesId);

/** The reply, the stored rows and a full recomputation from the answers all agree. */
async function expectExact(reply: EvaluationProgress): Promise<void> {
  const recomputed = await getEvaluationProgress(handle.db, centreId);
  expect(byKey(reply)).toEqual(byKey(recomputed));
  expect(await storedKeys(handle.db, reply.evaluationId)).toEqual(byKey(recomputed));
}

const answer = (q: CurrentQuestion, pick: 'first' | 'last' | 'none'): AnswerInput => {
  if (pick === 'none') return { preguntasId: q.id, notApplicable: true };
  const options = [...q.options.keys()];
  const chosen = pick === 'first' ? options[0] : options[options.length - 1];
  return { preguntasId: q.id, respuestasIds: [chosen ?? 0] };
};

describe('saving an answer of an evaluation in progress', () => {
  it('answers and stores what a full recomputation gives, save after save', async () => {
    const questions = await questionnaire();
    const picks = ['first', 'last', 'none'] as const;
    for (let i = 0; i < 12; i += 1) {
      const q = questions[(i * 7) % questions.length] as CurrentQuestion;
      const reply = await recordAnswers(handle.db, actor(), [answer(q, picks[i % 3] ?? 'first')]);
      expect(reply.status).toBe('IN_PROGRESS');
      await expectExact(reply);
    }
    // The same question again, changed: still one answer, the newest.
    const q = questions[0] as CurrentQuestion;
    await expectExact(await recordAnswers(handle.db, actor(), [answer(q, 'none')]));
    await expectExact(await recordAnswers(handle.db, actor(), [answer(q, 'last')]));
  });

  it('sees a question added by the catalogue at once: counted in its key and answerable', async () => {
    const before = await questionnaire();
    const keyId = (before[0] as CurrentQuestion).clavesId;
    const [tipo] = await handle.db.select().from(tipos).where(eq(tipos.codigo, 'UNICA'));
    const question = await createPregunta(handle.db, 'ES', {
      claves_id: keyId,
      num: 900,
      tipos_id: tipo?.id ?? 0,
      titulo: 'Pregunta nueva',
      titulo_ca: '',
    });
    const option = await createRespuesta(handle.db, 'ES', {
      preguntas_id: question.id,
      respuesta: 'Sí',
      respuesta_ca: '',
      valor: 4,
      orden: 0,
    });
    // Another key's question first: the reply's totals come from the stored rows.
    const other = before.find((q) => q.clavesId !== keyId) as CurrentQuestion;
    const reply = await recordAnswers(handle.db, actor(), [answer(other, 'first')]);
    const total = before.filter((q) => q.clavesId === keyId).length + 1;
    expect(reply.keys.find((k) => k.clavesId === keyId)?.total).toBe(total);
    await expectExact(reply);
    const saved = await recordAnswers(handle.db, actor(), [
      { preguntasId: question.id, respuestasIds: [option.id] },
    ]);
    await expectExact(saved);
    // A changed score changes the key's score on the next save of another of its questions.
    await updateRespuesta(
      handle.db,
      'ES',
      option.id,
      { respuesta: 'Sí', respuesta_ca: '', valor: 1, orden: 0 },
      notAudited,
    );
    const sameKey = before.find((q) => q.clavesId === keyId) as CurrentQuestion;
    await expectExact(await recordAnswers(handle.db, actor(), [answer(sameKey, 'last')]));
  });

  it('keeps the totals exact when saves and catalogue edits run at the same time', async () => {
    const questions = await questionnaire();
    const target = questions.find((q) => q.codigo !== 'MULTIPLE') as CurrentQuestion;
    const extra = await createRespuesta(handle.db, 'ES', {
      preguntas_id: target.id,
      respuesta: 'Opción extra',
      respuesta_ca: '',
      valor: 3,
      orden: 9,
    });
    const saves = questions
      .slice(0, 20)
      .map((q, i) => recordAnswers(handle.db, actor(), [answer(q, i % 2 ? 'first' : 'last')]));
    const edit = removeRespuesta(handle.db, extra.id, notAudited);
    const settled = await Promise.allSettled([...saves, edit]);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    const last = await recordAnswers(handle.db, actor(), [
      { preguntasId: target.id, respuestasIds: [firstOption(target)] },
    ]);
    await expectExact(last);
  });
});
