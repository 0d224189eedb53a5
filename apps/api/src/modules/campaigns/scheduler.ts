import { NATIONAL } from '../../lib/scope';
import type { Database } from '../../db/client';
import { enqueueRun, type RunSettings } from './campaign-run';
import {
  anyCampaignDue,
  insertRunAudit,
  lockNextDueCampaign,
  markCampaignDone,
  recordCampaignRun,
} from './repository';

/**
 * Claims one due run and carries it out in the same transaction: the row is taken with
 * FOR UPDATE SKIP LOCKED (another instance skips it), the messages are enqueued, and
 * next_run_at moves on (or the campaign is done) before commit. A run therefore happens exactly
 * once however many instances tick; if anything fails, the transaction rolls back and the run
 * stays due for the next tick. Returns false when nothing was due.
 */
export async function runOneDueCampaign(db: Database, settings: RunSettings): Promise<boolean> {
  // Every instance ticks every few seconds: a plain read first, so that a tick with nothing due
  // opens no transaction and takes no lock (the claim below still decides who runs it).
  if (!(await anyCampaignDue(db))) return false;
  return db.transaction(async (tx) => {
    const due = await lockNextDueCampaign(tx);
    if (!due) return false;
    // A recurring reminder ends when its period is closed; a one-off run goes out regardless.
    if (due.repeat_days !== null && !due.period_active) {
      await markCampaignDone(tx, due.id);
      return true;
    }
    // National: a scoped administrator's campaign was stored with their communities only.
    const queued = await enqueueRun(tx, due, settings, NATIONAL);
    await recordCampaignRun(tx, due.id);
    await insertRunAudit(tx, due.id, queued);
    return true;
  });
}

/** Every run that is due, one transaction each. */
export async function runDueCampaigns(db: Database, settings: RunSettings): Promise<number> {
  let runs = 0;
  while (await runOneDueCampaign(db, settings)) runs += 1;
  return runs;
}
