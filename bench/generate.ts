/**
 * Fills a database with a national (or, with --scale, regional) dataset for the benchmark.
 *
 *   npm run bench:generate                       # PostgreSQL, 30,000 centres, database bench_national
 *   npm run bench:generate -- --scale 2000       # fewer centres, proportionally fewer people
 *   npm run bench:generate -- --pglite .data-bench/regional --scale 2000   # embedded database
 *   … --force                                    # drop and recreate an existing database
 *
 * The schema comes from the app's own migrations and reference seed; the bulk comes from
 * set-based SQL (INSERT … SELECT generate_series), the same statements on both drivers.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { schoolYearOf } from '../apps/api/src/seed/active-period';
import { seedReference } from '../apps/api/src/seed/reference';
import { hashPassword } from '../apps/api/src/lib/passwords';
import {
  BENCH_ADMIN,
  BENCH_USER_PASSWORD,
  benchDatabaseUrl,
  intFlag,
  log,
  parseArgs,
} from './lib/cli';
import {
  createHelpers,
  dropHelpers,
  extendQuestionnaire,
  insertCentres,
  insertUsers,
  sizeFor,
  type Run,
} from './lib/dataset-base';
import {
  insertAnswers,
  insertEvaluationKeys,
  insertEvaluations,
  insertPeriods,
  insertSentEmails,
} from './lib/dataset-evaluations';
import { verifyDataset } from './lib/verify-dataset';

export interface GenerateOptions {
  centres: number;
  /** Embedded data dir; PostgreSQL (BENCH_DATABASE_URL) when absent. */
  pgliteDir?: string;
  force: boolean;
}

/** Whether the target already holds a dataset (the runner uses it to skip generation). */
export async function datasetExists(pgliteDir?: string): Promise<boolean> {
  if (pgliteDir) return existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0;
  const url = new URL(benchDatabaseUrl());
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return (found.rowCount ?? 0) > 0;
  } finally {
    await admin.end();
  }
}

/** Creates (or, with force, recreates) the PostgreSQL database; refuses to touch an existing one. */
async function preparePostgres(force: boolean): Promise<string> {
  const target = benchDatabaseUrl();
  const url = new URL(target);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`Nombre de base de datos no válido: ${name}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if ((exists.rowCount ?? 0) > 0) {
      if (!force)
        throw new Error(`La base de datos ${name} ya existe; usa --force para recrearla.`);
      await admin.query(`drop database ${name} with (force)`);
    }
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return target;
}

function preparePglite(dir: string, force: boolean): string {
  const path = resolve(dir);
  if (existsSync(path) && readdirSync(path).length > 0) {
    if (!force) throw new Error(`${path} ya contiene datos; usa --force para recrearlo.`);
    rmSync(path, { recursive: true, force: true });
  }
  return path;
}

/** Times one step and logs it. */
async function step(name: string, action: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await action();
  log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Generates the dataset; returns the elapsed seconds. */
export async function generate(options: GenerateOptions): Promise<number> {
  const started = performance.now();
  const size = sizeFor(options.centres);
  let handle: DatabaseHandle;
  let run: Run;
  let bulkClient: pg.Client | undefined;
  if (options.pgliteDir) {
    handle = await openDatabase({ dataDir: preparePglite(options.pgliteDir, options.force) });
    const db = handle.db;
    run = async (query) =>
      (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  } else {
    const url = await preparePostgres(options.force);
    handle = await openDatabase({ url });
    // One connection for the bulk: temp tables and session settings live on it.
    bulkClient = new pg.Client({ connectionString: url });
    await bulkClient.connect();
    const db = drizzle({ client: bulkClient });
    run = async (query) =>
      (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  }
  log(
    `Destino: ${options.pgliteDir ?? benchDatabaseUrl()} (${handle.driver}), ${size.centres} centros`,
  );
  try {
    await step('migraciones', () => handle.migrate());
    await step('datos de referencia', () => seedReference(handle.db));
    const sharedHash = await hashPassword(BENCH_USER_PASSWORD);
    await run(sql`set work_mem = '256MB'`);
    await run(sql`set maintenance_work_mem = '512MB'`);
    await run(sql`set synchronous_commit = off`);
    // Foreign keys are guaranteed by construction; skipping their per-row triggers halves the load.
    await run(sql`set session_replication_role = replica`);
    await createHelpers(run);
    await step(`cuestionario a ${size.questionsPerKey} preguntas por clave`, () =>
      extendQuestionnaire(run, size.questionsPerKey),
    );
    await step(`${size.centres} centros`, () => insertCentres(run, size.centres));
    await step(`${size.users} usuarios`, () => insertUsers(run, size, sharedHash));
    await step(`${size.periods} periodos`, () =>
      insertPeriods(run, size.periods, Number(schoolYearOf(new Date()).slice(0, 4))),
    );
    await step('evaluaciones', () => insertEvaluations(run));
    await step('respuestas', () => insertAnswers(run));
    await step('progreso y puntuación por clave', () => insertEvaluationKeys(run));
    await step(`${size.sentEmails} correos enviados`, () => insertSentEmails(run, size.sentEmails));
    await run(sql`set session_replication_role = origin`);
    await run(sql`insert into users (nombre, apellidos, email, perfil, password_hash)
      values ('Administración', 'del benchmark', ${BENCH_ADMIN.email}, 0,
        ${await hashPassword(BENCH_ADMIN.password)})
      on conflict (email) do nothing`);
    await dropHelpers(run);
    await step('vacuum analyze', () => run(sql`vacuum analyze`));
    const counts = await run(sql`select
      (select count(*) from centros)::int centros, (select count(*) from users)::int users,
      (select count(*) from evaluations)::int evaluations, (select count(*) from answers)::int answers,
      (select count(*) from evaluation_keys)::int evaluation_keys,
      (select count(*) from preguntas where retired_at is null)::int preguntas,
      (select count(*) from sent_emails)::int sent_emails`);
    log(`Filas: ${JSON.stringify(counts.rows[0])}`);
    const problems = await verifyDataset(handle.db);
    if (problems.length > 0)
      throw new Error(`Datos incoherentes:\n${problems.slice(0, 20).join('\n')}`);
    log('Comprobado con key-progress.ts: progreso y puntuaciones coherentes en una muestra');
  } finally {
    await bulkClient?.end();
    await handle.close();
  }
  const seconds = (performance.now() - started) / 1000;
  log(`Generado en ${seconds.toFixed(1)} s`);
  return seconds;
}

const isMain =
  process.argv[1] !== undefined && resolve(process.argv[1]).endsWith('bench/generate.ts');
if (isMain) {
  const args = parseArgs(process.argv.slice(2), ['scale', 'pglite']);
  const pgliteDir = args.values.get('pglite');
  await generate({
    centres: intFlag(args, 'scale', pgliteDir ? 2000 : 30_000),
    force: args.switches.has('force'),
    ...(pgliteDir ? { pgliteDir } : {}),
  });
}
