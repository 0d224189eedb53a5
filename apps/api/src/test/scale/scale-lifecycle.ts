import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { centros, sentEmails } from '../../db/schema/index';
import { enqueueMails } from '../../modules/emails/mail-outbox';
import { insertCentre } from '../quiz-helpers';
import { findLostWrites } from '../security/load-check';
import { prepareLoadFixture, type LoadFixture } from '../security/load-fixture';
import { startLoad } from '../security/load-run';
import { LoadScheduler } from '../security/load-scheduler';
import { openScaleConsultations, ResponseLoad, storedResponseIds } from './scale-consultations';
import { stopWithRequestInFlight, waitUntil } from './scale-steps';
import type { ScaleSuite } from './scale-suite';

/** Messages in the outbox when the three instances start together. */
const OUTBOX = 150;

const pause = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

/**
 * The scale-out tests of instances stopping and starting: an orderly stop, a rolling restart
 * under load, and the outbox sent by instances started together. Run last on the cluster
 * scale-out.test.ts started, since they stop its instances.
 */
export function lifecycleTests(suite: ScaleSuite): void {
  it('on SIGTERM reports unready, stops listening, finishes the request in flight, closes its pool and exits 0', async () => {
    const { handle } = suite;
    const centreId = await insertCentre(handle.db, {
      nombre: 'En vuelo',
      codigo: 'VUELO1',
      place: 'getafe',
    });
    const stopping = suite.instance(1);
    const observed = await stopWithRequestInFlight(
      stopping,
      '/v2/centros',
      suite.adminToken,
      await suite.centreRename(centreId, 'En vuelo terminado'),
    );
    expect(observed).toMatchObject({
      sawDraining: true,
      stoppedListening: true,
      inFlightStatus: 200,
      exit: { code: 0, signal: null },
    });
    const [stored] = await handle.db
      .select({ nombre: centros.nombre })
      .from(centros)
      .where(eq(centros.id, centreId));
    expect(stored?.nombre).toBe('En vuelo terminado');
    await stopping.start();
  }, 120_000);

  it('rolling restart under load: 0 × 5xx at the balancer and no acknowledged write lost', async () => {
    const { cluster, handle } = suite;
    const fixture: LoadFixture = await prepareLoadFixture(handle.db, suite.issueToken, {
      centres: 12,
      preAnswered: 40,
      label: 'Rodaje',
    });
    const scheduler = new LoadScheduler(
      fixture.centres,
      fixture.questions,
      fixture.reads,
      fixture.adminToken,
      0.4,
      6,
      40,
    );
    const logBefore = cluster.balancer.log().length;
    const load = startLoad({
      url: cluster.balancer.url,
      source: scheduler,
      connections: 12,
      seconds: 120,
    });
    try {
      await pause(1_500);
      const restarting = suite.instance(2);
      const exit = await restarting.stop('SIGTERM');
      expect(exit).toEqual({ code: 0, signal: null });
      await restarting.start();
      // nginx's fail_timeout (deploy/nginx.conf): the instance is back in its rotation.
      await pause(2_500);
    } finally {
      load.stop();
    }
    const { result, unsettled } = await load.done;
    // Let the writes whose answers the stopped clients no longer waited for reach the database.
    await pause(1_000);
    const ledger = scheduler.ledger;
    const log = cluster.balancer.log().slice(logBefore);
    const resent = log.filter((line) => line.upstreamStatus.includes(',')).length;
    console.log(
      `rolling restart (${suite.mode}): ${ledger.requests} requests, ${JSON.stringify(ledger.byKind)}, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}, 5xx at the balancer ` +
        `${log.filter((line) => line.status >= 500).length}, resent to another instance ${resent}, ` +
        `p99 ${result.latency.p99} ms`,
    );
    expect(ledger.failures).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(log.filter((line) => line.status >= 500)).toEqual([]);
    for (const kind of ['read', 'answer', 'submit', 'reset', 'edit'] as const)
      expect(ledger.byKind[kind], kind).toBeGreaterThan(0);
    expect(await findLostWrites(handle.db, ledger, unsettled, fixture.questions.length)).toEqual(
      [],
    );
  }, 180_000);

  it('consultation responses through a rolling restart: each acknowledged one stored exactly once', async () => {
    const { cluster, handle } = suite;
    const { codes, questions } = await openScaleConsultations(handle.db, 10);
    const logBefore = cluster.balancer.log().length;
    const respond = new ResponseLoad(cluster.balancer.url, codes, questions);
    const running = respond.run(8);
    await pause(1_500);
    const restarting = suite.instance(1);
    expect(await restarting.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    await restarting.start();
    await pause(2_500);
    respond.stop();
    await running;
    await pause(500);
    const stored = await storedResponseIds(handle.db, codes);
    const log = cluster.balancer.log().slice(logBefore);
    console.log(
      `consultation responses through a restart (${suite.mode}): ${respond.acknowledged.size} acknowledged, ` +
        `${respond.retried} retried after a lost reply, ${stored.length} stored`,
    );
    expect(respond.acknowledged.size).toBeGreaterThan(50);
    expect(respond.refused.slice(0, 5)).toEqual([]);
    expect(log.filter((line) => line.status >= 500)).toEqual([]);
    // Stored once each (the id is the key), none missing, none the clients never sent.
    expect(new Set(stored).size).toBe(stored.length);
    expect([...respond.acknowledged].filter((id) => !stored.includes(id))).toEqual([]);
    expect(stored.filter((id) => !respond.sent.has(id))).toEqual([]);
  }, 120_000);

  it('sends the outbox from every instance, no message twice', async () => {
    const { cluster, handle, peers, gates } = suite;
    await Promise.all(cluster.instances.map((each) => each.stop('SIGTERM')));
    const before = new Set(peers.flatMap((peer) => peer.received.map((mail) => mail.messageId)));
    const ids = await enqueueMails(
      handle.db,
      Array.from({ length: OUTBOX }, (_, i) => ({
        receiver: `destino${i}@escala.example`,
        subject: `Aviso ${i}`,
        html: `<p>Aviso ${i}</p>`,
        text: `Aviso ${i}`,
        user_id: null,
      })),
    );
    // Each instance's worker claims a batch at start and connects to send it; held at the
    // gates until all three have, so sending is shared whatever one instance's speed.
    for (const gate of gates) gate.hold();
    await Promise.all(cluster.instances.map((each) => each.start()));
    const everyOneClaimed = await waitUntil(
      async () => gates.every((gate) => gate.held() > 0),
      25_000,
    );
    for (const gate of gates) gate.release();
    expect(everyOneClaimed).toBe(true);
    const allSent = await waitUntil(async () => {
      const rows = await handle.db
        .select({ id: sentEmails.id })
        .from(sentEmails)
        .where(eq(sentEmails.status, false));
      return rows.every((row) => !ids.includes(row.id));
    }, 90_000);
    expect(allSent).toBe(true);

    const received = peers.map((peer) =>
      peer.received.filter((mail) => !before.has(mail.messageId)),
    );
    const messageIds = received.flat().map((mail) => mail.messageId);
    expect(messageIds).toHaveLength(OUTBOX);
    expect(new Set(messageIds).size).toBe(OUTBOX);
    console.log(
      `outbox (${suite.mode}): ${OUTBOX} messages sent by the instances as ${received.map((r) => r.length).join(' + ')}`,
    );
    for (const [index, sent] of received.entries())
      expect(sent.length, `instance ${index}`).toBeGreaterThan(0);
  }, 180_000);
}
