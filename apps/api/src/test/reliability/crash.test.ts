import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../database';
import { buildCrashServer, type CrashBuild } from './crash-build';
import { prepareCrashDatabase, type CrashFixture } from './crash-fixture';
import {
  centreImportOperation,
  massUploadOperation,
  periodChangeOperation,
  resetOperation,
  type CrashOperation,
  type SqlRunner,
} from './crash-operations';
import { crashSummary } from './crash-report';
import { runCrashSeries, type CrashSeries } from './crash-run';

/**
 * Crashes: the server is killed with SIGKILL in the middle of a mass upload, an
 * evaluation reset and a period change, 6 times each (20 in `npm run test:series`), on the embedded database and (with
 * TEST_DATABASE_URL) on PostgreSQL. After every kill the server must start again and reach
 * /health 200 with nothing on stderr, and the database must hold each operation wholly or not
 * at all. The built server runs as a child process with a probe preloaded (crash-probe.ts) that
 * marks transaction boundaries on stdout, so the summary shows where the kills landed.
 */

/**
 * Kills per operation and database. `npm test` (and so CI) runs a short series of 6, enough for
 * kills to land before, during and after each transaction; `npm run test:series` runs the long
 * one (20 each, and a 30,000-row import), whose figures are in docs/security.md.
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 6);
if (!Number.isInteger(KILLS) || KILLS < 1)
  throw new Error('CRASH_KILLS must be a positive integer');
/** Enough rows that the upload's transaction lasts long enough for kills to land inside it. */
const UPLOAD_ROWS = 500;
/** Evaluations in progress each period change closes, for the same reason. */
const PERIOD_CENTRES = 2000;
/** About 60 server starts per database; generous for a loaded CI machine. */
const SERIES_TIMEOUT = 20 * 60_000;

let build: CrashBuild;
const series: CrashSeries[] = [];

beforeAll(async () => {
  build = await buildCrashServer();
});

afterAll(() => {
  // The figures for docs/security.md.
  if (series.length > 0) console.log(`\nSIGKILL during writes\n\n${crashSummary(series)}\n`);
});

function operationsFor(fixture: CrashFixture): CrashOperation[] {
  return [
    massUploadOperation(fixture, UPLOAD_ROWS),
    resetOperation(fixture),
    periodChangeOperation(fixture),
  ];
}

// The calibration run, `KILLS` runs and up to `KILLS` aimed ones (crash-run.ts) each reset one.
const sizes = { resets: 2 * KILLS + 1, periodCentres: PERIOD_CENTRES };

/**
 * The same check for the centre register import, one transaction of a few seconds.
 * In CI, 10,000 rows and 2 kills spread over that span (the kill lands inside the commit either
 * way, and CI time stays bounded); CRASH_IMPORT_ROWS=30000 CRASH_IMPORT_KILLS=… for the long series.
 */
const IMPORT_ROWS = Number(process.env.CRASH_IMPORT_ROWS ?? 10_000);
const IMPORT_KILLS = Number(process.env.CRASH_IMPORT_KILLS ?? 2);
if (!Number.isInteger(IMPORT_KILLS) || IMPORT_KILLS < 1)
  throw new Error('CRASH_IMPORT_KILLS must be a positive integer');
if (!Number.isInteger(IMPORT_ROWS) || IMPORT_ROWS < 1)
  throw new Error('CRASH_IMPORT_ROWS must be a positive integer');

interface SeriesSpec {
  title: string;
  operations(fixture: CrashFixture): CrashOperation[];
  kills: number;
  sizes: typeof sizes;
}

const SPECS: SeriesSpec[] = [
  {
    title: 'SIGKILL in the middle of a mass upload, a reset and a period change',
    operations: operationsFor,
    kills: KILLS,
    sizes,
  },
  {
    title: `SIGKILL in the middle of a ${IMPORT_ROWS}-row centre register import`,
    operations: () => [centreImportOperation(IMPORT_ROWS)],
    kills: IMPORT_KILLS,
    sizes: { resets: 1, periodCentres: 1 },
  },
];

function expectWhole(run: CrashSeries, spec: SeriesSpec, operations: number): void {
  // Each run is one transaction: the probe's marks are the ground truth for "during".
  expect(run.calibration.map((entry) => entry.marks)).toEqual(
    run.calibration.map(() => ['begin', 'commit']),
  );
  // `kills` per operation, and up to as many more aimed at a transaction every kill missed.
  expect(run.kills.length).toBeGreaterThanOrEqual(operations * spec.kills);
  expect(run.kills.length).toBeLessThanOrEqual(2 * operations * spec.kills);
  // Every kill was followed by a start that reached /health 200 (else runCrashSeries throws).
  expect(run.restarts).toHaveLength(run.kills.length);
  // The kills really fell inside the transactions, for every operation.
  const inside = new Set(run.kills.filter((k) => k.point === 'during').map((k) => k.operation));
  expect(run.calibration.filter(({ operation }) => !inside.has(operation))).toEqual([]);
  expect(run.kills.filter((kill) => kill.outcome.state === 'partial')).toEqual([]);
  expect(run.kills.filter((kill) => kill.violation !== undefined)).toEqual([]);
  expect(run.problems).toEqual([]);
}

for (const spec of SPECS)
  describe.concurrent(spec.title, () => {
    it(
      'embedded PGlite: every operation is wholly there or wholly absent, and the server restarts',
      async () => {
        const dataDir = mkdtempSync(join(tmpdir(), 'crash-pglite-'));
        try {
          const fixture = await prepareCrashDatabase({ dataDir }, spec.sizes);
          const operations = spec.operations(fixture);
          const run = await runCrashSeries({
            driver: 'PGlite',
            build,
            database: { dataDir },
            // The data directory is the server's alone: read it through the server's PGlite.
            sqlFor: (server) => server.query,
            operations,
            kills: spec.kills,
          });
          series.push(run);
          expectWhole(run, spec, operations.length);
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
      SERIES_TIMEOUT,
    );

    // Registered only with a server to run on, rather than reported as skipped without one.
    if (process.env.TEST_DATABASE_URL)
      it(
        'PostgreSQL: every operation is wholly there or wholly absent, and the server restarts',
        async () => {
          const database = await createTestDatabase();
          if (!('url' in database.target)) throw new Error('expected a PostgreSQL database');
          const url = database.target.url;
          const client = new pg.Client({ connectionString: url });
          try {
            const fixture = await prepareCrashDatabase({ url }, spec.sizes);
            await client.connect();
            const sql: SqlRunner = async <T>(text: string, params: unknown[] = []) =>
              (await client.query(text, params)).rows as T[];
            const operations = spec.operations(fixture);
            const run = await runCrashSeries({
              driver: 'PostgreSQL',
              build,
              database: { url },
              sqlFor: () => sql,
              operations,
              kills: spec.kills,
            });
            series.push(run);
            expectWhole(run, spec, operations.length);
          } finally {
            await client.end().catch(() => undefined);
            await database.drop();
          }
        },
        SERIES_TIMEOUT,
      );
  });
