import type { Executor } from '../../db/client';
import type { AdminScope } from '../../lib/scope';
import { currentTemplate } from '../templates/template-reads';
import { unfilledMail } from '../templates/template-service';
import { insertRecipientMails } from './recipients-repository';
import { findPeriodName, lockCampaignRuns, type CampaignToRun } from './repository';
import { centreAppSignInUrl } from '../emails/app-links';

export interface RunSettings {
  publicUrl: string;
  intervalDays: number;
}

/**
 * Enqueues one run of `campaign` inside `tx` with one INSERT … SELECT: every recipient's message
 * filled from the template's current version, recorded as due now in the outbox. Runs are
 * serialised by an advisory lock, so two campaigns over the same people, started at once on two
 * instances, cannot both pass the minimum-interval check. Returns how many were enqueued.
 */
export async function enqueueRun(
  tx: Executor,
  campaign: CampaignToRun,
  settings: RunSettings,
  scope: AdminScope,
): Promise<number> {
  await lockCampaignRuns(tx);
  const template = await currentTemplate(tx, campaign.template_id);
  const periodo = await findPeriodName(tx, campaign.period_id);
  const mails = {
    ES: unfilledMail(template.content, 'ES'),
    CA: unfilledMail(template.content, 'CA'),
  };
  const values = { periodo: periodo ?? '', enlace: centreAppSignInUrl(settings.publicUrl) };
  const target = {
    filter: campaign.filter,
    periodId: campaign.period_id,
    audience: campaign.audience,
    unfinishedOnly: campaign.repeat_days !== null,
    intervalDays: settings.intervalDays,
    scope,
  };
  return insertRecipientMails(tx, mails, values, campaign.id, target);
}
