import {
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignPreview,
  type CampaignTarget,
  type CreateCampaignBody,
} from '@eval/contracts/campaigns';
import type { Database, Executor } from '../../db/client';
import type { AuditTrail } from '../../lib/audit-trail';
import { AppError } from '../../lib/errors';
import type { AdminScope } from '../../lib/scope';
import { campaignFilterInScope } from './campaign-scope';
import { fillMail, type MailLanguage } from '../emails/mail-templates';
import { resolvePeriod } from '../quizzes/quiz-period';
import { currentTemplate } from '../templates/template-reads';
import { unfilledMail } from '../templates/template-service';
import { enqueueRun, type RunSettings } from './campaign-run';
import {
  countRecentlyReminded,
  countRecipients,
  firstRecipient,
  PROGRESS_LABELS,
  type Target,
} from './recipients-repository';
import {
  campaignById,
  insertCampaign,
  lockCampaign,
  makeFailedMailsDue,
  markCampaignCancelled,
} from './repository';
import { centreAppSignInUrl } from '../emails/app-links';

/** One campaign with its totals; 404 when it does not exist. */
export async function findCampaign(db: Executor, id: number): Promise<Campaign> {
  const campaign = await campaignById(db, id);
  if (!campaign) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
  return campaign;
}

/**
 * The template (a reminder one) and the period the target resolves to, and its filter as the
 * scope narrows it (403 when it names a community outside).
 */
async function resolveTarget(db: Executor, body: CampaignTarget, scope: AdminScope) {
  const filter = campaignFilterInScope(scope, body.filter);
  const template = await currentTemplate(db, body.templateId);
  if (template.kind !== 'reminder')
    throw new AppError('BAD_REQUEST', CAMPAIGN_MESSAGES.notReminder);
  const period = await resolvePeriod(db, filter.periodId);
  return { template, period, filter: { ...filter, periodId: period.id } };
}

/**
 * POST /v15/campaigns/preview: how many people and centres a campaign would reach now, and its
 * message rendered with the first of them (a real centre's data) in Spanish and in Catalan.
 */
export async function previewCampaign(
  db: Database,
  body: CampaignTarget & { repeat?: boolean },
  settings: RunSettings,
  scope: AdminScope,
): Promise<CampaignPreview> {
  const { template, period, filter } = await resolveTarget(db, body, scope);
  const target: Target = {
    filter,
    periodId: period.id,
    audience: body.audience,
    unfinishedOnly: body.repeat ?? false,
    intervalDays: settings.intervalDays,
    scope,
  };
  const counts = await countRecipients(db, target);
  const recent = await countRecentlyReminded(db, target);
  const first = await firstRecipient(db, target);
  const render = (language: MailLanguage) =>
    first &&
    fillMail(unfilledMail(template.content, language), {
      nombre: first.nombre,
      centro: first.centro,
      periodo: period.periodo,
      progreso: PROGRESS_LABELS[language][first.status],
      plan: first.plan[language],
      enlace: centreAppSignInUrl(settings.publicUrl),
    });
  const es = render('ES');
  const ca = render('CA');
  return {
    recipients: counts?.recipients ?? 0,
    centres: counts?.centres ?? 0,
    skippedRecent: recent ?? 0,
    intervalDays: settings.intervalDays,
    sample: first && es && ca ? { centro: first.centro, ES: es, CA: ca } : null,
  };
}

/**
 * POST /v15/campaigns: records the campaign; sent now, its first run is enqueued in the same
 * transaction (all or nothing), else the scheduler runs it when it is due.
 */
export async function createCampaign(
  db: Database,
  body: CreateCampaignBody,
  actor: { id: number; scope: AdminScope },
  settings: RunSettings,
): Promise<{ campaign: Campaign; queued: number }> {
  const { schedule } = body;
  if (schedule.mode !== 'now' && Date.parse(schedule.at) <= Date.now())
    throw new AppError('BAD_REQUEST', CAMPAIGN_MESSAGES.pastDate);
  const { id, queued } = await db.transaction(async (tx) => {
    const { filter, period } = await resolveTarget(tx, body, actor.scope);
    const repeatDays = schedule.mode === 'repeat' ? schedule.everyDays : null;
    const now = schedule.mode === 'now';
    const id = await insertCampaign(tx, {
      templateId: body.templateId,
      audience: body.audience,
      filter,
      periodId: period.id,
      now,
      at: now ? null : schedule.at,
      repeatDays,
      userId: actor.id,
    });
    if (id === undefined) throw new Error('campaign insert returned nothing');
    if (!now) return { id, queued: 0 };
    const campaign = {
      id,
      template_id: body.templateId,
      audience: body.audience,
      filter,
      period_id: period.id,
      repeat_days: null,
    };
    const queued = await enqueueRun(tx, campaign, settings, actor.scope);
    if (queued === 0) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.noRecipients);
    return { id, queued };
  });
  return { campaign: await findCampaign(db, id), queued };
}

/**
 * POST /v15/campaigns/:id/cancel: no further runs, and its messages not yet sent stay unsent
 * (recorded with the reason). A message already in an SMTP conversation finishes.
 */
export async function cancelCampaign(
  db: Database,
  id: number,
  audit: AuditTrail,
): Promise<Campaign> {
  await db.transaction(async (tx) => {
    const before = await findCampaign(tx, id);
    await lockCampaign(tx, id);
    if (before.status === 'cancelled')
      throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.alreadyCancelled);
    const pending = before.totals.queued + before.totals.failed;
    if (before.status === 'done' && pending === 0)
      throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.alreadyFinished);
    await markCampaignCancelled(tx, id);
    await audit(tx, { before, after: { status: 'cancelled' } });
  });
  return findCampaign(db, id);
}

/**
 * POST /v15/campaigns/:id/retry: its failed messages (given up or waiting) due again now; the
 * worker sends them, once each (the outbox's claim).
 */
export async function retryCampaign(
  db: Database,
  id: number,
  audit: AuditTrail,
): Promise<Campaign & { retried: number }> {
  const retried = await db.transaction(async (tx) => {
    const before = await findCampaign(tx, id);
    if (before.status === 'cancelled')
      throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.alreadyCancelled);
    const rows = await makeFailedMailsDue(tx, id);
    if (rows.length === 0) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.nothingToRetry);
    await audit(tx, { before, after: { retried: rows.length } });
    return rows.length;
  });
  return { ...(await findCampaign(db, id)), retried };
}
