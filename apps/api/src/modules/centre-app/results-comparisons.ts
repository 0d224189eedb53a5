import {
  MIN_AGGREGATE_CENTRES,
  type CentreQuestionResult,
  type CentreResults,
} from '@eval/contracts/centre-app';
import type { LanguageCode } from '@eval/contracts/common';
import type { Database } from '../../db/client';
import type { VersionedCache } from '../../lib/versioned-cache';
import { similarAverages, type GroupAverages } from './repository';
import {
  answeredQuestions,
  centreProfile,
  finishedHistory,
  type HistoryRow,
} from './results-repository';
import { questionScore } from '../quizzes/key-progress';

/**
 * The results' comparisons beyond the first evaluation (docs/domain.md, "Results"): the
 * previous evaluation, every finished one over time, similar centres and each key's questions.
 */

export const round2 = (value: number): number => Math.round(value * 100) / 100;
export const roundOrNull = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : round2(value);

/**
 * A group's figures, or nulls when it is too small to hide any one centre: the one rule of
 * every average the results show (community, programme, similar centres), in one place.
 */
export function visible(group: GroupAverages) {
  const enough = group.centres >= MIN_AGGREGATE_CENTRES;
  return {
    centres: group.centres,
    score: enough ? roundOrNull(group.score) : null,
    nullReason: enough ? null : ('TOO_FEW_CENTRES' as const),
    keyScore: (keyId: number) => (enough ? roundOrNull(group.keys.get(keyId)) : null),
  };
}

export interface Timeline {
  /** The latest finished evaluation of an earlier period, or undefined for the first. */
  previous: HistoryRow | undefined;
  history: CentreResults['history'];
}

/**
 * The centre's finished evaluations in period order, and the one before `evaluationId`. A
 * later evaluation (the results of an older period opened again) stays in the history: the
 * chart shows where the centre went since, too.
 */
export async function timelineOf(
  db: Database,
  centreId: number,
  evaluationId: number,
  keyOrder: readonly number[],
): Promise<Timeline> {
  const rows = await finishedHistory(db, centreId);
  const index = rows.findIndex((r) => r.evaluationId === evaluationId);
  const rank = new Map(keyOrder.map((keyId, i) => [keyId, i]));
  const known = (keyId: number) => rank.has(keyId);
  return {
    previous: index > 0 ? rows[index - 1] : undefined,
    history: rows.map((r) => ({
      evaluationId: r.evaluationId,
      periodo: r.periodo,
      score: roundOrNull(r.score),
      keys: r.keys
        .filter((k) => known(k.keyId))
        .sort((a, b) => (rank.get(a.keyId) ?? 0) - (rank.get(b.keyId) ?? 0))
        .map((k) => ({ keyId: k.keyId, score: roundOrNull(k.score) })),
    })),
  };
}

/**
 * The similar centres' averages for the centre's period. A centre whose ownership or
 * socio-economic level is not recorded has no such group: comparing it with other centres of
 * unknown profile would say nothing about centres like it.
 */
export async function similarOf(
  db: Database,
  cache: VersionedCache,
  centreId: number,
  periodId: number,
): Promise<{ summary: CentreResults['similar']; keyScore: (keyId: number) => number | null }> {
  const profile = await centreProfile(db, centreId);
  const known = {
    ownership: profile?.ownership ?? null,
    kind: profile?.kind ?? '',
    nivelSocioeconomico: profile?.nivelSocioeconomico ?? null,
  };
  if (known.ownership === null || known.nivelSocioeconomico === null) {
    return {
      summary: { ...known, centres: 0, score: null, nullReason: 'PROFILE_UNKNOWN' },
      keyScore: () => null,
    };
  }
  const view = visible(
    await similarAverages(db, cache, periodId, {
      ownership: known.ownership,
      kind: known.kind,
      nivelSocioeconomico: known.nivelSocioeconomico,
    }),
  );
  return {
    summary: { ...known, centres: view.centres, score: view.score, nullReason: view.nullReason },
    keyScore: view.keyScore,
  };
}

/** Each key's questions as the evaluation answered them, with the answer's score 0–100. */
export async function questionsByKey(
  db: Database,
  evaluationId: number,
  language: LanguageCode,
): Promise<Map<number, CentreQuestionResult[]>> {
  const { questions, options } = await answeredQuestions(db, evaluationId, language);
  const optionsOf = new Map<number, typeof options>();
  for (const option of options) {
    const list = optionsOf.get(option.preguntaId) ?? [];
    list.push(option);
    optionsOf.set(option.preguntaId, list);
  }
  const byKey = new Map<number, CentreQuestionResult[]>();
  for (const q of questions) {
    const own = optionsOf.get(q.preguntaId) ?? [];
    const chosen = new Set(q.respuestasIds);
    const score = q.notApplicable
      ? null
      : round2(
          100 *
            questionScore(
              { id: q.preguntaId, clavesId: q.keyId, codigo: q.codigo, options: scale(own) },
              q.respuestasIds,
            ),
        );
    const list = byKey.get(q.keyId) ?? [];
    list.push({
      preguntaId: q.preguntaId,
      num: Number(q.num),
      titulo: q.titulo,
      answers: q.notApplicable ? [] : own.filter((o) => chosen.has(o.id)).map((o) => o.texto),
      notApplicable: q.notApplicable,
      score,
    });
    byKey.set(q.keyId, list);
  }
  return byKey;
}

const scale = (options: readonly { id: number; valor: number }[]) =>
  new Map(options.map((o) => [o.id, Number(o.valor)]));
