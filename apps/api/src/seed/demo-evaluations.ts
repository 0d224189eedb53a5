import type { Database } from '../db/client';
import {
  loadCurrentQuestionnaire,
  type CurrentQuestion,
} from '../modules/quizzes/questionnaire-repository';
import {
  recordAnswers,
  submitEvaluation,
  type AnswerInput,
} from '../modules/quizzes/evaluation-service';
import type { DemoCentre } from './demo-centres';
import type { Random } from './demo-random';

type Outcome = 'none' | 'started' | 'finished';

const DAY = 86_400_000;

/** When things happen in a school year: answering from autumn, submitting in spring. */
function datesFor(random: Random, startYear: number, now: Date): { start: Date; finish: Date } {
  const windowStart = Date.UTC(startYear, 8, 20);
  const latest = Math.min(Date.UTC(startYear + 1, 5, 20), now.getTime() - DAY);
  const start = windowStart + random.next() * Math.max(DAY, (latest - windowStart) * 0.6);
  const finish = start + DAY + random.next() * Math.max(0, latest - start - DAY);
  return { start: new Date(start), finish: new Date(Math.min(finish, latest)) };
}

/** One centre's answer to a question, better for better centres and in later years. */
function demoAnswer(random: Random, question: CurrentQuestion, level: number): AnswerInput {
  if (random.next() < 0.05) return { preguntasId: question.id, notApplicable: true };
  const options = [...question.options.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
  if (question.codigo === 'MULTIPLE') {
    const chosen = options.filter(() => random.next() < level);
    return {
      preguntasId: question.id,
      respuestasIds: chosen.length > 0 ? chosen : [random.pick(options)],
    };
  }
  const rank = Math.round(
    Math.min(1, Math.max(0, level + (random.next() - 0.5) * 0.5)) * (options.length - 1),
  );
  const option = options[rank] ?? options[0];
  return { preguntasId: question.id, respuestasIds: option === undefined ? [] : [option] };
}

/**
 * Plays one school year for every demo centre through the evaluation service, exactly as
 * centres do through the answering API: some never start, some answer part of it, some submit.
 */
export async function playSchoolYear(
  db: Database,
  random: Random,
  centres: readonly DemoCentre[],
  people: ReadonlyMap<number, number>,
  startYear: number,
  yearIndex: number,
  isCurrent: boolean,
  now: Date,
): Promise<void> {
  // One transaction per school year: each evaluation is a savepoint in it, which spares the
  // embedded database a flush to disk per evaluation and keeps the first start short.
  await db.transaction(async (tx) => {
    const questionnaire = await loadCurrentQuestionnaire(tx);
    const outcomes: readonly (readonly [Outcome, number])[] = isCurrent
      ? [
          ['none', 35],
          ['started', 40],
          ['finished', 25],
        ]
      : [
          ['none', 20],
          ['started', 20],
          ['finished', 60],
        ];
    for (const centre of centres) {
      const outcome = random.weighted(outcomes);
      if (outcome === 'none') continue;
      const level = Math.min(0.95, 0.25 + centre.quality * 0.5 + yearIndex * 0.06);
      const answered =
        outcome === 'finished'
          ? questionnaire
          : questionnaire
              .filter(() => random.next() < 0.1 + random.next() * 0.7)
              .slice(0, questionnaire.length - 1);
      const { start, finish } = datesFor(random, startYear, now);
      const actor = { centreId: centre.id, userId: people.get(centre.id) ?? null, questionnaire };
      const inputs = (answered.length > 0 ? answered : questionnaire.slice(0, 1)).map((q) =>
        demoAnswer(random, q, level),
      );
      await recordAnswers(tx, { ...actor, at: start }, inputs);
      if (outcome === 'finished') await submitEvaluation(tx, { ...actor, at: finish });
    }
  });
}
