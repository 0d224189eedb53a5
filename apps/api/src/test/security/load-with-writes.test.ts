import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeriod } from '../../modules/periods/service';
import { createTestApp, tokenFor, type TestApp } from '../app';
import { findLostWrites } from './load-check';
import { prepareLoadFixture, type LoadFixture } from './load-fixture';
import { startLoad } from './load-run';
import { LoadScheduler } from './load-scheduler';

/**
 * Load with writes: 50 concurrent clients for 30 s in `npm test` (60 s in
 * `npm run test:series`, the long step; LOAD_SECONDS sets it) on a mix of reads and writes — answers, submits, resets and centre edits —
 * against the real server on its real database; then every acknowledged write is looked up in
 * the database, which must hold it exactly once.
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = 50;
// Few enough that each centre goes round answer → submit → reset several times in a run.
const CENTRES = 12;
const PRE_ANSWERED = 40;

let t: TestApp;
let baseUrl = '';
let fixture: LoadFixture;
let scheduler: LoadScheduler;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await createPeriod(t.db, '2025-2026');
  fixture = await prepareLoadFixture(t.db, (user) => tokenFor(t.app, user), {
    centres: CENTRES,
    preAnswered: PRE_ANSWERED,
  });
  scheduler = new LoadScheduler(
    fixture.centres,
    fixture.questions,
    fixture.reads,
    fixture.adminToken,
    0.4,
    6,
    PRE_ANSWERED,
  );
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('load with writes', () => {
  it(
    `serves ${CONNECTIONS} clients for ${SECONDS} s without an error, and keeps every write exactly once`,
    async () => {
      const { result, unsettled } = await startLoad({
        url: baseUrl,
        source: scheduler,
        connections: CONNECTIONS,
        seconds: SECONDS,
      }).done;
      // Let the last writes the clients stopped waiting for reach the database.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const ledger = scheduler.ledger;
      console.log(
        `load with writes: ${ledger.requests} requests in ${SECONDS} s, ` +
          `${JSON.stringify(ledger.byKind)}, non-2xx ${result.non2xx}, errors ${result.errors}, ` +
          `timeouts ${result.timeouts}, p99 ${result.latency.p99} ms, in flight at the end ${unsettled.length}`,
      );
      expect(ledger.failures).toEqual([]);
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result.non2xx).toBe(0);
      for (const kind of ['read', 'answer', 'submit', 'reset', 'edit'] as const) {
        expect(ledger.byKind[kind], kind).toBeGreaterThan(0);
      }
      expect(await findLostWrites(t.db, ledger, unsettled, fixture.questions.length)).toEqual([]);
    },
    (SECONDS + 240) * 1000,
  );
});
