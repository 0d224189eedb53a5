import { defineCall } from '../call';
import {
  campaignListQuerySchema,
  campaignParamsSchema,
  campaignPreviewResponseSchema,
  campaignResponseSchema,
  campaignRetryResponseSchema,
  campaignsResponseSchema,
  campaignTargetSchema,
  createCampaignBodySchema,
} from '../campaigns';
import { apiErrorSchema } from '../common';
import { z } from 'zod';

const tags = ['campaigns'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
/** The calls that can also answer 409, when the campaign's state or its recipients refuse. */
const conflictErrors = { ...errors, 409: apiErrorSchema };

/** Reminder campaigns (docs/campaigns.md). */
export const campaignCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v15/campaigns',
    access: 'admin',
    scope: 'scoped',
    summary: 'Campañas de recordatorio con sus totales',
    tags,
    query: campaignListQuerySchema,
    responses: { 200: campaignsResponseSchema, ...errors },
  }),
  get: defineCall({
    method: 'GET',
    path: '/v15/campaigns/:id',
    access: 'admin',
    scope: 'scoped',
    summary: 'Una campaña con sus totales',
    tags,
    params: campaignParamsSchema,
    responses: { 200: campaignResponseSchema, ...errors },
  }),
  preview: defineCall({
    method: 'POST',
    path: '/v15/campaigns/preview',
    access: 'admin',
    scope: 'scoped',
    summary: 'Destinatarios y vista previa de un recordatorio (no envía nada)',
    tags,
    body: campaignTargetSchema.extend({ repeat: z.boolean().optional() }),
    responses: { 200: campaignPreviewResponseSchema, ...conflictErrors },
  }),
  create: defineCall({
    method: 'POST',
    path: '/v15/campaigns',
    access: 'admin',
    scope: 'scoped',
    summary: 'Crea una campaña: la envía ahora o la programa',
    tags,
    body: createCampaignBodySchema,
    responses: { 201: campaignResponseSchema, ...conflictErrors },
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/v15/campaigns/:id/cancel',
    access: 'admin',
    scope: 'scoped',
    summary: 'Cancela una campaña: no más envíos ni ejecuciones',
    tags,
    params: campaignParamsSchema,
    responses: { 200: campaignResponseSchema, ...conflictErrors },
  }),
  retry: defineCall({
    method: 'POST',
    path: '/v15/campaigns/:id/retry',
    access: 'admin',
    scope: 'scoped',
    summary: 'Reintenta los correos fallidos de una campaña',
    tags,
    params: campaignParamsSchema,
    responses: { 200: campaignRetryResponseSchema, ...conflictErrors },
  }),
};
