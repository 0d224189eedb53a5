import { centros } from '../db/schema/index';
import type { Database } from '../db/client';
import { createPeriod } from '../modules/periods/service';
import {
  recordAnswers,
  submitEvaluation,
  type AnswerInput,
} from '../modules/quizzes/evaluation-service';
import {
  loadCurrentQuestionnaire,
  type CurrentQuestion,
} from '../modules/quizzes/questionnaire-repository';

/**
 * A small, hand-made world for the dashboard and report tests, built through the evaluation
 * service the way centres produce it. Every key of an evaluation is answered either "best"
 * (the top option of every question: key score 100) or "worst" (the 0-valued option of single
 * and scale questions, multiple-choice ones marked not applicable: key score 0), so every
 * expected figure can be worked out by hand in the tests.
 *
 * Centres (A–D active, E inactive):
 *   A Madrid/Madrid 28079, PUBLIC, G1, MEDIO      B Madrid/Alcalá 28005, CONCERTED, G2, ALTO
 *   C Andalucía/Sevilla 41091, PRIVATE, G1, BAJO  D Cataluña/Barcelona 8019, no ownership/group/level
 *   E Madrid/Madrid 28079, PUBLIC, G1, MEDIO, inactive, never evaluated
 * Periods and evaluations (K1 = the first key; "rest" = every other key):
 *   2022-2023: A finished all best; B finished all worst; C started only (→ NOT_FINISHED)
 *   2023-2024: A finished K1 worst, rest best; C finished all best; D started only
 *   2024-2025 (active): A started only (IN_PROGRESS); B finished all best; D finished all worst
 */
export interface ResultsFixture {
  centres: Record<'A' | 'B' | 'C' | 'D' | 'E', number>;
  periods: { p1: number; p2: number; p3: number };
  firstKey: number;
  keyIds: number[];
  questions: CurrentQuestion[];
}

type Plan = 'best' | 'worst';

function answerFor(question: CurrentQuestion, plan: Plan): AnswerInput {
  const entries = [...question.options.entries()];
  if (question.codigo === 'MULTIPLE') {
    return plan === 'best'
      ? { preguntasId: question.id, respuestasIds: entries.map(([id]) => id) }
      : { preguntasId: question.id, notApplicable: true };
  }
  const sorted = entries.sort((a, b) => a[1] - b[1]);
  const chosen = plan === 'best' ? sorted.at(-1) : sorted[0];
  if (!chosen || (plan === 'worst' && chosen[1] !== 0)) throw new Error('unexpected options');
  return { preguntasId: question.id, respuestasIds: [chosen[0]] };
}

export async function buildResultsFixture(db: Database): Promise<ResultsFixture> {
  const centre = async (
    codigo: string,
    values: Partial<typeof centros.$inferInsert> &
      Pick<typeof centros.$inferInsert, 'comunidades_id' | 'provincias_id_provincia'>,
  ): Promise<number> => {
    const [row] = await db
      .insert(centros)
      .values({
        nombre: `Centro ${codigo}`,
        codigo,
        municipios_id_municipio: 28079,
        ...values,
      })
      .returning({ id: centros.id });
    if (!row) throw new Error('centre not inserted');
    return row.id;
  };
  /** A and E: the same place and kind of centre, E inactive. */
  const madridPublic = {
    comunidades_id: 13,
    provincias_id_provincia: 28,
    municipios_id_municipio: 28079,
    ownership: 'PUBLIC',
    groupby: 'G1',
    nivel_socioeconomico: 'MEDIO',
  } as const;
  const centres = {
    A: await centre('FIX-A', madridPublic),
    B: await centre('FIX-B', {
      comunidades_id: 13,
      provincias_id_provincia: 28,
      municipios_id_municipio: 28005,
      ownership: 'CONCERTED',
      groupby: 'G2',
      nivel_socioeconomico: 'ALTO',
    }),
    C: await centre('FIX-C', {
      comunidades_id: 1,
      provincias_id_provincia: 41,
      municipios_id_municipio: 41091,
      ownership: 'PRIVATE',
      groupby: 'G1',
      nivel_socioeconomico: 'BAJO',
    }),
    D: await centre('=FIX-D', {
      nombre: '=HYPERLINK("http://example.com")',
      comunidades_id: 9,
      provincias_id_provincia: 8,
      municipios_id_municipio: 8019,
    }),
    E: await centre('FIX-E', { ...madridPublic, activo: 0 }),
  };

  const p1 = await createPeriod(db, '2022-2023');
  const questions = await loadCurrentQuestionnaire(db);
  const keyIds = [...new Set(questions.map((q) => q.clavesId))];
  const firstKey = keyIds[0];
  if (firstKey === undefined) throw new Error('no keys');

  const answerAll = (plan: (keyId: number) => Plan): AnswerInput[] =>
    questions.map((q) => answerFor(q, plan(q.clavesId)));
  const finish = async (centreId: number, plan: (keyId: number) => Plan) => {
    await recordAnswers(db, { centreId, userId: null }, answerAll(plan));
    await submitEvaluation(db, { centreId, userId: null });
  };
  const start = async (centreId: number) => {
    const [first] = questions;
    if (!first) throw new Error('no questions');
    await recordAnswers(db, { centreId, userId: null }, [answerFor(first, 'best')]);
  };

  await finish(centres.A, () => 'best');
  await finish(centres.B, () => 'worst');
  await start(centres.C);

  const p2 = await createPeriod(db, '2023-2024');
  await finish(centres.A, (k) => (k === firstKey ? 'worst' : 'best'));
  await finish(centres.C, () => 'best');
  await start(centres.D);

  const p3 = await createPeriod(db, '2024-2025');
  await start(centres.A);
  await finish(centres.B, () => 'best');
  await finish(centres.D, () => 'worst');

  return { centres, periods: { p1: p1.id, p2: p2.id, p3: p3.id }, firstKey, keyIds, questions };
}
