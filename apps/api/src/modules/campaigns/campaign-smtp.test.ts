import { campaignResponseSchema, type CampaignTotals } from '@eval/contracts/campaigns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../test/mail-test-server';
import { createSecondInstance, type TestInstance } from '../../test/second-instance';
import { reminderTemplateId } from '../../test/campaign-fixture';
import { createCentre, eventually } from '../../test/user-helpers';
import { createPeriod } from '../periods/service';

// Short SMTP timeouts, so a silent or vanished peer costs well under a second per attempt.
const TIMEOUTS = 'connectionTimeout=500&greetingTimeout=400&socketTimeout=500';
const MESSAGE_ID = /^<sent-(\d+)\.[0-9a-z]+@autoevaluacion\.example>$/;
const PEOPLE = 40;

let t: TestApp;
let second: TestInstance;
let auth: { authorization: string };
let port: number;
let peer: TestSmtpServer;
const peers: TestSmtpServer[] = [];
let reminderId: number;
let periodId: number;

beforeAll(async () => {
  peer = await startTestSmtpServer();
  peers.push(peer);
  port = peer.port;
  const env = { SMTP_URL: `smtp://127.0.0.1:${port}?${TIMEOUTS}`, MAIL_RATE_PER_SECOND: '200' };
  t = await createTestApp({ env });
  // A second instance on the same database with its own worker: both deliver the campaign.
  second = await createSecondInstance(t, env);
  auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  periodId = (await createPeriod(t.db, '2031-2032')).id;
  reminderId = await reminderTemplateId(t.db);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  for (const p of peers) await p.close();
});

const idOf = (mail: ReceivedMail) => Number(MESSAGE_ID.exec(mail.messageId ?? '')?.[1] ?? 0);
const accepted = () => peers.flatMap((p) => p.received);

/** Centres of `group`, each with a coordinator: PEOPLE recipients in all. */
async function recipients(group: string): Promise<void> {
  for (let i = 0; i < PEOPLE; i += 1) {
    const centre = await createCentre(t.db, { groupby: group });
    await createUser(t.db, {
      perfil: 1,
      centros_id: centre.id,
      email: `${group}${i}@smtp.example`,
    });
  }
}

async function totalsOf(id: number): Promise<CampaignTotals> {
  const res = await t.app.inject({ url: `/v15/campaigns/${id}`, headers: auth });
  return campaignResponseSchema.parse(res.json()).data.totals;
}

/**
 * Waits until every message of campaign `id` is sent, asking for a retry of the failed ones
 * whenever nothing is left in flight (the back-off would otherwise wait a minute). Progress is
 * read from the database, never assumed after a sleep.
 */
async function sendAll(id: number): Promise<void> {
  await eventually(async () => {
    const totals = await totalsOf(id);
    if (totals.sent === PEOPLE) return true;
    const [busy] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sent_emails where campaign_id = ${id}
          and status = false and (attempts = 0 or locked_until > now())`,
    );
    if (totals.failed > 0 && busy?.n === 0) {
      await t.app.inject({ method: 'POST', url: `/v15/campaigns/${id}/retry`, headers: auth });
    }
    return false;
  }, 90_000);
}

async function createNow(group: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v15/campaigns',
    headers: auth,
    payload: {
      filter: { groupby: [group], periodId },
      audience: 'coordinators',
      templateId: reminderId,
      schedule: { mode: 'now' },
    },
  });
  expect(res.statusCode).toBe(201);
  const { data } = campaignResponseSchema.parse(res.json());
  second.app.mail.kick();
  return data.id;
}

/** Every message of the campaign accepted exactly once, each recipient exactly once. */
async function expectExactlyOnce(id: number, group: string): Promise<void> {
  const ids = await queryRows<{ id: number; receiver: string }>(
    t.db,
    sql`select id, receiver from sent_emails where campaign_id = ${id}`,
  );
  expect(ids).toHaveLength(PEOPLE);
  for (const row of ids) {
    expect(accepted().filter((m) => idOf(m) === row.id)).toHaveLength(1);
  }
  const toGroup = accepted().filter((m) => m.to.some((to) => to.startsWith(group)));
  expect(new Set(toGroup.flatMap((m) => m.to)).size).toBe(PEOPLE);
  expect(toGroup).toHaveLength(PEOPLE);
}

describe('campaign sending over a failing SMTP server, with two instances', () => {
  it('delivers each message exactly once when every third connection drops after DATA', async () => {
    await recipients('caida');
    peer.setFault({ mode: 'drop', at: 'data' }, { every: 3 });
    const id = await createNow('caida');
    await sendAll(id);
    peer.setFault({ mode: 'ok' });
    await expectExactlyOnce(id, 'caida');
  });

  it('delivers each message exactly once when the server goes away midway and comes back', async () => {
    await recipients('corte');
    peer.setFault({ mode: 'ok' });
    const id = await createNow('corte');
    // Midway: some are out, then the server disappears.
    await eventually(async () => (await totalsOf(id)).sent >= 5, 30_000);
    await peer.close();
    await eventually(async () => {
      const totals = await totalsOf(id);
      return totals.sent === PEOPLE || totals.failed > 0;
    }, 30_000);
    peer = await startTestSmtpServer(port);
    peers.push(peer);
    await sendAll(id);
    await expectExactlyOnce(id, 'corte');
  });
});
