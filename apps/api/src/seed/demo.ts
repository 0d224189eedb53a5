import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { centros, periodos, settings, users } from '../db/schema/index';
import { chooseDemoAccountCentres, seedDemoAccounts } from './demo-accounts';
import { createPeriod } from '../modules/periods/service';
import { schoolYearOf } from './active-period';
import { insertDemoCentres } from './demo-centres';
import { seedDemoContent } from './demo-content';
import { seedDemoConsultations } from './demo-consultations';
import { seedDemoCentrePlan, seedDemoPlans, seedDemoPlanSuggestions } from './demo-plan';
import { demoJoinDates, seedDemoMail } from './demo-mail';
import { playSchoolYear } from './demo-evaluations';
import { createRandom } from './demo-random';

const DEMO_SETTING = 'demo_seeded';

export { DEMO_CENTRE_USER, DEMO_RESULTS_USER } from './demo-accounts';

export interface DemoOptions {
  centres: number;
  years: number;
  now?: Date;
  /**
   * Give one coordinator the published DEMO_CENTRE_USER password. Only for the embedded
   * database's demo: a known password on a shared PostgreSQL server would be a way in.
   */
  centreAccount?: boolean;
  /**
   * Told each step as it starts: a first start spends ~20 s here, and the console says what it
   * is doing instead of staying silent.
   */
  progress?: (step: string) => void;
}

export interface DemoReport {
  seeded: boolean;
  /** The DEMO_CENTRE_USER account was created by this run. */
  centreAccount: boolean;
  /** The DEMO_RESULTS_USER account was created by this run. */
  resultsAccount: boolean;
}

/**
 * Demo data for a first start on the embedded database (architecture.md): centres across
 * Spain with people, and evaluations over several school years in every status, produced
 * through the evaluation service. Runs once: on a database that already has centres or
 * periods it does nothing, so restarting never duplicates anything.
 */
export async function seedDemo(db: Database, options: DemoOptions): Promise<DemoReport> {
  const [done] = await db
    .select({ n: count() })
    .from(settings)
    .where(eq(settings.key, DEMO_SETTING));
  const [centreCount] = await db.select({ n: count() }).from(centros);
  const [periodCount] = await db.select({ n: count() }).from(periodos);
  if ((done?.n ?? 0) > 0 || (centreCount?.n ?? 0) > 0 || (periodCount?.n ?? 0) > 0)
    return { seeded: false, centreAccount: false, resultsAccount: false };

  const now = options.now ?? new Date();
  const random = createRandom(20_260_101);
  const currentStart = Number(schoolYearOf(now).slice(0, 4));
  const firstStart = currentStart - (options.years - 1);
  const joined = demoJoinDates(firstStart, now);
  const steps = options.years + 2;
  const progress = (index: number, step: string) =>
    options.progress?.(`${step} (paso ${index} de ${steps})`);
  progress(1, `creando ${options.centres} centros y su personal`);
  const centres = await db.transaction((tx) =>
    insertDemoCentres(tx, random, options.centres, joined),
  );

  // The first person of each centre is its coordinator; on the embedded demo two of them get a
  // known password once the years are played (demo-accounts.ts).
  const coordinators = await db
    .select({ id: users.id, centre: users.centros_id, language: users.language_id })
    .from(users)
    .where(eq(users.perfil, 1));
  const people = new Map<number, number>();
  const writers = new Map<number, { id: number; catalan: boolean }>();
  for (const c of coordinators)
    if (c.centre !== null && !people.has(c.centre)) {
      people.set(c.centre, c.id);
      writers.set(c.centre, { id: c.id, catalan: c.language === 'CA' });
    }
  for (let index = 0; index < options.years; index++) {
    const startYear = currentStart - (options.years - 1 - index);
    progress(index + 2, `evaluaciones del curso ${startYear}-${startYear + 1}`);
    // Opening the period carries the unfinished actions of the plans of the one before.
    const period = await createPeriod(db, `${startYear}-${startYear + 1}`);
    const isCurrent = index === options.years - 1;
    await playSchoolYear(db, random, centres, people, startYear, index, isCurrent, now);
    // Centres that finished the evaluation write their plan (no random draw: the years after
    // play as they did before the demo had plans).
    await seedDemoPlans(
      db,
      period.id,
      startYear,
      { current: isCurrent, leaveOneOpen: index === options.years - 2, now },
      writers,
    );
  }
  // The demo coordinator's centre has a plan in every state, and an action carried on.
  const { centre: demoCentre } = await chooseDemoAccountCentres(db, people);
  const demoWriter = demoCentre && writers.get(demoCentre.id);
  if (demoCentre && demoWriter)
    await seedDemoCentrePlan(
      db,
      { centreId: demoCentre.id, userId: demoWriter.id, catalan: demoWriter.catalan },
      now,
    );
  // Chosen once the years are played, for what their centres then show (demo-accounts.ts).
  const accounts = options.centreAccount
    ? await seedDemoAccounts(db, people)
    : { centreAccount: false, resultsAccount: false };
  progress(steps, 'correos enviados, contenidos y recursos');
  // Own random stream: the centres and evaluations above stay what they were before these.
  await seedDemoMail(db, createRandom(20_260_102), now);
  await seedDemoContent(db, schoolYearOf(now));
  await seedDemoPlanSuggestions(db);
  const { results: resultsCentre } = await chooseDemoAccountCentres(db, people);
  await seedDemoConsultations(db, createRandom(20_260_103), resultsCentre?.id, now);
  await db
    .insert(settings)
    .values({ key: DEMO_SETTING, value: { at: now.toISOString(), centres: options.centres } })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  return { seeded: true, ...accounts };
}
