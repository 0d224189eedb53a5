import { count, eq } from 'drizzle-orm';
import type { Ownership } from '@eval/contracts/centre-enums';
import type { Database } from '../db/client';
import { centros, evaluationKeys, evaluationResets } from '../db/schema/index';
import { recordAnswers, submitEvaluation } from '../modules/quizzes/evaluation-service';
import {
  loadCurrentQuestionnaire,
  type CurrentQuestion,
} from '../modules/quizzes/questionnaire-repository';

/** Test-only helpers: centres in three communities and evaluations produced by the service. */
export const PLACES = {
  madrid: { comunidades_id: 13, provincias_id_provincia: 28, municipios_id_municipio: 28079 },
  getafe: { comunidades_id: 13, provincias_id_provincia: 28, municipios_id_municipio: 28065 },
  barcelona: { comunidades_id: 9, provincias_id_provincia: 8, municipios_id_municipio: 8019 },
  sevilla: { comunidades_id: 1, provincias_id_provincia: 41, municipios_id_municipio: 41091 },
} as const;

export interface CentreInput {
  nombre: string;
  codigo: string;
  place: keyof typeof PLACES;
  ownership?: Ownership | null;
  groupby?: string | null;
  activo?: number;
}

export async function insertCentre(db: Database, input: CentreInput): Promise<number> {
  const [row] = await db
    .insert(centros)
    .values({
      nombre: input.nombre,
      codigo: input.codigo,
      ownership: input.ownership ?? null,
      groupby: input.groupby ?? null,
      activo: input.activo ?? 1,
      ...PLACES[input.place],
    })
    .returning({ id: centros.id });
  if (!row) throw new Error('centre not inserted');
  return row.id;
}

/** The id of a question's first option; a missing question fails the test as one without options. */
export const firstOption = (q: CurrentQuestion | undefined): number => {
  const [id] = q?.options.keys() ?? [];
  if (id === undefined) throw new Error('question without options');
  return id;
};

/** Answers the first `howMany` questions (all by default) with their first option. */
export async function answerQuestions(
  db: Database,
  centreId: number,
  at: Date,
  howMany?: number,
): Promise<CurrentQuestion[]> {
  const questionnaire = await loadCurrentQuestionnaire(db);
  const chosen = questionnaire.slice(0, howMany ?? questionnaire.length);
  await recordAnswers(
    db,
    { centreId, userId: null, at },
    chosen.map((q) => ({ preguntasId: q.id, respuestasIds: [firstOption(q)] })),
  );
  return questionnaire;
}

/** Answers everything and submits at `at`. */
export async function finishEvaluation(db: Database, centreId: number, at: Date): Promise<void> {
  await answerQuestions(db, centreId, at);
  await submitEvaluation(db, { centreId, userId: null, at });
}

export async function countResets(db: Database, centreId?: number): Promise<number> {
  const query = db.select({ n: count() }).from(evaluationResets);
  const [row] = await (centreId === undefined
    ? query
    : query.where(eq(evaluationResets.centros_id, centreId)));
  return row?.n ?? 0;
}

/** The stored key rows of an evaluation, in the shape the evaluation service answers, by key. */
export async function storedKeys(db: Database, evaluationId: number | null) {
  const rows = await db
    .select()
    .from(evaluationKeys)
    .where(eq(evaluationKeys.evaluation_id, evaluationId ?? 0));
  return rows
    .map((r) => ({
      clavesId: r.claves_id,
      num: r.num,
      total: r.total,
      percentage: r.percentage,
      score: r.score === null ? null : Number(r.score),
    }))
    .sort((a, b) => a.clavesId - b.clavesId);
}
