import type { CentreHome } from '@eval/contracts/centre-app';
import type { AnswerBody, CentreProgress } from '@eval/contracts/quizzes';
import type { GivenAnswer, Questionnaire } from './progress';

/**
 * One truth on screen: what the server holds, with the saves it accepted since it was read.
 * A save's reply carries every key's progress, so the questionnaire and the home are updated
 * from it instead of waiting for a reload (which is what they would show).
 */

/** A save the server accepted: the answer sent and the progress it replied with. */
export interface AcceptedSave {
  centerId: number;
  questionId: number;
  body: AnswerBody;
  reply: CentreProgress;
  /** When the reply arrived (ms): a read started before it does not include this save. */
  at: number;
}

/** An answer as the server stores and returns it: "no aplica" keeps no options. */
export function storedForm(body: AnswerBody): GivenAnswer {
  return body.notApplicable === true
    ? { respuestasIds: [], notApplicable: true }
    : { respuestasIds: [...(body.respuestasIds ?? [])], notApplicable: false };
}

/** The questionnaire with accepted saves applied in order: their answers and the last progress. */
export function withSaves(
  questionnaire: Questionnaire,
  saves: readonly AcceptedSave[],
): Questionnaire {
  const last = saves.at(-1);
  if (!last) return questionnaire;
  const answers = new Map(saves.map((s) => [s.questionId, storedForm(s.body)]));
  return {
    ...questionnaire,
    status: last.reply.status,
    keys: last.reply.keys,
    claves: questionnaire.claves.map((clave) =>
      clave.preguntas.some((q) => answers.has(q.id))
        ? {
            ...clave,
            preguntas: clave.preguntas.map((q) => {
              const answer = answers.get(q.id);
              return answer ? { ...q, answer } : q;
            }),
          }
        : clave,
    ),
  };
}

/** The home with a save's reply: each key's progress, the status and whether it can be sent. */
export function homeWithProgress(home: CentreHome, reply: CentreProgress): CentreHome {
  if (!home.period || home.period.id !== reply.periodId) return home;
  const byKey = new Map(reply.keys.map((k) => [k.keyId, k]));
  const keys = home.keys.map((key) => {
    const progress = byKey.get(key.keyId);
    return progress
      ? { ...key, num: progress.num, total: progress.total, percentage: progress.percentage }
      : key;
  });
  return {
    ...home,
    status: reply.status,
    keys,
    canSubmit:
      reply.status !== 'FINISHED' && keys.length > 0 && keys.every((k) => k.percentage >= 100),
  };
}

const accepted: AcceptedSave[] = [];
/** Enough for every question of a questionnaire saved while one read is in flight. */
const KEPT = 500;

/** Keeps an accepted save for the reads that started before it (saveAnswer's onQueryStarted). */
export function rememberSave(save: AcceptedSave): void {
  accepted.push(save);
  if (accepted.length > KEPT) accepted.splice(0, accepted.length - KEPT);
}

/** The centre's saves accepted after `time`, oldest first. */
export function savesSince(centerId: number, time: number): AcceptedSave[] {
  return accepted.filter((s) => s.centerId === centerId && s.at > time);
}

/** Sign-out: another person may sign in next on this device. */
export function forgetSaves(): void {
  accepted.length = 0;
}
