import { apiErrorSchema } from '@eval/contracts/common';
import {
  campaignListQuerySchema,
  campaignParamsSchema,
  campaignPreviewResponseSchema,
  campaignResponseSchema,
  campaignRetryResponseSchema,
  campaignsResponseSchema,
  campaignTargetSchema,
  createCampaignBodySchema,
} from '@eval/contracts/campaigns';
import { z } from 'zod';
import type { AppModule } from '../../http/module';
import { accessErrors, adminRoutes } from '../../http/admin-routes';
import { findCampaign, listCampaigns } from './repository';
import { runDueCampaigns } from './scheduler';
import { cancelCampaign, createCampaign, previewCampaign, retryCampaign } from './service';

const route = adminRoutes(['campaigns'], accessErrors);
/** The routes that can also answer 409, when the campaign's state or its recipients refuse. */
const conflictRoute = adminRoutes(['campaigns'], { ...accessErrors, 409: apiErrorSchema });

/**
 * Reminder campaigns (issue 18, docs/campaigns.md): preview, create (now, at a time, or
 * recurring), list with live totals, cancel and retry. Scheduled runs are carried out by the
 * mail worker's tick on whichever instance claims them first.
 */
export const campaignsModule: AppModule = async (app, { db, config }) => {
  const settings = { publicUrl: config.PUBLIC_URL, intervalDays: config.REMINDER_INTERVAL_DAYS };
  app.mail.onTick(() => runDueCampaigns(db, settings));

  app.get(
    '/v15/campaigns',
    route.ok(
      'Campañas de recordatorio con sus totales',
      { querystring: campaignListQuerySchema },
      campaignsResponseSchema,
    ),
    async (request) => listCampaigns(db, request.query.page, request.query.size),
  );

  app.get(
    '/v15/campaigns/:id',
    route.ok(
      'Una campaña con sus totales',
      { params: campaignParamsSchema },
      campaignResponseSchema,
    ),
    async (request) => ({ data: await findCampaign(db, request.params.id) }),
  );

  app.post(
    '/v15/campaigns/preview',
    conflictRoute.ok(
      'Destinatarios y vista previa de un recordatorio (no envía nada)',
      { body: campaignTargetSchema.extend({ repeat: z.boolean().optional() }) },
      campaignPreviewResponseSchema,
    ),
    async (request) => ({ data: await previewCampaign(db, request.body, settings) }),
  );

  app.post(
    '/v15/campaigns',
    conflictRoute.created(
      'Crea una campaña: la envía ahora o la programa',
      { body: createCampaignBodySchema },
      campaignResponseSchema,
    ),
    async (request, reply) => {
      const { campaign, queued } = await createCampaign(
        db,
        request.body,
        request.user.id,
        settings,
      );
      if (queued > 0) app.mail.kick();
      return reply.code(201).send({ data: campaign });
    },
  );

  app.post(
    '/v15/campaigns/:id/cancel',
    conflictRoute.ok(
      'Cancela una campaña: no más envíos ni ejecuciones',
      { params: campaignParamsSchema },
      campaignResponseSchema,
    ),
    async (request) => ({ data: await cancelCampaign(db, request.params.id, request.audit) }),
  );

  app.post(
    '/v15/campaigns/:id/retry',
    conflictRoute.ok(
      'Reintenta los correos fallidos de una campaña',
      { params: campaignParamsSchema },
      campaignRetryResponseSchema,
    ),
    async (request) => {
      const data = await retryCampaign(db, request.params.id, request.audit);
      app.mail.kick();
      return { data };
    },
  );
};
