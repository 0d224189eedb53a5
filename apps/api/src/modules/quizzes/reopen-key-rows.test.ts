import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { notAudited } from '../../lib/audit-trail';
import { seedReference } from '../../seed/reference';
import { openMigratedTestDatabase } from '../../test/database';
import { insertCentre, storedKeys } from '../../test/quiz-helpers';
import { updateRespuesta } from '../catalogue/options-service';
import { createPeriod, reopenPeriod } from '../periods/service';
import { getEvaluationProgress, recordAnswers } from './evaluation-service';
import { loadCurrentQuestionnaire, type CurrentQuestion } from './questionnaire-repository';

/**
 * Key rows of a reopened period: an evaluation left unfinished when its period closed comes
 * back in progress when the period is reopened. A catalogue edit made in between refreshed only
 * the evaluations then in progress, so the reopening recomputes its evaluations' key rows: what
 * is stored is exactly what recomputing every key from the answers gives.
 */

let close: () => Promise<void> = async () => undefined;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ handle, close } = await openMigratedTestDatabase());
  await seedReference(handle.db);
}, 120_000);
afterAll(() => close());

describe('reopening a period', () => {
  it("recomputes its evaluations' key rows after a catalogue edit made while it was closed", async () => {
    const closing = await createPeriod(handle.db, '2024-2025');
    const centreId = await insertCentre(handle.db, {
      nombre: 'Reabierto',
      codigo: 'REO1',
      place: 'madrid',
    });
    const questions = await loadCurrentQuestionnaire(handle.db);
    const question = questions.find((q) => q.codigo !== 'MULTIPLE') as CurrentQuestion;
    const [optionId, option] = [...question.options.entries()].at(-1) ?? [];
    if (optionId === undefined || option === undefined) throw new Error('no option');
    const reply = await recordAnswers(handle.db, { centreId, userId: null }, [
      { preguntasId: question.id, respuestasIds: [optionId] },
    ]);
    const before = await storedKeys(handle.db, reply.evaluationId);

    // A new period closes the evaluation ("no terminada"); then the answered option's value
    // changes, which refreshes only the evaluations in progress: not this one.
    await createPeriod(handle.db, '2025-2026');
    const [respuesta] = await handle.db.query.respuestas.findMany({
      where: (r, { eq: same }) => same(r.id, optionId),
    });
    if (!respuesta) throw new Error('no option row');
    await updateRespuesta(
      handle.db,
      'ES',
      optionId,
      {
        respuesta: respuesta.respuesta,
        respuesta_ca: respuesta.respuesta_ca ?? '',
        valor: (respuesta.valor ?? 0) === 1 ? 4 : 1,
        orden: respuesta.orden ?? 0,
      },
      notAudited,
    );
    expect(await storedKeys(handle.db, reply.evaluationId)).toEqual(before);

    const reopened = await reopenPeriod(handle.db, closing.id);
    expect(reopened.reabiertas).toBe(1);
    const recomputed = await getEvaluationProgress(handle.db, centreId);
    expect(recomputed.evaluationId).toBe(reply.evaluationId);
    const expected = [...recomputed.keys].sort((a, b) => a.clavesId - b.clavesId);
    expect(await storedKeys(handle.db, reply.evaluationId)).toEqual(expected);
    // The edit did change this key's score: the rows are not simply what they were.
    expect(expected).not.toEqual(before);
  });
});
