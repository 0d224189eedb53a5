import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import { queryRows } from '../db/client';
import { createPeriod } from '../modules/periods/service';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../test/app';

const METRICS_TOKEN = 'token-de-metricas-0123456789';
const scrape = { authorization: `Bearer ${METRICS_TOKEN}` };

/** The value of one sample line of the Prometheus text, e.g. `name{a="b"}`; undefined if absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
});
afterAll(() => t?.close());

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, never by URL', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    // Without a session: 401, counted under the pattern, the id in the URL nowhere.
    await t.app.inject({ method: 'DELETE', url: '/v1/user/987654' });
    await t.app.inject({ url: '/no/existe/9182736' });

    const response = await t.app.inject({ url: '/metrics', headers: scrape });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/health",status="200"}')).toBe(3);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/health",status="200"}',
      ),
    ).toBe(3);
    expect(
      sample(text, 'http_requests_total{method="DELETE",route="/v1/user/:id",status="401"}'),
    ).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(
      1,
    );
    expect(text).not.toContain('987654');
    expect(text).not.toContain('9182736');
  });

  it('reports the event loop, memory, the outbox, the cache and (PostgreSQL) the pool', async () => {
    const admin = await createUser(t.db, { perfil: ADMIN_PROFILE, email: 'metricas@x.es' });
    const headers = bearer(tokenFor(t.app, admin));
    // Two pages share one cached total; the first page again is sent as its stored bytes.
    for (const page of [0, 1, 0]) {
      const setup = encodeURIComponent(JSON.stringify({ page, size: 10 }));
      expect((await t.app.inject({ url: `/v1/users?setup=${setup}`, headers })).statusCode).toBe(
        200,
      );
    }
    // One message due two hours ago, created three hours ago, held so no worker moves it.
    await t.db.execute(sql`insert into sent_emails (receiver, subject, html, next_attempt_at,
      locked_until, created_at) values ('x@x.es', 'a', 'b', now() - interval '2 hours',
      now() + interval '1 hour', now() - interval '3 hours')`);

    const text = (await t.app.inject({ url: '/metrics', headers: scrape })).body;
    expect(text).toContain('nodejs_eventloop_lag_seconds ');
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'eval_outbox_pending_messages')).toBe(1);
    expect(sample(text, 'eval_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(
      3 * 3600 - 60,
    );
    expect(sample(text, 'eval_outbox_overdue_seconds')).toBeGreaterThanOrEqual(2 * 3600 - 60);
    expect(sample(text, 'eval_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'eval_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'eval_response_cache_requests_total{result="hit"}')).toBe(1);
    expect(sample(text, 'eval_response_cache_requests_total{result="miss"}')).toBe(2);
    expect(sample(text, 'eval_response_cache_bytes')).toBeGreaterThan(0);
    expect(text).not.toContain('metricas@x.es');
    if (t.handle.driver === 'postgres') {
      expect(sample(text, 'eval_db_pool_connections{state="max"}')).toBe(20);
      expect(sample(text, 'eval_db_pool_wait_seconds_count')).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('eval_db_pool_connections{');
    }

    const ready = await t.app.inject({ url: '/health/ready' });
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', outbox: 'stalled' });
  });

  it('times exports and reports a campaign’s progress by outcome', async () => {
    const admin = await createUser(t.db, { perfil: ADMIN_PROFILE, email: 'campana@x.es' });
    const headers = bearer(tokenFor(t.app, admin));
    expect((await t.app.inject({ url: '/v1/users/export', headers })).statusCode).toBe(200);
    // A campaign run an hour ago: 2 messages sent, 1 waiting for a retry, 1 given up.
    const periodId = (await createPeriod(t.db, '2031-metricas')).id;
    const [campaign] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into campaigns (template_id, audience, filter, period_id, status, runs, last_run_at)
        values ((select min(id) from mail_templates), 'centres', '{}'::jsonb, ${periodId}, 'done',
        1, now() - interval '1 hour') returning id`,
    );
    if (!campaign) throw new Error('no campaign');
    await t.db.execute(sql`insert into sent_emails (receiver, subject, html, campaign_id, status,
      next_attempt_at) values
      ('a@x.es', 's', 'h', ${campaign.id}, true, null),
      ('b@x.es', 's', 'h', ${campaign.id}, true, null),
      ('c@x.es', 's', 'h', ${campaign.id}, false, now() + interval '1 hour'),
      ('d@x.es', 's', 'h', ${campaign.id}, false, null)`);

    const text = (await t.app.inject({ url: '/metrics', headers: scrape })).body;
    expect(
      sample(text, 'eval_transfer_duration_seconds_count{kind="export",route="/v1/users/export"}'),
    ).toBe(1);
    const series = (outcome: string) =>
      `eval_campaign_messages{campaign_id="${campaign.id}",outcome="${outcome}"}`;
    expect(sample(text, series('sent'))).toBe(2);
    expect(sample(text, series('pending'))).toBe(1);
    expect(sample(text, series('failed'))).toBe(1);
    expect(text).not.toContain('campana@x.es');
  });

  it('refuses a scrape without the token or with another one', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: bearer('otro-token-0123456789') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_requests_total');
  });
});

describe('metrics configuration', () => {
  it('METRICS_PORT serves them on their own port, not on the main one', async () => {
    const separate = await createTestApp({ env: { METRICS_PORT: '0', HOST: '127.0.0.1' } });
    try {
      expect((await separate.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      const port = separate.app.metrics?.port();
      expect(port).toBeGreaterThan(0);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('http_requests_total');
    } finally {
      await separate.close();
    }
  });
});
