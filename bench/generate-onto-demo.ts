/**
 * Adds the national generator's bulk (bench/lib) at a small scale to a database that already
 * holds the demo, so that one database has both:
 *
 *   node --import tsx bench/generate-onto-demo.ts --scale 200 --url postgres://…/db
 *   node --import tsx bench/generate-onto-demo.ts --scale 200 --pglite DATA_DIR   # server stopped
 *
 * npm run test:upgrade copies this file into the previous release's tree and runs it there, on
 * the database that release's server created and seeded (docs/operations.md, "Upgrades"): the
 * data is then written by the old code, as a real year of use would be. bench/generate.ts alone
 * cannot: it only fills an empty database, and the demo seeds only an empty one (seed/demo.ts).
 * So this reuses the demo's questionnaire and periods (no extra questions, no extra school
 * years) and generates centres, people, evaluations, answers and e-mails beside the demo's.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { BENCH_USER_PASSWORD, intFlag, log, parseArgs } from './lib/cli';
import {
  createHelpers,
  dropHelpers,
  insertCentres,
  insertUsers,
  sizeFor,
  type Run,
} from './lib/dataset-base';
import {
  insertAnswers,
  insertEvaluationKeys,
  insertEvaluations,
  insertSentEmails,
} from './lib/dataset-evaluations';
import { verifyDataset } from './lib/verify-dataset';

const args = parseArgs(process.argv.slice(2), ['scale', 'pglite', 'url']);
const pgliteDir = args.values.get('pglite');
const url = args.values.get('url');
if ((pgliteDir === undefined) === (url === undefined))
  throw new Error('Indica --pglite DIRECTORIO o --url URL (uno de los dos).');
const size = sizeFor(intFlag(args, 'scale', 200));

let handle: DatabaseHandle;
let bulkClient: pg.Client | undefined;
let run: Run;
if (pgliteDir !== undefined) {
  handle = await openDatabase({ dataDir: pgliteDir });
  const db = handle.db;
  run = async (query) =>
    (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
} else {
  handle = await openDatabase({ url: url ?? '' });
  // One connection for the bulk: the generator's temp tables live on it.
  bulkClient = new pg.Client({ connectionString: url });
  await bulkClient.connect();
  const db = drizzle({ client: bulkClient });
  run = async (query) =>
    (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
}

try {
  const [seeded] = (
    await run(sql`select (select count(*) from centros)::int centros,
      (select count(*) from periodos)::int periodos, coalesce((select max(id) from centros), 0)::int last`)
  ).rows;
  if (!seeded || Number(seeded.centros) === 0 || Number(seeded.periodos) === 0)
    throw new Error('La base de datos no tiene la demo: arranca antes el servidor con SEED_DEMO.');
  await createHelpers(run);
  // insertCentres gives every centre it lists in bench_centre (all of them, the demo's too)
  // random courses: the demo's own are set aside and put back, so they stay as the demo made them.
  await run(sql`create temp table demo_courses as select * from cursos_centros`);
  await run(sql`delete from cursos_centros`);
  await insertCentres(run, size.centres);
  await run(sql`delete from cursos_centros where centros_id <= ${Number(seeded.last)}::int`);
  await run(sql`insert into cursos_centros select * from demo_courses`);
  // Only the new centres get generated people and evaluations (the demo's already have theirs,
  // one evaluation per centre and period).
  await run(sql`drop table bench_centre`);
  await run(sql`create temp table bench_centre as
    select id, row_number() over (order by id)::int rn, bench_rand(id, 7777) quality, comunidades_id
    from centros where id > ${Number(seeded.last)}::int`);
  await run(sql`create unique index on bench_centre (rn)`);
  await insertUsers(run, size, await hashPassword(BENCH_USER_PASSWORD));
  // The demo's school years, as insertPeriods would have left them.
  await run(sql`create temp table bench_period as
    select id, (row_number() over (order by periodo) - 1)::int idx,
      split_part(periodo, '-', 1)::int start_year, activo from periodos`);
  await insertEvaluations(run);
  await insertAnswers(run);
  await insertEvaluationKeys(run);
  await insertSentEmails(run, size.sentEmails);
  await dropHelpers(run);
  const counts = await run(sql`select
    (select count(*) from centros)::int centros, (select count(*) from users)::int users,
    (select count(*) from evaluations)::int evaluations, (select count(*) from answers)::int answers,
    (select count(*) from sent_emails)::int sent_emails`);
  log(`Demo más ${size.centres} centros generados: ${JSON.stringify(counts.rows[0])}`);
  const problems = await verifyDataset(handle.db);
  if (problems.length > 0)
    throw new Error(`Datos incoherentes:\n${problems.slice(0, 20).join('\n')}`);
} finally {
  await bulkClient?.end();
  await handle.close();
}
