import { sql } from 'drizzle-orm';
import {
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignPreview,
  type CampaignTarget,
  type CreateCampaignBody,
} from '@eval/contracts/campaigns';
import { queryRows, type Database, type Executor } from '../../db/client';
import { campaigns, sentEmails } from '../../db/schema/index';
import type { AuditTrail } from '../../lib/audit-trail';
import { AppError } from '../../lib/errors';
import { fillMail, type MailLanguage } from '../emails/mail-templates';
import { resolvePeriod } from '../quizzes/quiz-period';
import { currentTemplate } from '../templates/repository';
import { unfilledMail } from '../templates/template-service';
import { enqueueRun, type RunSettings } from './campaign-run';
import { PROGRESS_LABELS, recipientsFrom, type Target } from './recipients';
import { findCampaign } from './repository';
import type { EvaluationStatus } from '@eval/contracts/evaluation-enums';
import { centreAppSignInUrl } from '../emails/app-links';

/** The template (a reminder one) and the period the target resolves to. */
async function resolveTarget(db: Executor, body: CampaignTarget) {
  const template = await currentTemplate(db, body.templateId);
  if (template.kind !== 'reminder')
    throw new AppError('BAD_REQUEST', CAMPAIGN_MESSAGES.notReminder);
  const period = await resolvePeriod(db, body.filter.periodId);
  return { template, period, filter: { ...body.filter, periodId: period.id } };
}

/**
 * POST /v15/campaigns/preview: how many people and centres a campaign would reach now, and its
 * message rendered with the first of them (a real centre's data) in Spanish and in Catalan.
 */
export async function previewCampaign(
  db: Database,
  body: CampaignTarget & { repeat?: boolean },
  settings: RunSettings,
): Promise<CampaignPreview> {
  const { template, period, filter } = await resolveTarget(db, body);
  const target: Target = {
    filter,
    periodId: period.id,
    audience: body.audience,
    unfinishedOnly: body.repeat ?? false,
    intervalDays: settings.intervalDays,
  };
  const [counts] = await queryRows<{ recipients: number; centres: number }>(
    db,
    sql`select count(*)::int as recipients, count(distinct c.id)::int as centres ${recipientsFrom(target)}`,
  );
  const [recent] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n ${recipientsFrom(target, true)}`,
  );
  const [first] = await queryRows<{ nombre: string; centro: string; status: EvaluationStatus }>(
    db,
    sql`select u.nombre, c.nombre as centro, coalesce(e.status::text, 'NOT_STARTED') as status
        ${recipientsFrom(target)} order by c.nombre, c.id, u.id limit 1`,
  );
  const render = (language: MailLanguage) =>
    first &&
    fillMail(unfilledMail(template.content, language), {
      nombre: first.nombre,
      centro: first.centro,
      periodo: period.periodo,
      progreso: PROGRESS_LABELS[language][first.status],
      enlace: centreAppSignInUrl(settings.publicUrl),
    });
  const es = render('ES');
  const ca = render('CA');
  return {
    recipients: counts?.recipients ?? 0,
    centres: counts?.centres ?? 0,
    skippedRecent: recent?.n ?? 0,
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
  userId: number,
  settings: RunSettings,
): Promise<{ campaign: Campaign; queued: number }> {
  const { schedule } = body;
  if (schedule.mode !== 'now' && Date.parse(schedule.at) <= Date.now())
    throw new AppError('BAD_REQUEST', CAMPAIGN_MESSAGES.pastDate);
  const { id, queued } = await db.transaction(async (tx) => {
    const { filter, period } = await resolveTarget(tx, body);
    const repeatDays = schedule.mode === 'repeat' ? schedule.everyDays : null;
    const now = schedule.mode === 'now';
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into ${campaigns} (template_id, audience, filter, period_id, status, next_run_at,
            repeat_days, runs, last_run_at, created_by)
          values (${body.templateId}, ${body.audience}, ${JSON.stringify(filter)}::jsonb, ${period.id},
            ${now ? 'done' : 'scheduled'}, ${now ? null : schedule.at}::timestamptz, ${repeatDays},
            ${now ? 1 : 0}, ${now ? sql`now()` : null}, ${userId})
          returning id`,
    );
    if (!row) throw new Error('campaign insert returned nothing');
    if (!now) return { id: row.id, queued: 0 };
    const campaign = {
      id: row.id,
      template_id: body.templateId,
      audience: body.audience,
      filter,
      period_id: period.id,
      repeat_days: null,
    };
    const queued = await enqueueRun(tx, campaign, settings);
    if (queued === 0) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.noRecipients);
    return { id: row.id, queued };
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
    await tx.execute(sql`select id from ${campaigns} where id = ${id} for update`);
    if (before.status === 'cancelled')
      throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.alreadyCancelled);
    const pending = before.totals.queued + before.totals.failed;
    if (before.status === 'done' && pending === 0)
      throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.alreadyFinished);
    await tx.execute(sql`update ${campaigns} set status = 'cancelled', next_run_at = null,
        cancelled_at = now() where id = ${id}`);
    await tx.execute(sql`update ${sentEmails} set error = ${CAMPAIGN_MESSAGES.cancelledMail},
        next_attempt_at = null where campaign_id = ${id} and status = false`);
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
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`update ${sentEmails} set next_attempt_at = now()
          where campaign_id = ${id} and status = false and attempts > 0
            and error is distinct from ${CAMPAIGN_MESSAGES.cancelledMail}
          returning id`,
    );
    if (rows.length === 0) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.nothingToRetry);
    await audit(tx, { before, after: { retried: rows.length } });
    return rows.length;
  });
  return { ...(await findCampaign(db, id)), retried };
}
