import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PlanActionState } from '@eval/contracts/plans';
import type { Executor, Transaction } from '../../db/client';
import {
  claves,
  evaluationKeys,
  evaluations,
  periodos,
  planActions,
  planEvidences,
  planSuggestions,
  settings,
  users,
} from '../../db/schema/index';
import { ACTIVE_PERIOD_SETTING } from '../../db/setting-keys';
import { schoolYear } from '../../db/aliases';
import { spanishToday } from '../../lib/dates';

export interface PlanPeriod {
  id: number;
  periodo: string;
  activo: boolean;
}

/** The active period, as settings name it (the same read as the periods module's). */
export async function activePlanPeriod(db: Executor): Promise<PlanPeriod | null> {
  const rows = await db
    .select({ id: periodos.id, periodo: periodos.periodo, activo: periodos.activo })
    .from(settings)
    .innerJoin(periodos, eq(periodos.id, sql`(${settings.value} ->> 'id')::int`))
    .where(eq(settings.key, ACTIVE_PERIOD_SETTING));
  return rows[0] ?? null;
}

/** The period of one of the centre's own evaluations; nothing for another centre's. */
export async function periodOfEvaluation(
  db: Executor,
  centreId: number,
  evaluationId: number,
): Promise<PlanPeriod | null> {
  const rows = await db
    .select({ id: periodos.id, periodo: periodos.periodo, activo: periodos.activo })
    .from(evaluations)
    .innerJoin(periodos, eq(periodos.id, evaluations.periodos_id))
    .where(and(eq(evaluations.id, evaluationId), eq(evaluations.centros_id, centreId)));
  return rows[0] ?? null;
}

/** A key's title in the language asked, Spanish where the translation is empty. */
export const keyTitle = (catalan: boolean) =>
  catalan
    ? sql<string>`coalesce(nullif(${claves.titulo_ca}, ''), ${claves.titulo})`
    : claves.titulo;

export interface ActionRow {
  id: number;
  periodos_id: number;
  texto: string;
  claves_id: number;
  clave: string;
  responsable_id: number | null;
  responsable: string | null;
  fecha_limite: string | null;
  estado: PlanActionState;
  viene_de: string | null;
}

/** The plan's actions (or one of them), in key order then as they were added. */
export async function actionRows(
  db: Executor,
  where: { centreId: number; periodId?: number; actionId?: number; overdue?: boolean },
  catalan: boolean,
): Promise<ActionRow[]> {
  const conditions = [eq(planActions.centros_id, where.centreId)];
  if (where.periodId !== undefined) conditions.push(eq(planActions.periodos_id, where.periodId));
  if (where.actionId !== undefined) conditions.push(eq(planActions.id, where.actionId));
  // Overdue: due before today in Spain and not done (as Seguimiento and {{plan}} count it).
  if (where.overdue)
    conditions.push(
      sql`${planActions.estado} <> 'hecha' and ${planActions.fecha_limite} < ${spanishToday()}::date`,
    );
  const from = schoolYear;
  const rows = await db
    .select({
      id: planActions.id,
      periodos_id: planActions.periodos_id,
      texto: planActions.texto,
      claves_id: planActions.claves_id,
      clave: keyTitle(catalan),
      responsable_id: planActions.responsable_id,
      responsable: sql<
        string | null
      >`nullif(trim(${users.nombre} || ' ' || coalesce(${users.apellidos}, '')), '')`,
      fecha_limite: planActions.fecha_limite,
      estado: planActions.estado,
      viene_de: from.periodo,
    })
    .from(planActions)
    .innerJoin(claves, eq(claves.id, planActions.claves_id))
    .leftJoin(users, eq(users.id, planActions.responsable_id))
    .leftJoin(from, eq(from.id, planActions.carried_from_periodos_id))
    .where(and(...conditions))
    .orderBy(asc(claves.orden), asc(planActions.id));
  return rows.map((row) => ({ ...row, estado: row.estado as PlanActionState }));
}

export interface EvidenceRow {
  id: number;
  action_id: number;
  nombre: string;
  tipo: string;
  tamano: number;
  creada: string;
}

const evidenceColumns = {
  id: planEvidences.id,
  action_id: planEvidences.action_id,
  nombre: planEvidences.filename,
  tipo: planEvidences.mime,
  tamano: planEvidences.size,
  creada: planEvidences.created_at,
};
const toEvidenceRow = (row: Omit<EvidenceRow, 'creada'> & { creada: Date }): EvidenceRow => ({
  ...row,
  creada: row.creada.toISOString(),
});

/** The evidences of these actions, oldest first. */
export async function evidenceRows(db: Executor, actionIds: number[]): Promise<EvidenceRow[]> {
  if (actionIds.length === 0) return [];
  const rows = await db
    .select(evidenceColumns)
    .from(planEvidences)
    .where(inArray(planEvidences.action_id, actionIds))
    .orderBy(asc(planEvidences.id));
  return rows.map(toEvidenceRow);
}

/** The centre's people (not administrators), who may be an action's responsable. */
export async function centrePeople(
  db: Executor,
  centreId: number,
): Promise<{ id: number; nombre: string }[]> {
  return db
    .select({
      id: users.id,
      nombre: sql<string>`trim(${users.nombre} || ' ' || coalesce(${users.apellidos}, ''))`,
    })
    .from(users)
    .where(and(eq(users.centros_id, centreId), ne(users.perfil, 0), eq(users.activo, 1)))
    .orderBy(asc(users.nombre), asc(users.id));
}

/** Whether `userId` is an active person of the centre. */
export async function isPersonOfCentre(
  db: Executor,
  centreId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.centros_id, centreId),
        ne(users.perfil, 0),
        eq(users.activo, 1),
      ),
    );
  return rows.length > 0;
}

export async function keyExists(db: Executor, keyId: number): Promise<boolean> {
  const rows = await db.select({ id: claves.id }).from(claves).where(eq(claves.id, keyId));
  return rows.length > 0;
}

/** An action as stored, as the audit log records it before and after a change. */
export interface StoredAction {
  id: number;
  centros_id: number;
  periodos_id: number;
  texto: string;
  claves_id: number;
  responsable_id: number | null;
  fecha_limite: string | null;
  estado: string;
}

/** An action of the centre, locked for the change that follows. */
export async function lockAction(
  tx: Transaction,
  centreId: number,
  actionId: number,
): Promise<StoredAction | null> {
  const rows = await tx
    .select({
      id: planActions.id,
      centros_id: planActions.centros_id,
      periodos_id: planActions.periodos_id,
      texto: planActions.texto,
      claves_id: planActions.claves_id,
      responsable_id: planActions.responsable_id,
      fecha_limite: planActions.fecha_limite,
      estado: planActions.estado,
    })
    .from(planActions)
    .where(and(eq(planActions.id, actionId), eq(planActions.centros_id, centreId)))
    .for('update');
  return rows[0] ?? null;
}

export interface ActionValues {
  texto: string;
  claves_id: number;
  responsable_id: number | null;
  fecha_limite: string | null;
  estado: PlanActionState;
}

export async function insertAction(
  tx: Executor,
  place: { centreId: number; periodId: number; userId: number },
  values: ActionValues,
): Promise<number> {
  const [row] = await tx
    .insert(planActions)
    .values({
      ...values,
      centros_id: place.centreId,
      periodos_id: place.periodId,
      created_by: place.userId,
    })
    .returning({ id: planActions.id });
  if (!row) throw new Error('plan action insert returned nothing');
  return row.id;
}

export async function updateAction(
  tx: Executor,
  actionId: number,
  values: Partial<ActionValues>,
): Promise<void> {
  await tx
    .update(planActions)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(planActions.id, actionId));
}

export async function deleteAction(tx: Executor, actionId: number): Promise<void> {
  await tx.delete(planActions).where(eq(planActions.id, actionId));
}

/**
 * The centre's weakest keys: the lowest scores of its latest finished evaluation (keys
 * without a score left out), at most `limit`.
 */
export async function weakestKeys(
  db: Executor,
  centreId: number,
  limit: number,
  catalan: boolean,
): Promise<{ claves_id: number; clave: string; puntuacion: number | null }[]> {
  const latest = db
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(and(eq(evaluations.centros_id, centreId), eq(evaluations.status, 'FINISHED')))
    .orderBy(sql`${evaluations.finished_at} desc nulls last`, sql`${evaluations.id} desc`)
    .limit(1);
  return db
    .select({
      claves_id: evaluationKeys.claves_id,
      clave: keyTitle(catalan),
      puntuacion: evaluationKeys.score,
    })
    .from(evaluationKeys)
    .innerJoin(claves, eq(claves.id, evaluationKeys.claves_id))
    .where(
      and(
        eq(evaluationKeys.evaluation_id, sql`(${latest})`),
        sql`${evaluationKeys.score} is not null`,
        eq(claves.activo, true),
      ),
    )
    .orderBy(asc(evaluationKeys.score), asc(claves.orden))
    .limit(limit);
}

/** The catalogue's suggested actions of these keys, in their order. */
export async function suggestionsOf(
  db: Executor,
  keyIds: number[],
  catalan: boolean,
): Promise<{ id: number; claves_id: number; texto: string }[]> {
  if (keyIds.length === 0) return [];
  return db
    .select({
      id: planSuggestions.id,
      claves_id: planSuggestions.claves_id,
      texto: catalan
        ? sql<string>`coalesce(nullif(${planSuggestions.texto_ca}, ''), ${planSuggestions.texto})`
        : planSuggestions.texto,
    })
    .from(planSuggestions)
    .where(inArray(planSuggestions.claves_id, keyIds))
    .orderBy(asc(planSuggestions.orden), asc(planSuggestions.id));
}

export async function findSuggestion(
  db: Executor,
  suggestionId: number,
  catalan: boolean,
): Promise<{ claves_id: number; texto: string } | null> {
  const rows = await db
    .select({
      claves_id: planSuggestions.claves_id,
      texto: catalan
        ? sql<string>`coalesce(nullif(${planSuggestions.texto_ca}, ''), ${planSuggestions.texto})`
        : planSuggestions.texto,
    })
    .from(planSuggestions)
    .where(eq(planSuggestions.id, suggestionId));
  return rows[0] ?? null;
}
