import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { evaluations } from '../../db/schema/index';
import { seedReference } from '../../seed/reference';
import { AppError } from '../../lib/errors';
import { openMigratedTestDatabase } from '../../test/database';
import { firstOption, insertCentre } from '../../test/quiz-helpers';
import { createPeriod } from '../periods/service';
import { getEvaluationProgress, recordAnswers, submitEvaluation } from './evaluation-service';
import { loadCurrentQuestionnaire, type CurrentQuestion } from './questionnaire-repository';

let close: () => Promise<void> = async () => undefined;
let handle: DatabaseHandle;
let questions: CurrentQuestion[];
let centreA: number;
let centreB: number;

const newCentre = (codigo: string) =>
  insertCentre(handle.db, { nombre: `Centro ${codigo}`, codigo, place: 'madrid' });

beforeAll(async () => {
  ({ handle, close } = await openMigratedTestDatabase());
  await seedReference(handle.db);
  await createPeriod(handle.db, '2025-2026');
  questions = await loadCurrentQuestionnaire(handle.db);
  centreA = await newCentre('28000001');
  centreB = await newCentre('28000002');
});
afterAll(() => close());

describe('the evaluation service', () => {
  it('refuses an invalid answer and writes nothing', async () => {
    const single = questions.find((q) => q.codigo !== 'MULTIPLE');
    if (!single) throw new Error('no single-answer question');
    const [a, b] = [...single.options.keys()];
    const attempt = recordAnswers(handle.db, { centreId: centreA, userId: null }, [
      {
        preguntasId: questions[0]?.id ?? 0,
        respuestasIds: [firstOption(questions[0] as CurrentQuestion)],
      },
      { preguntasId: single.id, respuestasIds: [a ?? 0, b ?? 0] },
    ]);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(
      recordAnswers(handle.db, { centreId: centreA, userId: null }, [
        { preguntasId: single.id, respuestasIds: [999_999] },
      ]),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const [rows] = await handle.db.select({ n: count() }).from(evaluations);
    expect(rows?.n).toBe(0);
  });

  it('starts the evaluation on the first answer and refuses to submit it incomplete', async () => {
    const allButLast = questions
      .slice(0, -1)
      .map((q) => ({ preguntasId: q.id, respuestasIds: [firstOption(q)] }));
    const progress = await recordAnswers(
      handle.db,
      { centreId: centreA, userId: null },
      allButLast,
    );
    expect(progress.status).toBe('IN_PROGRESS');
    expect(progress.keys.filter((k) => k.percentage < 100)).toHaveLength(1);
    await expect(
      submitEvaluation(handle.db, { centreId: centreA, userId: null }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('counts "no procede" as answered, submits, and then refuses changes', async () => {
    const last = questions[questions.length - 1] as CurrentQuestion;
    const progress = await recordAnswers(handle.db, { centreId: centreA, userId: null }, [
      { preguntasId: last.id, notApplicable: true },
    ]);
    expect(progress.keys.every((k) => k.percentage === 100)).toBe(true);
    const finished = await submitEvaluation(handle.db, { centreId: centreA, userId: null });
    expect(finished.status).toBe('FINISHED');
    const [row] = await handle.db
      .select()
      .from(evaluations)
      .where(eq(evaluations.centros_id, centreA));
    expect(row).toMatchObject({ status: 'FINISHED', is_first_finished: true });
    expect(row?.finished_at).toBeInstanceOf(Date);
    await expect(
      recordAnswers(handle.db, { centreId: centreA, userId: null }, [
        { preguntasId: last.id, notApplicable: true },
      ]),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('closes evaluations left in progress when a new period starts', async () => {
    const q = questions[0] as CurrentQuestion;
    await recordAnswers(handle.db, { centreId: centreB, userId: null }, [
      { preguntasId: q.id, respuestasIds: [firstOption(q)] },
    ]);
    await createPeriod(handle.db, '2026-2027');
    const rows = await handle.db
      .select({ centre: evaluations.centros_id, status: evaluations.status })
      .from(evaluations);
    expect(rows).toContainEqual({ centre: centreA, status: 'FINISHED' });
    expect(rows).toContainEqual({ centre: centreB, status: 'NOT_FINISHED' });
    const fresh = await getEvaluationProgress(handle.db, centreB);
    expect(fresh).toMatchObject({ status: 'NOT_STARTED', evaluationId: null });
    expect(fresh.period.periodo).toBe('2026-2027');
  });

  it('refuses a second period with the same name', async () => {
    await expect(createPeriod(handle.db, '2026-2027')).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
