import { COORDINATOR_PROFILE } from '@eval/contracts/centre-app-constants';
import type { LanguageCode } from '@eval/contracts/common';
import type { OverdueAction } from '@eval/contracts/centre-app';
import {
  PLAN_MESSAGES as M,
  type PlanAction,
  type PlanActionCreate,
  type PlanActionState,
  type PlanActionUpdate,
  type PlanData,
  type PlanSuggestion,
} from '@eval/contracts/plans';
import type { Database, Executor, Transaction } from '../../db/client';
import { deletedRecord, type AuditTrail } from '../../lib/audit-trail';
import { AppError, firstOr } from '../../lib/errors';
import {
  actionRows,
  activePlanPeriod,
  deleteAction,
  evidenceRows,
  findSuggestion,
  insertAction,
  isPersonOfCentre,
  keyExists,
  lockAction,
  periodOfEvaluation,
  suggestionsOf,
  updateAction,
  weakestKeys,
  type ActionRow,
  type EvidenceRow,
} from './repository';
import { planPageRows } from './plan-page-repository';

/** Who calls: a person of a centre (the auth plugin has checked profile ≠ 0 and a centre). */
export interface PlanCaller {
  id: number;
  centreId: number;
  perfil: number;
}

/** How many of the weakest keys the suggestions cover. */
export const SUGGESTED_KEYS = 3;

const isCoordinator = (caller: PlanCaller) => caller.perfil === COORDINATOR_PROFILE;

/** Whether the caller may change an action's state and evidence: coordinator or responsable. */
export const mayUpdate = (caller: PlanCaller, responsableId: number | null): boolean =>
  isCoordinator(caller) || responsableId === caller.id;

function toAction(
  row: ActionRow,
  evidences: EvidenceRow[],
  caller: PlanCaller,
  editable: boolean,
): PlanAction {
  const { periodos_id: _period, ...shown } = row;
  return {
    ...shown,
    evidencias: evidences
      .filter((evidence) => evidence.action_id === row.id)
      .map(({ action_id: _action, ...evidence }) => evidence),
    puede_actualizar: editable && mayUpdate(caller, row.responsable_id),
  };
}

/**
 * GET /v15/centro/plan: the active period's plan, or (`evaluationId`) the plan of the period of
 * one of the centre's own evaluations (another centre's is a 404). Only the active period's plan
 * is editable.
 */
export async function readPlan(
  db: Database,
  caller: PlanCaller,
  evaluationId: number | undefined,
  language: LanguageCode,
): Promise<PlanData> {
  const catalan = language === 'CA';
  const period =
    evaluationId === undefined
      ? await firstOr(activePlanPeriod(db), 'NOT_FOUND', M.noActivePeriod)
      : await firstOr(
          periodOfEvaluation(db, caller.centreId, evaluationId),
          'NOT_FOUND',
          M.evaluationNotFound,
        );
  const page = await planPageRows(db, caller.centreId, period.id, catalan);
  const editable = period.activo;
  return {
    periodo: period,
    evaluacion_id: page.evaluacion_id,
    editable,
    coordinador: isCoordinator(caller),
    acciones: page.acciones.map((row) => toAction(row, page.evidencias, caller, editable)),
    personas: page.personas,
    claves: page.claves,
  };
}

/**
 * The actions of the plan of evaluation `evaluationId`'s period, for the centre's PDF report;
 * none when the evaluation is not the centre's (the report has refused it before).
 */
export async function planOfEvaluation(
  db: Database,
  centreId: number,
  evaluationId: number,
  language: LanguageCode,
): Promise<ActionRow[]> {
  const period = await periodOfEvaluation(db, centreId, evaluationId);
  if (!period) return [];
  return actionRows(db, { centreId, periodId: period.id }, language === 'CA');
}

/**
 * The unfinished actions of the centre's plan for period `periodId` whose due date has passed:
 * what the centres' app home lists, so that a plan is followed and not only written.
 */
export async function overdueActions(
  db: Database,
  caller: { id: number; centreId: number },
  periodId: number,
  language: LanguageCode,
): Promise<OverdueAction[]> {
  const rows = await actionRows(
    db,
    { centreId: caller.centreId, periodId, overdue: true },
    language === 'CA',
  );
  return rows.map((row) => ({
    id: row.id,
    texto: row.texto,
    clave: row.clave,
    responsable: row.responsable,
    fecha_limite: row.fecha_limite ?? '',
    mine: row.responsable_id === caller.id,
  }));
}

/** One action as the calls answer it, read after its change. */
export async function actionOf(
  db: Executor,
  caller: PlanCaller,
  actionId: number,
  language: LanguageCode,
): Promise<PlanAction> {
  const row = await firstOr(
    actionRows(db, { centreId: caller.centreId, actionId }, language === 'CA'),
    'NOT_FOUND',
    M.actionNotFound,
  );
  const active = await activePlanPeriod(db);
  const evidences = await evidenceRows(db, [row.id]);
  return toAction(row, evidences, caller, active?.id === row.periodos_id);
}

/** The values a write names are the centre's: a known key, a person of the centre. */
async function checkValues(
  tx: Executor,
  caller: PlanCaller,
  values: { claves_id?: number; responsable_id?: number | null },
): Promise<void> {
  if (values.claves_id !== undefined && !(await keyExists(tx, values.claves_id)))
    throw new AppError('BAD_REQUEST', M.unknownKey);
  if (
    values.responsable_id !== undefined &&
    values.responsable_id !== null &&
    !(await isPersonOfCentre(tx, caller.centreId, values.responsable_id))
  )
    throw new AppError('BAD_REQUEST', M.responsableNotInCentre);
}

/** The active period, which every write of the plan goes to. */
async function writablePeriod(tx: Executor): Promise<number> {
  return (await firstOr(activePlanPeriod(tx), 'CONFLICT', M.noActivePeriod)).id;
}

/**
 * An action of the caller's centre, locked, in the active period's plan: another centre's is a
 * 404, an earlier period's a 409 (that plan is read as it was left).
 */
export async function lockWritableAction(tx: Transaction, caller: PlanCaller, actionId: number) {
  const action = await firstOr(
    lockAction(tx, caller.centreId, actionId),
    'NOT_FOUND',
    M.actionNotFound,
  );
  if (action.periodos_id !== (await writablePeriod(tx)))
    throw new AppError('CONFLICT', M.closedPeriod);
  return action;
}

/** POST /v15/centro/plan/acciones (coordinator): a new action in the active period's plan. */
export async function createAction(
  db: Database,
  caller: PlanCaller,
  body: PlanActionCreate,
  language: LanguageCode,
): Promise<PlanAction> {
  const id = await db.transaction(async (tx) => {
    const periodId = await writablePeriod(tx);
    await checkValues(tx, caller, body);
    return insertAction(tx, { centreId: caller.centreId, periodId, userId: caller.id }, body);
  });
  return actionOf(db, caller, id, language);
}

/** PATCH /v15/centro/plan/acciones/:actionId (coordinator). */
export async function editAction(
  db: Database,
  caller: PlanCaller,
  actionId: number,
  body: PlanActionUpdate,
  language: LanguageCode,
  audit: AuditTrail,
): Promise<PlanAction> {
  await db.transaction(async (tx) => {
    const before = await lockWritableAction(tx, caller, actionId);
    await checkValues(tx, caller, body);
    await updateAction(tx, actionId, body);
    await audit(tx, { before, after: { ...before, ...body } });
  });
  return actionOf(db, caller, actionId, language);
}

/** DELETE /v15/centro/plan/acciones/:actionId (coordinator): the action and its evidences. */
export async function removeAction(
  db: Database,
  caller: PlanCaller,
  actionId: number,
  audit: AuditTrail,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await lockWritableAction(tx, caller, actionId);
    await deleteAction(tx, actionId);
    await audit(tx, deletedRecord(before));
    return { id: actionId };
  });
}

/** PUT /v15/centro/plan/acciones/:actionId/estado: the coordinator or the responsable. */
export async function changeState(
  db: Database,
  caller: PlanCaller,
  actionId: number,
  estado: PlanActionState,
  language: LanguageCode,
  audit: AuditTrail,
): Promise<PlanAction> {
  await db.transaction(async (tx) => {
    const action = await lockWritableAction(tx, caller, actionId);
    if (!mayUpdate(caller, action.responsable_id))
      throw new AppError('FORBIDDEN', M.notResponsable);
    await updateAction(tx, actionId, { estado });
    await audit(tx, { before: action, after: { ...action, estado } });
  });
  return actionOf(db, caller, actionId, language);
}

/**
 * GET /v15/centro/plan/sugerencias: the catalogue's starting actions for the centre's weakest
 * keys in its latest finished evaluation (none before it has finished one).
 */
export async function suggestionsFor(
  db: Database,
  caller: PlanCaller,
  language: LanguageCode,
): Promise<PlanSuggestion[]> {
  const catalan = language === 'CA';
  const weakest = await weakestKeys(db, caller.centreId, SUGGESTED_KEYS, catalan);
  const suggestions = await suggestionsOf(
    db,
    weakest.map((key) => key.claves_id),
    catalan,
  );
  return weakest.flatMap((key) =>
    suggestions
      .filter((suggestion) => suggestion.claves_id === key.claves_id)
      .map((suggestion) => ({ ...suggestion, clave: key.clave, puntuacion: key.puntuacion })),
  );
}

/**
 * POST /v15/centro/plan/sugerencias/:suggestionId/adoptar (coordinator): the suggestion
 * becomes an action of the active period's plan, in the page's language, to be edited. Its
 * audit line is the new action's (named by the action's id, with the suggestion it came from),
 * so the action's history starts with its adoption.
 */
export async function adoptSuggestion(
  db: Database,
  caller: PlanCaller,
  suggestionId: number,
  language: LanguageCode,
  audit: AuditTrail,
): Promise<PlanAction> {
  const suggestion = await firstOr(
    findSuggestion(db, suggestionId, language === 'CA'),
    'NOT_FOUND',
    M.suggestionNotFound,
  );
  const id = await db.transaction(async (tx) => {
    const periodId = await writablePeriod(tx);
    const values = {
      texto: suggestion.texto,
      claves_id: suggestion.claves_id,
      responsable_id: null,
      fecha_limite: null,
      estado: 'pendiente',
    } as const;
    const actionId = await insertAction(
      tx,
      { centreId: caller.centreId, periodId, userId: caller.id },
      values,
    );
    await audit(tx, {
      before: null,
      after: {
        id: actionId,
        centros_id: caller.centreId,
        periodos_id: periodId,
        ...values,
        sugerencia_id: suggestionId,
      },
      record: { entity: 'centro/plan/sugerencias/adoptar', entity_id: String(actionId) },
    });
    return actionId;
  });
  return actionOf(db, caller, id, language);
}
