import type { PlanSuggestionRow, PlanSuggestionValues } from '@eval/contracts/plan-suggestions';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { claves, planSuggestions } from '../../db/schema/index';

const rowColumns = {
  id: planSuggestions.id,
  claves_id: planSuggestions.claves_id,
  clave: claves.titulo,
  texto: planSuggestions.texto,
  texto_ca: planSuggestions.texto_ca,
  orden: planSuggestions.orden,
};

/**
 * The catalogue's suggestions as the back-office lists them: by the keys' order, then each key's
 * own (`orden`, then id), as the centres' suggestions call offers them; one key's with `keyId`.
 */
export async function suggestionRows(db: Executor, keyId?: number): Promise<PlanSuggestionRow[]> {
  return db
    .select(rowColumns)
    .from(planSuggestions)
    .innerJoin(claves, eq(claves.id, planSuggestions.claves_id))
    .where(keyId === undefined ? undefined : eq(planSuggestions.claves_id, keyId))
    .orderBy(
      asc(claves.orden),
      asc(claves.id),
      asc(planSuggestions.orden),
      asc(planSuggestions.id),
    );
}

/** One suggestion as listed; none when it is not there. */
export async function suggestionRow(db: Executor, id: number): Promise<PlanSuggestionRow[]> {
  return db
    .select(rowColumns)
    .from(planSuggestions)
    .innerJoin(claves, eq(claves.id, planSuggestions.claves_id))
    .where(eq(planSuggestions.id, id));
}

/**
 * Key `keyId`, held (share lock) until the transaction ends so that the suggestion written
 * beside it never names a key that went meanwhile; none when there is no such key.
 */
export async function lockKeyForSuggestion(tx: Executor, keyId: number) {
  return tx.select({ id: claves.id }).from(claves).where(eq(claves.id, keyId)).for('share');
}

/** Inserts a suggestion; its id. */
export async function insertSuggestion(tx: Executor, values: PlanSuggestionValues) {
  return tx.insert(planSuggestions).values(values).returning({ id: planSuggestions.id });
}

/** Suggestion `id` as stored, locked for its change; none when it is not there. */
export async function lockSuggestion(tx: Executor, id: number) {
  return tx.select().from(planSuggestions).where(eq(planSuggestions.id, id)).for('update');
}

/** Writes every field of suggestion `id`; the row afterwards (none when it went). */
export async function updateSuggestion(tx: Executor, id: number, values: PlanSuggestionValues) {
  return tx
    .update(planSuggestions)
    .set({ ...values, updated_at: new Date() })
    .where(eq(planSuggestions.id, id))
    .returning();
}

/** Deletes suggestion `id`; the row as it was (none when it was not there). */
export async function deleteSuggestion(tx: Executor, id: number) {
  return tx.delete(planSuggestions).where(eq(planSuggestions.id, id)).returning();
}
