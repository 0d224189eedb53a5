import { sql } from 'drizzle-orm';
import type { CampaignAudience, CampaignFilter } from '@eval/contracts/campaigns';
import { queryRows, type Executor } from '../../db/client';
import { currentTemplate } from '../templates/repository';
import { unfilledMail } from '../templates/template-service';
import { recipientMails, recipientsFrom } from './recipients';
import { periodos, sentEmails } from '../../db/schema/index';
import { centreAppSignInUrl } from '../emails/app-links';

/** Advisory lock taken by every campaign run: runs never overlap, so the interval holds. */
const CAMPAIGN_LOCK = 727_100_018;

/** What a run needs from the campaign row. */
export interface CampaignToRun {
  id: number;
  template_id: number;
  audience: CampaignAudience;
  filter: CampaignFilter;
  period_id: number;
  repeat_days: number | null;
}

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
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAMPAIGN_LOCK})`);
  const template = await currentTemplate(tx, campaign.template_id);
  const [period] = await queryRows<{ periodo: string }>(
    tx,
    sql`select periodo from ${periodos} where id = ${campaign.period_id}`,
  );
  const mails = {
    ES: unfilledMail(template.content, 'ES'),
    CA: unfilledMail(template.content, 'CA'),
  };
  const values = { periodo: period?.periodo ?? '', enlace: centreAppSignInUrl(settings.publicUrl) };
  const target = {
    filter: campaign.filter,
    periodId: campaign.period_id,
    audience: campaign.audience,
    unfinishedOnly: campaign.repeat_days !== null,
    intervalDays: settings.intervalDays,
  };
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with queued as (
          insert into ${sentEmails} (receiver, subject, html, text, user_id, campaign_id, next_attempt_at)
          select ${recipientMails(mails, values, campaign.id)} ${recipientsFrom(target)}
          returning 1)
        select count(*)::int as n from queued`,
  );
  return rows[0]?.n ?? 0;
}
