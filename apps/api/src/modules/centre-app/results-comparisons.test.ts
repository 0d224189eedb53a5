import { eq } from 'drizzle-orm';
import {
  centreEvaluationsResponseSchema,
  centreResultsResponseSchema,
  type CentreResults,
} from '@eval/contracts/centre-app';
import type { CentreKind, Ownership, SocioeconomicLevel } from '@eval/contracts/centre-enums';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { centros, evaluations, preguntas, respuestas } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { bearer, createUser, tokenFor, type TestUser } from '../../test/app';
import { insertCentre, type PLACES } from '../../test/quiz-helpers';
import { createPeriod } from '../periods/service';
import { recordAnswers, submitEvaluation, type AnswerInput } from '../quizzes/evaluation-service';
import {
  loadCurrentQuestionnaire,
  type CurrentQuestion,
} from '../quizzes/questionnaire-repository';

/**
 * The results' comparisons (docs/domain.md "Results"): previous evaluation, every finished one
 * over time, each key's questions with the centre's answers, and similar centres.
 *
 * The world, built through the evaluation service. C is a public centre of no special kind at
 * a medium socio-economic level:
 *   2022-2023: C all best.
 *   2023-2024: C mixed; three similar centres (S1–S3) best: 4 similar centres, no figure.
 *   2024-2025 (active): C all worst; S1–S4 best, so 5 similar centres; D1 (an FP centre) and
 *              D2 (concerted) and L (a medium-low level) finish mixed, like C in ownership
 *              and level but one thing, and stay out of the similar group; U (no level recorded)
 *              finishes too and has no similar group.
 * "Worst" is the 0-valued option of single and scale questions and multiple-choice ones marked
 * not applicable; "mixed" is the best option on every other question and the worst elsewhere.
 */
const t = adminTestAppPerFile();
let questions: CurrentQuestion[] = [];
const people = new Map<string, TestUser>();
const centreIds = new Map<string, number>();

type Plan = 'best' | 'worst' | 'mixed';

function answerFor(question: CurrentQuestion, index: number, plan: Plan): AnswerInput {
  const best = plan === 'best' || (plan === 'mixed' && index % 2 === 0);
  const entries = [...question.options.entries()].sort((a, b) => a[1] - b[1]);
  if (question.codigo === 'MULTIPLE')
    return best
      ? { preguntasId: question.id, respuestasIds: entries.map(([id]) => id) }
      : { preguntasId: question.id, notApplicable: true };
  const chosen = best ? entries.at(-1) : entries[0];
  if (!chosen) throw new Error('question without options');
  return { preguntasId: question.id, respuestasIds: [chosen[0]] };
}

async function finish(db: Database, code: string, plan: Plan, at: string) {
  const centreId = centreIds.get(code) ?? 0;
  const when = new Date(at);
  await recordAnswers(
    db,
    { centreId, userId: null, at: when },
    questions.map((q, i) => answerFor(q, i, plan)),
  );
  await submitEvaluation(db, { centreId, userId: null, at: when });
}

interface Profile {
  place: keyof typeof PLACES;
  ownership: Ownership;
  kind: CentreKind;
  level: SocioeconomicLevel | null;
}
const similar: Omit<Profile, 'place'> = { ownership: 'PUBLIC', kind: '', level: 'MEDIO' };
const CENTRES: Record<string, Profile> = {
  C: { place: 'madrid', ...similar },
  S1: { place: 'madrid', ...similar },
  S2: { place: 'barcelona', ...similar },
  S3: { place: 'sevilla', ...similar },
  S4: { place: 'getafe', ...similar },
  D1: { place: 'madrid', ...similar, kind: 'FP' },
  D2: { place: 'madrid', ...similar, ownership: 'CONCERTED' },
  L: { place: 'madrid', ...similar, level: 'MEDIO_BAJO' },
  U: { place: 'madrid', ...similar, level: null },
};

beforeAll(async () => {
  const db = t.db;
  for (const [code, profile] of Object.entries(CENTRES)) {
    const id = await insertCentre(db, {
      nombre: `Centro ${code}`,
      codigo: `CMP-${code}`,
      place: profile.place,
      ownership: profile.ownership,
    });
    await db
      .update(centros)
      .set({ kind: profile.kind, nivel_socioeconomico: profile.level })
      .where(eq(centros.id, id));
    centreIds.set(code, id);
    people.set(code, await createUser(db, { perfil: 1, centros_id: id }));
  }
  questions = await loadCurrentQuestionnaire(db);
  await createPeriod(db, '2022-2023');
  await finish(db, 'C', 'best', '2023-03-01T10:00:00Z');
  await createPeriod(db, '2023-2024');
  await finish(db, 'C', 'mixed', '2024-03-01T10:00:00Z');
  for (const code of ['S1', 'S2', 'S3']) await finish(db, code, 'best', '2024-03-02T10:00:00Z');
  await createPeriod(db, '2024-2025');
  await finish(db, 'C', 'worst', '2025-03-01T10:00:00Z');
  for (const code of ['S1', 'S2', 'S3', 'S4'])
    await finish(db, code, 'best', '2025-03-02T10:00:00Z');
  for (const code of ['D1', 'D2', 'L', 'U'])
    await finish(db, code, 'mixed', '2025-03-03T10:00:00Z');
}, 300_000);

const person = (code: string): TestUser => {
  const user = people.get(code);
  if (!user) throw new Error(`no person of ${code}`);
  return user;
};
const get = (code: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(tokenFor(t.app, person(code))) });

async function evaluationOf(code: string, periodo: string): Promise<number> {
  const response = await get(code, '/v15/centro/evaluaciones');
  expect(response.statusCode, response.body).toBe(200);
  const found = centreEvaluationsResponseSchema
    .parse(response.json())
    .data.find((e) => e.periodo === periodo);
  if (!found) throw new Error(`no evaluation of ${code} in ${periodo}`);
  return found.evaluationId;
}

async function results(code: string, periodo: string, lang = ''): Promise<CentreResults> {
  const evaluationId = await evaluationOf(code, periodo);
  const response = await get(
    code,
    `/v15/centro/evaluaciones/${evaluationId}/resultados${lang ? `?lang=${lang}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return centreResultsResponseSchema.parse(response.json()).data;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const keyScore = (r: CentreResults, keyId: number) =>
  r.keys.find((k) => k.keyId === keyId)?.score ?? null;

describe('the results against the previous evaluation and over time', () => {
  it('compares the newest evaluation with the previous one as well as the first', async () => {
    const [first, middle, latest] = [
      await results('C', '2022-2023'),
      await results('C', '2023-2024'),
      await results('C', '2024-2025'),
    ];
    expect(first.score).toBe(100);
    expect(latest.score).toBe(0);
    expect(middle.score).toBeGreaterThan(0);
    expect(middle.score).toBeLessThan(100);
    expect(latest.first).toEqual({
      evaluationId: first.evaluationId,
      periodo: '2022-2023',
      score: 100,
    });
    expect(latest.previous).toEqual({
      evaluationId: middle.evaluationId,
      periodo: '2023-2024',
      score: middle.score,
    });
    for (const key of latest.keys) {
      const previous = keyScore(middle, key.keyId);
      expect(key.previousScore).toBe(previous);
      expect(key.previousDifference).toBe(
        key.score !== null && previous !== null ? round2(key.score - previous) : null,
      );
    }
    // At least one key fell since the previous evaluation: the comparison says by how much.
    expect(latest.keys.some((k) => (k.previousDifference ?? 0) < 0)).toBe(true);
    // The second evaluation's previous is its first; the first has neither.
    expect(middle.previous?.evaluationId).toBe(first.evaluationId);
    expect(middle.first?.evaluationId).toBe(first.evaluationId);
    expect(first.previous).toBeNull();
    expect(first.first).toBeNull();
    expect(first.keys.every((k) => k.previousScore === null && k.previousDifference === null)).toBe(
      true,
    );
  });

  it('lists every finished evaluation with its global and key scores, oldest first', async () => {
    const byPeriod = await Promise.all(
      ['2022-2023', '2023-2024', '2024-2025'].map((p) => results('C', p)),
    );
    const expected = byPeriod.map((r) => ({
      evaluationId: r.evaluationId,
      periodo: r.period.periodo,
      score: r.score,
      keys: r.keys.map((k) => ({ keyId: k.keyId, score: k.score })),
    }));
    // The same history whichever evaluation is shown: an older one sees where the centre went.
    for (const shown of byPeriod) expect(shown.history).toEqual(expected);
    // A centre with one finished evaluation has a history of one.
    const single = await results('D1', '2024-2025');
    expect(single.history.map((h) => h.periodo)).toEqual(['2024-2025']);
    expect(single.previous).toBeNull();
  });

  it('prints the previous evaluation and the history in the PDF report', async () => {
    const evaluationId = await evaluationOf('C', '2024-2025');
    for (const lang of ['ES', 'CA']) {
      const response = await get(
        'C',
        `/v15/centro/evaluaciones/${evaluationId}/informe?lang=${lang}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});

describe('each key opens to its questions', () => {
  it('gives every question of a key with the option the centre chose and its score', async () => {
    const best = await results('C', '2022-2023');
    const worst = await results('C', '2024-2025');
    const optionTexts = new Map(
      (await t.db.select().from(respuestas)).map((r) => [r.id, r.respuesta]),
    );
    for (const key of worst.keys) {
      const own = questions.filter((q) => q.clavesId === key.keyId);
      expect(key.questions.map((q) => q.preguntaId)).toEqual(own.map((q) => q.id));
      for (const q of key.questions) {
        const question = own.find((o) => o.id === q.preguntaId);
        if (!question) throw new Error('unknown question');
        if (question.codigo === 'MULTIPLE') {
          expect(q).toMatchObject({ notApplicable: true, answers: [], score: null });
        } else {
          const lowest = [...question.options.entries()].sort((a, b) => a[1] - b[1])[0];
          expect(q.notApplicable).toBe(false);
          expect(q.answers).toEqual([optionTexts.get(lowest?.[0] ?? 0)]);
          expect(q.score).toBe(0);
        }
      }
    }
    // At its best every applicable question scores 100, and a multiple choice lists each option.
    for (const key of best.keys)
      for (const q of key.questions) {
        expect(q.score).toBe(100);
        expect(q.answers.length).toBeGreaterThan(0);
      }
    // The key's score is the mean of its questions' (nothing was edited since).
    for (const key of worst.keys) {
      const scores = key.questions.flatMap((q) => (q.score === null ? [] : [q.score]));
      expect(key.score).toBe(scores.length > 0 ? round2(mean(scores)) : null);
    }
  });

  it('names questions and answers in the asked language', async () => {
    const question = questions.find((q) => q.codigo !== 'MULTIPLE');
    if (!question) throw new Error('no single-choice question');
    const lowest = [...question.options.entries()].sort((a, b) => a[1] - b[1])[0]?.[0] ?? 0;
    await t.db
      .update(preguntas)
      .set({ titulo_ca: 'Pregunta en català' })
      .where(eq(preguntas.id, question.id));
    await t.db
      .update(respuestas)
      .set({ respuesta_ca: 'Resposta en català' })
      .where(eq(respuestas.id, lowest));
    const find = (r: CentreResults) =>
      r.keys.flatMap((k) => k.questions).find((q) => q.preguntaId === question.id);
    expect(find(await results('C', '2024-2025', 'CA'))).toMatchObject({
      titulo: 'Pregunta en català',
      answers: ['Resposta en català'],
    });
    expect(find(await results('C', '2024-2025', 'ES'))?.titulo).not.toBe('Pregunta en català');
  });
});

describe('similar centres', () => {
  it('averages the centres of the same ownership, kind and level of the period', async () => {
    const latest = await results('C', '2024-2025');
    const group = ['C', 'S1', 'S2', 'S3', 'S4'];
    const groupResults = await Promise.all(group.map((code) => results(code, '2024-2025')));
    expect(latest.similar).toEqual({
      centres: 5,
      score: round2(mean(groupResults.map((r) => r.score ?? 0))),
      nullReason: null,
      ownership: 'PUBLIC',
      kind: '',
      nivelSocioeconomico: 'MEDIO',
    });
    for (const key of latest.keys) {
      const scores = groupResults.flatMap((r) => {
        const s = keyScore(r, key.keyId);
        return s === null ? [] : [s];
      });
      expect(key.similarScore).toBe(scores.length > 0 ? round2(mean(scores)) : null);
    }
    // D1, D2 and L (one thing different each) are in the programme's average, not in this one.
    expect(latest.programme.centres).toBe(9);
    // The existing comparisons are still there: the community holds C, S1, S4, D1, D2, L and U.
    expect(latest.community.centres).toBe(7);
  });

  it('gives no figure for a group of fewer than 5 centres, the same rule as the other averages', async () => {
    const middle = await results('C', '2023-2024');
    expect(middle.similar).toMatchObject({
      centres: 4,
      score: null,
      nullReason: 'TOO_FEW_CENTRES',
    });
    expect(middle.keys.every((k) => k.similarScore === null)).toBe(true);
    // D1's group (FP) is itself.
    const fp = await results('D1', '2024-2025');
    expect(fp.similar).toMatchObject({ centres: 1, score: null, kind: 'FP' });
  });

  it('has no group for a centre whose socio-economic level is not recorded', async () => {
    const unknown = await results('U', '2024-2025');
    expect(unknown.similar).toEqual({
      centres: 0,
      score: null,
      nullReason: 'PROFILE_UNKNOWN',
      ownership: 'PUBLIC',
      kind: '',
      nivelSocioeconomico: null,
    });
    expect(unknown.keys.every((k) => k.similarScore === null)).toBe(true);
  });

  it('follows a centre that moves into the group: its profile edited, the average changes', async () => {
    const before = await results('C', '2024-2025');
    await t.db
      .update(centros)
      .set({ nivel_socioeconomico: 'MEDIO' })
      .where(eq(centros.id, centreIds.get('L') ?? 0));
    const after = await results('C', '2024-2025');
    expect(after.similar.centres).toBe(before.similar.centres + 1);
    const lScore = (
      await t.db
        .select({ score: evaluations.score })
        .from(evaluations)
        .where(eq(evaluations.centros_id, centreIds.get('L') ?? 0))
    )[0]?.score;
    // The shown average was rounded to 2 decimals: the new one is that, one centre more.
    expect(after.similar.score).toBeCloseTo(
      ((before.similar.score ?? 0) * 5 + Number(lScore)) / 6,
      1,
    );
  });
});
