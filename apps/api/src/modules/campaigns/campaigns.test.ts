import {
  campaignPreviewResponseSchema,
  campaignResponseSchema,
  campaignsResponseSchema,
  CAMPAIGN_MESSAGES,
} from '@eval/contracts/campaigns';
import { sentEmailsResponseSchema } from '@eval/contracts/emails';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import {
  campaignFixture,
  reminderTemplateId,
  type CampaignFixture,
} from '../../test/campaign-fixture';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/mail-test-server';
import { eventually } from '../../test/user-helpers';
import { runDueCampaigns, runOneDueCampaign } from './scheduler';
import { expectRefused } from '../../test/replies';

let t: TestApp;
let peer: TestSmtpServer;
let auth: { authorization: string };
let reminderId: number;
const settings = () => ({ publicUrl: t.config.PUBLIC_URL, intervalDays: 3 });

beforeAll(async () => {
  peer = await startTestSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${peer.port}`, MAIL_RATE_PER_SECOND: '500' },
  });
  auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  reminderId = await reminderTemplateId(t.db);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const target = (f: CampaignFixture, audience: 'coordinators' | 'users' = 'coordinators') => ({
  filter: { groupby: [f.groupby], periodId: f.periodId },
  audience,
  templateId: reminderId,
});
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
const future = (ms: number) => new Date(Date.now() + ms).toISOString();
const campaignRows = (id: number) =>
  queryRows<{ receiver: string; html: string; subject: string; text: string; status: boolean }>(
    t.db,
    sql`select receiver, html, subject, text, status from sent_emails where campaign_id = ${id} order by receiver`,
  );
/** A campaign scheduled an hour from now over the fixture's coordinators. */
async function scheduledIn1h(f: CampaignFixture) {
  const res = await post('/v15/campaigns', {
    ...target(f),
    schedule: { mode: 'at', at: future(3_600_000) },
  });
  return campaignResponseSchema.parse(res.json()).data;
}
const auditOf = (action: string, entityId: number) =>
  queryRows<{ action: string }>(
    t.db,
    sql`select action from audit_log where action = ${action} and entity_id = ${String(entityId)}`,
  );

describe('campaign preview', () => {
  it('counts people and centres per audience and renders a real centre in ES and CA, escaped', async () => {
    const f = await campaignFixture(t.db, 'prev');
    const coordinators = campaignPreviewResponseSchema.parse(
      (await post('/v15/campaigns/preview', target(f))).json(),
    ).data;
    // Three centres' active coordinators; the inactive one is left out.
    expect(coordinators).toMatchObject({ recipients: 3, centres: 3, skippedRecent: 0 });
    const everyone = campaignPreviewResponseSchema.parse(
      (await post('/v15/campaigns/preview', target(f, 'users'))).json(),
    ).data;
    expect(everyone).toMatchObject({ recipients: 4, centres: 3 });
    const unfinished = campaignPreviewResponseSchema.parse(
      (await post('/v15/campaigns/preview', { ...target(f), repeat: true })).json(),
    ).data;
    expect(unfinished).toMatchObject({ recipients: 2, centres: 2 });

    const sample = coordinators.sample;
    expect(sample?.centro).toBe('Colegio acabado prev');
    // A reminder's link opens the centre app's sign-in.
    expect(sample?.ES.text).toContain(`${t.config.PUBLIC_URL}/centro/entrar`);
    const withTags = campaignPreviewResponseSchema.parse(
      (
        await post('/v15/campaigns/preview', {
          ...target(f),
          filter: { ...target(f).filter, status: 'NOT_STARTED' },
        })
      ).json(),
    ).data;
    expect(withTags.sample?.ES.html).toContain('Escola &lt;b&gt;prev&lt;/b&gt; &amp; Co');
    expect(withTags.sample?.ES.html).not.toContain('<b>prev');
    expect(withTags.sample?.ES.html).toContain('Sin comenzar');
    expect(withTags.sample?.CA.html).toContain('Sense començar');
    expect(withTags.sample?.CA.subject).toContain('Recordatori');
    expect(withTags.sample?.ES.text).toContain('Escola <b>prev</b> & Co');
  });

  it('refuses a template that is not a reminder, and an unknown one', async () => {
    const f = await campaignFixture(t.db, 'refuse');
    const [welcome] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from mail_templates where kind = 'welcome'`,
    );
    const wrong = await post('/v15/campaigns/preview', { ...target(f), templateId: welcome?.id });
    expectRefused(wrong, 400, CAMPAIGN_MESSAGES.notReminder);
    const missing = await post('/v15/campaigns/preview', { ...target(f), templateId: 999_999 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('sending a campaign now', () => {
  it('enqueues each recipient once in their language, delivers it, and keeps the interval', async () => {
    const f = await campaignFixture(t.db, 'now');
    const created = await post('/v15/campaigns', {
      ...target(f, 'users'),
      schedule: { mode: 'now' },
    });
    expect(created.statusCode).toBe(201);
    const campaign = campaignResponseSchema.parse(created.json()).data;
    expect(campaign).toMatchObject({ status: 'done', runs: 1, audience: 'users' });
    const rows = await campaignRows(campaign.id);
    expect(rows).toHaveLength(4);
    const catalan = rows.find((r) => r.receiver.includes('.ca.2.'));
    expect(catalan?.subject).toContain('Recordatori');
    expect(catalan?.html).toContain('Escola &lt;b&gt;now&lt;/b&gt;');

    // Delivered by the worker, each once, at a real SMTP peer.
    await eventually(async () => {
      const { data } = campaignResponseSchema.parse(
        (await t.app.inject({ url: `/v15/campaigns/${campaign.id}`, headers: auth })).json(),
      );
      return data.totals.sent === 4;
    }, 20_000);
    for (const row of rows) {
      expect(peer.received.filter((m) => m.to.includes(row.receiver))).toHaveLength(1);
    }

    // Correos enviados filtered by campaign.
    const filter = encodeURIComponent(JSON.stringify({ campaignId: campaign.id }));
    const listed = sentEmailsResponseSchema.parse(
      (
        await t.app.inject({
          url: `/v15/sent-emails?filter=${filter}&setup=${encodeURIComponent('{"size":20,"page":0}')}`,
          headers: auth,
        })
      ).json(),
    );
    expect(listed.count).toBe(4);

    // A second campaign over the same people within the interval reaches nobody.
    const preview = campaignPreviewResponseSchema.parse(
      (await post('/v15/campaigns/preview', target(f, 'users'))).json(),
    ).data;
    expect(preview).toMatchObject({ recipients: 0, skippedRecent: 4, intervalDays: 3 });
    const again = await post('/v15/campaigns', {
      ...target(f, 'users'),
      schedule: { mode: 'now' },
    });
    expectRefused(again, 409, CAMPAIGN_MESSAGES.noRecipients);

    const list = campaignsResponseSchema.parse(
      (await t.app.inject({ url: '/v15/campaigns?page=0&size=50', headers: auth })).json(),
    );
    expect(list.data.some((c) => c.id === campaign.id)).toBe(true);
    expect(await auditOf('POST /v15/campaigns', campaign.id)).toHaveLength(1);
  });
});

describe('the plan placeholder', () => {
  it("fills {{plan}} with each centre's plan in the recipient's language, in the preview and the messages", async () => {
    const f = await campaignFixture(t.db, 'plan');
    const template = await post('/v15/mail-templates', {
      nombre: 'Recordatorio del plan',
      subject_es: 'Su plan de mejora',
      body_es: 'Estado del plan: {{plan}}.',
      subject_ca: 'El vostre pla de millora',
      body_ca: 'Estat del pla: {{plan}}.',
    });
    expect(template.statusCode, template.body).toBe(201);
    const templateId = template.json<{ data: { id: number } }>().data.id;
    const [key] = await queryRows<{ id: number }>(t.db, sql`select id from claves limit 1`);
    // Three actions in the not-started centre: one done, one overdue, one still in time.
    await t.db
      .execute(sql`insert into plan_actions (centros_id, periodos_id, texto, claves_id, estado, fecha_limite)
      values (${f.started.id}, ${f.periodId}, 'Hecha', ${key?.id}, 'hecha', current_date - 10),
             (${f.started.id}, ${f.periodId}, 'Vencida', ${key?.id}, 'pendiente', current_date - 1),
             (${f.started.id}, ${f.periodId}, 'A tiempo', ${key?.id}, 'en_curso', current_date + 30)`);

    const preview = campaignPreviewResponseSchema.parse(
      (await post('/v15/campaigns/preview', { ...target(f, 'users'), templateId })).json(),
    ).data;
    // The sample is the first centre by name, the finished one, which has no plan.
    expect(preview.sample?.ES.text).toContain('Estado del plan: Sin plan.');
    expect(preview.sample?.CA.text).toContain('Estat del pla: Sense pla.');

    const created = await post('/v15/campaigns', {
      ...target(f, 'users'),
      templateId,
      schedule: { mode: 'now' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const rows = await campaignRows(campaignResponseSchema.parse(created.json()).data.id);
    const textOf = (person: { email: string }) =>
      rows.find((r) => r.receiver === person.email)?.text;
    expect(textOf(f.started.coordinator)).toContain(
      'Estado del plan: 3 acciones · 1 hecha · 1 vencida.',
    );
    expect(textOf(f.started.teacher)).toContain('Estat del pla: 3 accions · 1 feta · 1 vençuda.');
    expect(textOf(f.inProgress.coordinator)).toContain('Estat del pla: Sense pla.');
  });
});

describe('campaign list', () => {
  it('names the filter’s communities and municipality', async () => {
    const f = await campaignFixture(t.db, 'places');
    const [place] = await queryRows<{ ccaa: number; ccaa_name: string; id: number; name: string }>(
      t.db,
      sql`select c.id as ccaa, c.nombre as ccaa_name, m.id_municipio as id, m.nombre as name
        from municipios m join comunidades c on c.id = m.comunidad_id
        order by m.id_municipio limit 1`,
    );
    const created = await post('/v15/campaigns', {
      ...target(f),
      filter: { ...target(f).filter, comunidades: [place?.ccaa], municipio: place?.id },
      schedule: { mode: 'at', at: future(3_600_000) },
    });
    expect(created.statusCode).toBe(201);
    const { id } = campaignResponseSchema.parse(created.json()).data;
    const list = campaignsResponseSchema.parse(
      (await t.app.inject({ url: '/v15/campaigns?page=0&size=50', headers: auth })).json(),
    );
    expect(list.data.find((c) => c.id === id)?.places).toEqual({
      comunidades: [place?.ccaa_name],
      municipio: place?.name,
    });
    await post(`/v15/campaigns/${id}/cancel`);
  });
});

describe('scheduled campaigns', () => {
  it('refuses a date in the past', async () => {
    const f = await campaignFixture(t.db, 'past');
    const res = await post('/v15/campaigns', {
      ...target(f),
      schedule: { mode: 'at', at: new Date(Date.now() - 60_000).toISOString() },
    });
    expectRefused(res, 400, CAMPAIGN_MESSAGES.pastDate);
  });

  it('runs a due campaign exactly once when several instances claim it at once', async () => {
    const f = await campaignFixture(t.db, 'once');
    const created = await scheduledIn1h(f);
    expect(created).toMatchObject({ status: 'scheduled', runs: 0 });
    expect(await campaignRows(created.id)).toHaveLength(0);
    await t.db.execute(
      sql`update campaigns set next_run_at = now() - interval '1 second' where id = ${created.id}`,
    );
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => runOneDueCampaign(t.db, settings())),
    );
    expect(runs.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const [row] = await queryRows<{ runs: number; status: string }>(
      t.db,
      sql`select runs, status from campaigns where id = ${created.id}`,
    );
    expect(row).toMatchObject({ runs: 1, status: 'done' });
    expect(await campaignRows(created.id)).toHaveLength(3);
    expect(await auditOf('RUN campaign', created.id)).toHaveLength(1);
  });

  it('repeats to the unfinished centres until the period is closed', async () => {
    const f = await campaignFixture(t.db, 'repeat');
    const created = campaignResponseSchema.parse(
      (
        await post('/v15/campaigns', {
          ...target(f),
          schedule: { mode: 'repeat', at: future(3_600_000), everyDays: 7 },
        })
      ).json(),
    ).data;
    await t.db.execute(
      sql`update campaigns set next_run_at = now() - interval '1 minute' where id = ${created.id}`,
    );
    await runDueCampaigns(t.db, settings());
    const [after] = await queryRows<{ runs: number; status: string; days: number }>(
      t.db,
      sql`select runs, status, round(extract(epoch from next_run_at - now()) / 86400)::int as days
          from campaigns where id = ${created.id}`,
    );
    expect(after).toMatchObject({ runs: 1, status: 'scheduled', days: 7 });
    // The finished centre is left out of a recurring run.
    const receivers = (await campaignRows(created.id)).map((r) => r.receiver);
    expect(receivers).toHaveLength(2);
    expect(receivers.some((r) => r.includes(`.${f.finished.id}.`))).toBe(false);

    // The period closes: the next due run ends the campaign without sending.
    await t.db.execute(sql`update periodos set activo = false where id = ${f.periodId}`);
    await t.db.execute(
      sql`update campaigns set next_run_at = now() - interval '1 minute' where id = ${created.id}`,
    );
    await runDueCampaigns(t.db, settings());
    const [closed] = await queryRows<{ runs: number; status: string }>(
      t.db,
      sql`select runs, status from campaigns where id = ${created.id}`,
    );
    expect(closed).toMatchObject({ runs: 1, status: 'done' });
    expect(await campaignRows(created.id)).toHaveLength(2);
  });

  it('cancels a scheduled campaign once, with an audit line; nothing to retry is a 409', async () => {
    const f = await campaignFixture(t.db, 'cancel');
    const created = await scheduledIn1h(f);
    const cancelled = await post(`/v15/campaigns/${created.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(campaignResponseSchema.parse(cancelled.json()).data).toMatchObject({
      status: 'cancelled',
      next_run_at: null,
    });
    expect(await auditOf('POST /v15/campaigns/:id/cancel', created.id)).toHaveLength(1);
    const again = await post(`/v15/campaigns/${created.id}/cancel`);
    expectRefused(again, 409, CAMPAIGN_MESSAGES.alreadyCancelled);
    const retry = await post(`/v15/campaigns/${created.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect((await post('/v15/campaigns/999999/cancel')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/v15/campaigns/999999', headers: auth })).statusCode).toBe(
      404,
    );
  });

  it('cancelling while messages wait leaves them unsent, marked as cancelled', async () => {
    const f = await campaignFixture(t.db, 'stop');
    const created = await scheduledIn1h(f);
    // Enqueued but not yet attempted (as if the worker had not reached them).
    await t.db.execute(
      sql`update campaigns set next_run_at = now() - interval '1 second' where id = ${created.id}`,
    );
    await runOneDueCampaign(t.db, settings());
    await t.db.execute(
      sql`update sent_emails set next_attempt_at = now() + interval '1 hour' where campaign_id = ${created.id} and status = false`,
    );
    const sentBefore = (await campaignRows(created.id)).filter((r) => r.status).length;
    const res = await post(`/v15/campaigns/${created.id}/cancel`);
    expect(res.statusCode).toBe(200);
    const { totals } = campaignResponseSchema.parse(res.json()).data;
    expect(totals.cancelled + totals.sent).toBe(3);
    expect(totals.sent).toBe(sentBefore);
  });
});
