import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { PlanActionState } from '@eval/contracts/plans';
import { queryRows, type Database, type Executor } from '../db/client';
import {
  claves,
  evaluationKeys,
  evaluations,
  periodos,
  planActions,
  planSuggestions,
  users,
} from '../db/schema/index';
import { carryUnfinishedActions } from '../modules/plans/carry-repository';
import { centrePeople, insertAction } from '../modules/plans/repository';
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

/** The suggestions' texts, Spanish and Catalan, by key id. */
async function suggestionTexts(
  db: Executor,
): Promise<Map<number, readonly { es: string; ca: string }[]>> {
  const keys = await db.select({ id: claves.id, orden: claves.orden }).from(claves);
  const byOrder = new Map(PLAN_SUGGESTIONS.map((key) => [key.claveOrden, key.acciones]));
  return new Map(keys.map((key) => [key.id, byOrder.get(key.orden) ?? []]));
}

/**
 * The plans of the centres that finished their evaluation in `periodId` (school year starting
 * `startYear`), written once the year is played, as each coordinator would write it: one
 * suggested action for each of the centre's weakest keys in that evaluation, each with a person
 * of the centre as responsable, a due date and a state. An earlier year's plan is mostly done,
 * with one action still in progress when `leaveOneOpen` (the opening of the next period carries
 * it on, as it carries every unfinished action); the current year's is under way. Three
 * statements per period: rows as insertAction writes them, in one insert.
 */
export async function seedDemoPlans(
  db: Database,
  periodId: number,
  startYear: number,
  options: { current: boolean; leaveOneOpen: boolean; now: Date },
  coordinators: ReadonlyMap<number, { id: number; catalan: boolean }>,
): Promise<void> {
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
  // Each finished evaluation's weakest keys, as weakestKeys orders them.
  const weakest = await queryRows<{ centre: number; key: number; rank: number }>(
    db,
    sql`select centre, key, rank from (
          select e.centros_id as centre, k.claves_id as key,
                 row_number() over (partition by e.id order by k.score asc, c.orden asc)::int as rank
            from ${evaluations} e
            join ${evaluationKeys} k on k.evaluation_id = e.id
            join ${claves} c on c.id = k.claves_id
           where e.periodos_id = ${periodId} and e.status = 'FINISHED'
             and k.score is not null and c.activo) ranked
        where rank <= ${PLAN_KEYS} order by centre, rank`,
  );
  if (weakest.length === 0) return;
  // The active people of each centre, as centrePeople lists them.
  const people = new Map<number, number[]>();
  for (const person of await db
    .select({ id: users.id, centre: users.centros_id })
    .from(users)
    .where(and(isNotNull(users.centros_id), ne(users.perfil, 0), eq(users.activo, 1)))
    .orderBy(asc(users.nombre), asc(users.id))) {
    if (person.centre === null) continue;
    people.set(person.centre, [...(people.get(person.centre) ?? []), person.id]);
  }
  const texts = await suggestionTexts(db);
  const rows = weakest.flatMap(({ centre, key, rank }) => {
    const coordinator = coordinators.get(centre);
    const action = actions[rank - 1];
    const suggestion = texts.get(key)?.[(centre + rank) % 3];
    if (!coordinator || !action || !suggestion) return [];
    const staff = people.get(centre) ?? [];
    return [
      {
        texto: coordinator.catalan ? suggestion.ca : suggestion.es,
        claves_id: key,
        responsable_id: staff[(centre + rank) % Math.max(1, staff.length)] ?? null,
        fecha_limite: action.fecha,
        estado: action.estado,
        centros_id: centre,
        periodos_id: periodId,
        created_by: coordinator.id,
      },
    ];
  });
  if (rows.length > 0) await db.insert(planActions).values(rows);
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
