import type { Database } from '../db/client';
import { ensureActivePeriod } from './active-period';
import { ensureAdministrator } from './admin';
import { seedDemo, type DemoOptions } from './demo';
import { seedReference } from './reference';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  /** Demo centres and evaluations; off for production databases. */
  demo: false | DemoOptions;
}

export interface SeedReport {
  adminCreated: boolean;
  demoSeeded: boolean;
  /** The demo centre coordinator with the published password was created by this run. */
  demoCentreAccountCreated: boolean;
  /** The demo centre coordinator whose centre has full results was created by this run. */
  demoResultsAccountCreated: boolean;
}

/** Everything a start needs on a migrated database, in order; safe to run on every start. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  await seedReference(db);
  const demo = options.demo
    ? await seedDemo(db, options.demo)
    : { seeded: false, centreAccount: false, resultsAccount: false };
  await ensureActivePeriod(db, options.demo ? options.demo.now : undefined);
  const admin = await ensureAdministrator(db, options.adminEmail, options.adminPassword);
  return {
    adminCreated: admin.created,
    demoSeeded: demo.seeded,
    demoCentreAccountCreated: demo.centreAccount,
    demoResultsAccountCreated: demo.resultsAccount,
  };
}
