import type { Executor } from '../../db/client';
import { channelVersions } from '../../lib/versioned-cache';
import { loadCurrentQuestionnaire, type CurrentQuestion } from './questionnaire-repository';

/** The current questionnaire with the lookups an answer save needs. */
export interface Questionnaire {
  questions: readonly CurrentQuestion[];
  byId: ReadonlyMap<number, CurrentQuestion>;
  /** Each key's current questions, the keys in the questionnaire's order. */
  byKey: ReadonlyMap<number, readonly CurrentQuestion[]>;
}

export function indexQuestionnaire(questions: readonly CurrentQuestion[]): Questionnaire {
  const byKey = new Map<number, CurrentQuestion[]>();
  for (const question of questions) {
    const list = byKey.get(question.clavesId) ?? [];
    list.push(question);
    byKey.set(question.clavesId, list);
  }
  return { questions, byId: new Map(questions.map((q) => [q.id, q])), byKey };
}

/**
 * Questions, options and types change the `reference` data channel (migration 0018's triggers),
 * so its version names one questionnaire. Versions are per database: one entry per handle.
 */
const cached = new WeakMap<object, { version: string; value: Promise<Questionnaire> }>();

async function referenceVersion(db: Executor): Promise<string> {
  const [version] = await channelVersions(db, ['reference']);
  return version?.version ?? '';
}

/**
 * The current questionnaire, read once per version of the catalogue instead of on every answer
 * (two queries and ~500 rows each time before). One indexed read of the version per call, made
 * through `db` (the caller's transaction, so a save holding the shared questionnaire lock reads a
 * version no edit can change before it commits). `owner` is the application's database handle.
 * An edit committed while the questionnaire was being read leaves nothing cached: the version is
 * read again after loading and the result is kept only if it did not move.
 */
export async function cachedQuestionnaire(owner: object, db: Executor): Promise<Questionnaire> {
  const version = await referenceVersion(db);
  const entry = cached.get(owner);
  if (entry?.version === version) return entry.value;
  const value = loadCurrentQuestionnaire(db).then(indexQuestionnaire);
  const questionnaire = await value;
  if ((await referenceVersion(db)) === version) cached.set(owner, { version, value });
  return questionnaire;
}
