import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database, type DatabaseTarget } from '../../db/client';
import { seedDatabase } from '../../seed/run';
import { finishEvaluation, insertCentre } from '../quiz-helpers';
import { CRASH_ADMIN } from './crash-server';

/** Code prefix of the centres whose evaluations a period change closes. */
export const PERIOD_CENTRE_PREFIX = 'CRASH-P-';

export interface ResetTarget {
  centreId: number;
  evaluationId: number;
  answers: number;
  /** Sum of evaluation_keys.num: what a reset brings to 0. */
  keyProgress: number;
}

export interface CrashFixture {
  /** Centre code every mass-upload row names. */
  uploadCentre: string;
  /** One finished evaluation of the active period per reset. */
  resets: ResetTarget[];
  /** Centres given an evaluation in progress before each period change. */
  periodCentres: number;
}

export interface FixtureSizes {
  resets: number;
  periodCentres: number;
}

/**
 * What the crash runs need, written through the product's own start-up seed and evaluation
 * service: the administrator, a centre for the mass uploads, finished evaluations to reset, and
 * the centres whose evaluations a period change closes.
 */
export async function seedCrashFixture(db: Database, sizes: FixtureSizes): Promise<CrashFixture> {
  await seedDatabase(db, {
    adminEmail: CRASH_ADMIN.email,
    adminPassword: CRASH_ADMIN.password,
    demo: false,
  });
  const uploadCentre = 'CRASH-MU';
  await insertCentre(db, { nombre: 'Centro de cargas', codigo: uploadCentre, place: 'madrid' });

  const resets: ResetTarget[] = [];
  for (let i = 0; i < sizes.resets; i += 1) {
    const centreId = await insertCentre(db, {
      nombre: `Centro reiniciado ${i + 1}`,
      codigo: `CRASH-R-${i + 1}`,
      place: 'getafe',
    });
    await finishEvaluation(db, centreId, new Date());
    const [row] = await queryRows<{ id: number; answers: number; progress: number }>(
      db,
      sql`select e.id,
            (select count(*)::int from answers a where a.evaluation_id = e.id) as answers,
            (select coalesce(sum(k.num), 0)::int from evaluation_keys k
              where k.evaluation_id = e.id) as progress
          from evaluations e where e.centros_id = ${centreId} and e.status = 'FINISHED'`,
    );
    if (!row || row.answers === 0) throw new Error('fixture: no finished evaluation');
    resets.push({
      centreId,
      evaluationId: row.id,
      answers: row.answers,
      keyProgress: row.progress,
    });
  }

  await db.execute(sql`
    insert into centros (nombre, codigo, comunidades_id, provincias_id_provincia,
      municipios_id_municipio)
    select 'Centro en curso ' || n, ${PERIOD_CENTRE_PREFIX} || n, 13, 28, 28079
    from generate_series(1, ${sizes.periodCentres}) as n`);
  return { uploadCentre, resets, periodCentres: sizes.periodCentres };
}

/** Migrates and seeds the database before the first server start, then closes it. */
export async function prepareCrashDatabase(
  target: DatabaseTarget,
  sizes: FixtureSizes,
): Promise<CrashFixture> {
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    return await seedCrashFixture(handle.db, sizes);
  } finally {
    await handle.close();
  }
}
