import {
  campaignPreviewResponseSchema,
  campaignResponseSchema,
  campaignsResponseSchema,
} from '@eval/contracts/campaigns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { campaignFixture, reminderTemplateId } from '../../test/campaign-fixture';
import { runOneDueCampaign } from './scheduler';

let t: TestApp;
let auth: { authorization: string };
let reminderId: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  reminderId = await reminderTemplateId(t.db);
});
afterAll(() => t?.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });

describe('a reminder to several evaluation statuses at once', () => {
  it('reaches the centres in any of the statuses, in the preview and in the run', async () => {
    const f = await campaignFixture(t.db, 'multi');
    const target = (status: unknown) => ({
      filter: { groupby: [f.groupby], periodId: f.periodId, status },
      audience: 'coordinators',
      templateId: reminderId,
    });
    const reach = async (status: unknown) =>
      campaignPreviewResponseSchema.parse(
        (await post('/v15/campaigns/preview', target(status))).json(),
      ).data;

    // One centre not started, one in progress, one finished: each coordinator once.
    expect(await reach('NOT_STARTED')).toMatchObject({ recipients: 1, centres: 1 });
    expect(await reach(['NOT_STARTED', 'IN_PROGRESS'])).toMatchObject({
      recipients: 2,
      centres: 2,
    });
    expect(await reach(['IN_PROGRESS', 'FINISHED', 'IN_PROGRESS'])).toMatchObject({
      recipients: 2,
      centres: 2,
    });
    // A list of one is the one status; an empty list is every status.
    expect(await reach(['FINISHED'])).toMatchObject({ recipients: 1, centres: 1 });
    expect(await reach([])).toMatchObject({ recipients: 3, centres: 3 });

    const wrong = await post('/v15/campaigns/preview', target(['NOT_STARTED', 'DONE']));
    expect(wrong.statusCode).toBe(400);

    const created = await post('/v15/campaigns', {
      ...target(['NOT_STARTED', 'IN_PROGRESS']),
      schedule: { mode: 'at', at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(created.statusCode).toBe(201);
    const campaign = campaignResponseSchema.parse(created.json()).data;
    expect(campaign.filter.status).toEqual(['NOT_STARTED', 'IN_PROGRESS']);
    const listed = campaignsResponseSchema.parse(
      (await t.app.inject({ url: '/v15/campaigns', headers: auth })).json(),
    );
    expect(listed.data.find((c) => c.id === campaign.id)?.filter.status).toEqual([
      'NOT_STARTED',
      'IN_PROGRESS',
    ]);

    // The scheduled run reads the stored filter back and reaches the same two people.
    await t.db.execute(
      sql`update campaigns set next_run_at = now() - interval '1 second' where id = ${campaign.id}`,
    );
    await runOneDueCampaign(t.db, { publicUrl: t.config.PUBLIC_URL, intervalDays: 3 });
    const receivers = await queryRows<{ receiver: string }>(
      t.db,
      sql`select receiver from sent_emails where campaign_id = ${campaign.id} order by receiver`,
    );
    expect(receivers.map((r) => r.receiver).sort()).toEqual(
      [f.started.coordinator.email, f.inProgress.coordinator.email].sort(),
    );
  });
});
