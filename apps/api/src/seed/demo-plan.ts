import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { PlanActionState } from '@eval/contracts/plans';
import type { Database, Executor } from '../db/client';
import { claves, evaluations, periodos, planActions, planSuggestions } from '../db/schema/index';
import { carryUnfinishedActions } from '../modules/plans/carry-repository';
import { centrePeople, insertAction, weakestKeys } from '../modules/plans/repository';
import { PLAN_SUGGESTIONS } from './data/plan-suggestions';

/** How many of a centre's weakest keys its demo plan works on. */
const PLAN_KEYS = 3;

const DAY = 86_400_000;

/** A date `days` after (or before, negative) `now`, as the plan stores it (yyyy-mm-dd). */
const dayFrom = (now: Date, days: number): string =>
  new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** Writes the catalogue's suggested actions for every key (the demo's first run only). */
export async function seedDemoPlanSuggestions(db: Database): Promise<void> {
  const keys = await db
    .select({ id: claves.id, orden: claves.orden })
    .from(claves)
    .orderBy(asc(claves.orden));
  const byOrder = new Map(PLAN_SUGGESTIONS.map((key) => [key.claveOrden, key.acciones]));
  const rows = keys.flatMap((key) =>
    (byOrder.get(key.orden) ?? []).map((action, index) => ({
      claves_id: key.id,
      texto: action.es,
      texto_ca: action.ca,
      orden: index + 1,
    })),
  );
  if (rows.length > 0) await db.insert(planSuggestions).values(rows);
}

/** The suggestions' texts by key id, in the language of the centre's coordinator. */
async function suggestionTexts(
  db: Executor,
): Promise<Map<number, readonly { es: string; ca: string }[]>> {
  const keys = await db.select({ id: claves.id, orden: claves.orden }).from(claves);
  const byOrder = new Map(PLAN_SUGGESTIONS.map((key) => [key.claveOrden, key.acciones]));
  return new Map(keys.map((key) => [key.id, byOrder.get(key.orden) ?? []]));
}

interface PlanPlace {
  centreId: number;
  periodId: number;
  /** The coordinator, who writes the plan. */
  userId: number;
  catalan: boolean;
}

/**
 * One centre's plan in a period, as its coordinator would write it after finishing the
 * evaluation: one suggested action for each of its weakest keys, each with a person of the
 * centre as responsable, a due date and a state (`states`, in the order of the keys).
 */
async function writePlan(
  db: Executor,
  place: PlanPlace,
  texts: ReadonlyMap<number, readonly { es: string; ca: string }[]>,
  actions: readonly { estado: PlanActionState; fecha: string }[],
): Promise<void> {
  const keys = await weakestKeys(db, place.centreId, actions.length, place.catalan);
  const people = await centrePeople(db, place.centreId);
  for (const [index, key] of keys.entries()) {
    const action = actions[index];
    const suggestion = texts.get(key.claves_id)?.[(place.centreId + index) % 3];
    if (!action || !suggestion) continue;
    await insertAction(db, place, {
      texto: place.catalan ? suggestion.ca : suggestion.es,
      claves_id: key.claves_id,
      responsable_id: people[(place.centreId + index) % Math.max(1, people.length)]?.id ?? null,
      fecha_limite: action.fecha,
      estado: action.estado,
    });
  }
}

/**
 * The plans of the centres that finished their evaluation in `periodId` (school year starting
 * `startYear`), written once the year is played: an earlier year's plan is mostly done, with
 * one action still in progress when `leaveOneOpen` (the opening of the next period carries it
 * on, as it carries every unfinished action); the current year's is under way.
 */
export async function seedDemoPlans(
  db: Database,
  periodId: number,
  startYear: number,
  options: { current: boolean; leaveOneOpen: boolean; now: Date },
  coordinators: ReadonlyMap<number, { id: number; catalan: boolean }>,
): Promise<void> {
  const finished = await db
    .select({ centreId: evaluations.centros_id })
    .from(evaluations)
    .where(and(eq(evaluations.periodos_id, periodId), eq(evaluations.status, 'FINISHED')))
    .orderBy(asc(evaluations.centros_id));
  const past = (month: number, day: number) =>
    `${startYear + 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const actions: readonly { estado: PlanActionState; fecha: string }[] = options.current
    ? [
        { estado: 'en_curso', fecha: dayFrom(options.now, 45) },
        { estado: 'pendiente', fecha: dayFrom(options.now, 90) },
        { estado: 'pendiente', fecha: dayFrom(options.now, 150) },
      ]
    : [
        { estado: 'hecha', fecha: past(2, 28) },
        { estado: 'hecha', fecha: past(4, 30) },
        { estado: options.leaveOneOpen ? 'en_curso' : 'hecha', fecha: past(6, 15) },
      ];
  await db.transaction(async (tx) => {
    const texts = await suggestionTexts(tx);
    for (const { centreId } of finished) {
      const coordinator = coordinators.get(centreId);
      if (!coordinator) continue;
      await writePlan(
        tx,
        { centreId, periodId, userId: coordinator.id, catalan: coordinator.catalan },
        texts,
        actions.slice(0, PLAN_KEYS),
      );
    }
  });
}

/**
 * The demo coordinator's centre (demo-accounts.ts) gets a plan in the active period with an
 * action in every state, one of them overdue (the centres' app home lists it), each with a
 * person of the centre as responsable, and one action carried from the period before: when
 * its earlier plan left none open, one is written there and carried as the opening of this
 * period carries unfinished actions (modules/plans/carry-repository.ts).
 */
export async function seedDemoCentrePlan(
  db: Database,
  place: { centreId: number; userId: number; catalan: boolean },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const periods = await tx
      .select({ id: periodos.id, activo: periodos.activo })
      .from(periodos)
      .orderBy(asc(periodos.periodo));
    const active = periods.find((period) => period.activo);
    if (!active) return;
    const previous = periods.filter((period) => period.id !== active.id).at(-1);
    const texts = await suggestionTexts(tx);
    const people = await centrePeople(tx, place.centreId);
    const person = (index: number) => people[index % Math.max(1, people.length)]?.id ?? null;
    const keys = await tx
      .select({ id: claves.id })
      .from(claves)
      .where(eq(claves.activo, true))
      .orderBy(asc(claves.orden));
    const text = (keyIndex: number, option: number) => {
      const suggestion = texts.get(keys[keyIndex]?.id ?? -1)?.[option];
      return place.catalan ? suggestion?.ca : suggestion?.es;
    };
    const planned: readonly {
      key: number;
      option: number;
      estado: PlanActionState;
      days: number;
    }[] = [
      { key: 0, option: 0, estado: 'hecha', days: -30 },
      { key: 2, option: 1, estado: 'en_curso', days: -10 },
      { key: 5, option: 1, estado: 'en_curso', days: 40 },
      { key: 8, option: 0, estado: 'pendiente', days: 75 },
      { key: 3, option: 2, estado: 'pendiente', days: 120 },
    ];
    for (const [index, action] of planned.entries()) {
      const texto = text(action.key, action.option);
      const key = keys[action.key];
      if (!texto || !key) continue;
      await insertAction(
        tx,
        { centreId: place.centreId, periodId: active.id, userId: place.userId },
        {
          texto,
          claves_id: key.id,
          responsable_id: person(index),
          fecha_limite: dayFrom(now, action.days),
          estado: action.estado,
        },
      );
    }

    if (!previous) return;
    const [carried] = await tx
      .select({ id: planActions.id })
      .from(planActions)
      .where(
        and(
          eq(planActions.centros_id, place.centreId),
          eq(planActions.periodos_id, active.id),
          isNotNull(planActions.carried_from_periodos_id),
        ),
      )
      .limit(1);
    if (carried) return;
    const texto = text(6, 2);
    const key = keys[6];
    if (!texto || !key) return;
    await insertAction(
      tx,
      { centreId: place.centreId, periodId: previous.id, userId: place.userId },
      {
        texto,
        claves_id: key.id,
        responsable_id: person(planned.length),
        fecha_limite: dayFrom(now, 60),
        estado: 'en_curso',
      },
    );
    // The earlier period's other unfinished actions were carried when this one opened: only
    // this one is left to move, as the opening moved them.
    const open = await tx
      .select({ id: planActions.id })
      .from(planActions)
      .where(and(eq(planActions.periodos_id, previous.id), ne(planActions.estado, 'hecha')));
    if (open.length === 1) await carryUnfinishedActions(tx, previous.id, active.id);
  });
}
