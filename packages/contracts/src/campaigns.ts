import { z } from 'zod';
import {
  countsSchema,
  dataEnvelope,
  idParamsSchema,
  isoInstant,
  labelledCodes,
  pagedEnvelope,
} from './common';
import { EVALUATION_STATUSES } from './evaluation-enums';
import { renderedMailSchema } from './mail-templates';
import { quizFilterSchema } from './quizzes';

/** Who of each chosen centre receives the reminder. */
export const [CAMPAIGN_AUDIENCES, CAMPAIGN_AUDIENCE_LABELS] = labelledCodes({
  coordinators: 'Coordinadores de cada centro',
  users: 'Todos los usuarios activos de cada centro',
});
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

export const [CAMPAIGN_STATUSES, CAMPAIGN_STATUS_LABELS] = labelledCodes({
  scheduled: 'Programada',
  done: 'Enviada',
  cancelled: 'Cancelada',
});
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** When: now, once at a time, or every `everyDays` days from `at` until the period closes. */
export const campaignScheduleSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('now') }),
  z.strictObject({ mode: z.literal('at'), at: isoInstant }),
  z.strictObject({
    mode: z.literal('repeat'),
    at: isoInstant,
    everyDays: z.number().int().min(1).max(60),
  }),
]);
export type CampaignSchedule = z.infer<typeof campaignScheduleSchema>;

/**
 * A campaign's centres: the Seguimiento centros filter, whose status may also be several
 * statuses at once (a reminder to "Sin comenzar" and "En proceso" together). One
 * status, or none, is the list's own filter, unchanged.
 */
export const campaignFilterSchema = quizFilterSchema.extend({
  status: z
    .union([
      z.enum(EVALUATION_STATUSES),
      z.array(z.enum(EVALUATION_STATUSES)).max(EVALUATION_STATUSES.length),
    ])
    .nullish(),
});
export type CampaignFilter = z.infer<typeof campaignFilterSchema>;

/** The statuses a campaign filter names, without repeats; none means every status. */
export const campaignStatuses = (filter: CampaignFilter) => [
  ...new Set(filter.status == null ? [] : [filter.status].flat()),
];

/** The recipients: the centres' filter, the audience and the template. */
export const campaignTargetSchema = z.strictObject({
  filter: campaignFilterSchema,
  audience: z.enum(CAMPAIGN_AUDIENCES),
  templateId: z.number().int().positive(),
});
export type CampaignTarget = z.infer<typeof campaignTargetSchema>;

export const createCampaignBodySchema = campaignTargetSchema.extend({
  schedule: campaignScheduleSchema,
});
export type CreateCampaignBody = z.infer<typeof createCampaignBodySchema>;

/** POST /v15/campaigns/preview: how many, and the message with a real centre's data. */
export const campaignPreviewSchema = z.object({
  recipients: z.number().int().nonnegative(),
  centres: z.number().int().nonnegative(),
  /** Recipients left out because they had a reminder within the minimum interval. */
  skippedRecent: z.number().int().nonnegative(),
  intervalDays: z.number(),
  sample: z
    .object({ centro: z.string(), ES: renderedMailSchema, CA: renderedMailSchema })
    .nullable(),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;
export const campaignPreviewResponseSchema = dataEnvelope(campaignPreviewSchema);

export const campaignTotalsSchema = countsSchema('queued', 'sent', 'failed', 'cancelled');
export type CampaignTotals = z.infer<typeof campaignTotalsSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  template_id: z.number().int(),
  template: z.string(),
  audience: z.enum(CAMPAIGN_AUDIENCES),
  filter: campaignFilterSchema,
  /** The names of the filter's places, for reading it ("the filter names the communities"). */
  places: z.object({ comunidades: z.array(z.string()), municipio: z.string().nullable() }),
  period: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  next_run_at: z.string().nullable(),
  repeat_days: z.number().int().nullable(),
  runs: z.number().int(),
  last_run_at: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  totals: campaignTotalsSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignResponseSchema = dataEnvelope(campaignSchema);
export const campaignsResponseSchema = pagedEnvelope(campaignSchema);
export const campaignListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const campaignParamsSchema = idParamsSchema;
export const campaignRetryResponseSchema = dataEnvelope(
  campaignSchema.extend({ retried: z.number().int() }),
);

/** A campaign whose run is done but whose messages still wait in the outbox. */
export const CAMPAIGN_QUEUED_LABEL = 'En cola';

/**
 * What the campaign's state reads as: "Enviada" only once nothing of it waits in the queue;
 * until then "En cola" (a run that only enqueued was shown as sent).
 */
export const campaignStatusLabel = (campaign: Pick<Campaign, 'status' | 'totals'>): string =>
  campaign.status === 'done' && campaign.totals.queued > 0
    ? CAMPAIGN_QUEUED_LABEL
    : CAMPAIGN_STATUS_LABELS[campaign.status];

export const CAMPAIGN_MESSAGES = {
  notFound: 'La campaña no existe.',
  notReminder: 'La plantilla elegida no es de recordatorio.',
  pastDate: 'La fecha de envío debe ser posterior al momento actual.',
  noRecipients: 'Ningún destinatario cumple el filtro: no se ha creado la campaña.',
  alreadyFinished: 'La campaña ya no tiene envíos pendientes: no se puede cancelar.',
  alreadyCancelled: 'La campaña ya está cancelada.',
  nothingToRetry: 'La campaña no tiene correos fallidos que reintentar.',
  cancelledMail: 'Campaña cancelada',
  created: 'Campaña creada',
  /**
   * A scoped administrator named a campaign that is not one of theirs for their communities, or
   * a filter reaching outside them.
   */
  outOfScope:
    'Esa campaña no es de su ámbito: solo puede ver y gestionar las campañas que creó para sus comunidades.',
} as const;
