import { campaignCalls } from '@eval/contracts/calls/campaigns';
import type { AppModule } from '../../http/module';
import { routeOf } from '../../http/route-of';
import { assertCampaignInScope } from './campaign-scope';
import { listCampaigns } from './repository';
import { runDueCampaigns } from './scheduler';
import {
  cancelCampaign,
  createCampaign,
  findCampaign,
  previewCampaign,
  retryCampaign,
} from './service';

/**
 * Reminder campaigns (docs/campaigns.md; declared in contracts/calls/campaigns.ts):
 * preview, create (now, at a time, or recurring), list with live totals, cancel and retry.
 * Scheduled runs are carried out by the mail worker's tick on whichever instance claims them
 * first.
 */
export const campaignsModule: AppModule = async (app, { db, config }) => {
  const settings = { publicUrl: config.PUBLIC_URL, intervalDays: config.REMINDER_INTERVAL_DAYS };
  app.mail.onTick(() => runDueCampaigns(db, settings));

  app.route({
    ...routeOf(campaignCalls.list),
    handler: async (request) =>
      listCampaigns(db, request.query.page, request.query.size, request.user.scope),
  });

  app.route({
    ...routeOf(campaignCalls.get),
    handler: async (request) => {
      await assertCampaignInScope(db, request.user.scope, request.params.id);
      return { data: await findCampaign(db, request.params.id) };
    },
  });

  app.route({
    ...routeOf(campaignCalls.preview),
    handler: async (request) => ({
      data: await previewCampaign(db, request.body, settings, request.user.scope),
    }),
  });

  app.route({
    ...routeOf(campaignCalls.create),
    handler: async (request, reply) => {
      const { campaign, queued } = await createCampaign(db, request.body, request.user, settings);
      if (queued > 0) app.mail.kick();
      return reply.code(201).send({ data: campaign });
    },
  });

  app.route({
    ...routeOf(campaignCalls.cancel),
    handler: async (request) => {
      await assertCampaignInScope(db, request.user.scope, request.params.id);
      return { data: await cancelCampaign(db, request.params.id, request.audit) };
    },
  });

  app.route({
    ...routeOf(campaignCalls.retry),
    handler: async (request) => {
      await assertCampaignInScope(db, request.user.scope, request.params.id);
      const data = await retryCampaign(db, request.params.id, request.audit);
      app.mail.kick();
      return { data };
    },
  });
};
