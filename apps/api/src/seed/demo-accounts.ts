import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { centros, evaluations, users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { findActivePeriod } from '../modules/periods/repository';
import { recordAnswers } from '../modules/quizzes/evaluation-service';
import { loadCurrentQuestionnaire } from '../modules/quizzes/questionnaire-repository';

/** A centre coordinator with a known password, to try the centre app. */
export const DEMO_CENTRE_USER = {
  email: 'coordinacion.demo@autoevaluacion.example',
  password: 'Demo-Centro-2026',
} as const;

/** The coordinator of another centre, with finished evaluations in two periods: full results. */
export const DEMO_RESULTS_USER = {
  email: 'resultados.demo@autoevaluacion.example',
  password: 'Demo-Resultados-2026',
} as const;

/** Questions the demo account's centre has answered when it had not started this year. */
const STARTED_ANSWERS = 6;

async function giveAccount(
  db: Database,
  userId: number,
  account: { email: string; password: string },
) {
  await db
    .update(users)
    .set({ email: account.email, password_hash: await hashPassword(account.password) })
    .where(eq(users.id, userId));
}

/** The centres the demo accounts go to (seedDemoAccounts), and their coordinators. */
export interface DemoAccountCentres {
  centre?: { id: number; person: number; notStarted: boolean };
  results?: { id: number; person: number };
}

/**
 * The centres whose coordinators get the demo accounts, chosen after the school years are
 * played so that what they open is worth seeing: the DEMO_CENTRE_USER coordinator's centre has
 * this year's evaluation in progress, and its earlier finished ones if it can; the
 * DEMO_RESULTS_USER coordinator's centre has finished evaluations in two periods or more, in
 * the community with the most finished centres (so its averages are shown). A demo too small
 * for a second such centre gets only the first.
 */
export async function chooseDemoAccountCentres(
  db: Database,
  coordinators: ReadonlyMap<number, number>,
): Promise<DemoAccountCentres> {
  const active = await findActivePeriod(db);
  if (!active || coordinators.size === 0) return {};
  const centres = await queryRows<{
    id: number;
    activo: number;
    current: string | null;
    finished: number;
    community_finished: number;
  }>(
    db,
    sql`with per_centre as (
          select c.id, c.activo, c.comunidades_id,
                 max(case when e.periodos_id = ${active.id} then e.status::text end) as current,
                 count(*) filter (where e.status = 'FINISHED')::int as finished
          from ${centros} c left join ${evaluations} e on e.centros_id = c.id
          group by c.id, c.activo, c.comunidades_id)
        select id, activo, current, finished,
               (sum(finished) over (partition by comunidades_id))::int as community_finished
        from per_centre order by id`,
  );
  // A centre out of the programme lets nobody sign in (docs/domain.md): never a demo account's.
  const withPerson = centres.filter((c) => c.activo === 1 && coordinators.has(c.id));
  const inProgress = (c: (typeof centres)[number]) => c.current === 'IN_PROGRESS';
  const notStarted = (c: (typeof centres)[number]) => c.current === null;
  const centre =
    withPerson.find((c) => inProgress(c) && c.finished > 0) ??
    withPerson.find(inProgress) ??
    withPerson.find(notStarted) ??
    withPerson[0];
  const person = centre ? coordinators.get(centre.id) : undefined;
  if (!centre || person === undefined) return {};
  const results = withPerson
    .filter((c) => c.id !== centre.id && c.finished >= 2)
    .sort((a, b) => b.community_finished - a.community_finished || a.id - b.id)[0];
  const resultsPerson = results ? coordinators.get(results.id) : undefined;
  return {
    centre: { id: centre.id, person, notStarted: notStarted(centre) },
    ...(results && resultsPerson !== undefined
      ? { results: { id: results.id, person: resultsPerson } }
      : {}),
  };
}

/**
 * The centres' demo accounts (chooseDemoAccountCentres): the DEMO_CENTRE_USER coordinator's
 * centre gets a few answers when it had not started this year's evaluation.
 */
export async function seedDemoAccounts(
  db: Database,
  coordinators: ReadonlyMap<number, number>,
): Promise<{ centreAccount: boolean; resultsAccount: boolean }> {
  const { centre, results } = await chooseDemoAccountCentres(db, coordinators);
  if (!centre) return { centreAccount: false, resultsAccount: false };
  if (centre.notStarted) {
    const questionnaire = await loadCurrentQuestionnaire(db);
    await recordAnswers(
      db,
      { centreId: centre.id, userId: centre.person },
      questionnaire.slice(0, STARTED_ANSWERS).flatMap((q) => {
        const [option] = q.options.keys();
        return option === undefined ? [] : [{ preguntasId: q.id, respuestasIds: [option] }];
      }),
    );
  }
  await giveAccount(db, centre.person, DEMO_CENTRE_USER);
  if (!results) return { centreAccount: true, resultsAccount: false };
  await giveAccount(db, results.person, DEMO_RESULTS_USER);
  return { centreAccount: true, resultsAccount: true };
}
