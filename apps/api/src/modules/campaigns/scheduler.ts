import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { auditLog, campaigns, periodos } from '../../db/schema/index';
import { enqueueRun, type CampaignToRun, type RunSettings } from './campaign-run';

interface DueCampaign extends CampaignToRun {
  period_active: boolean;
}

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
  const [anyDue] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${campaigns} where status = 'scheduled' and next_run_at <= now() limit 1`,
  );
  if (!anyDue) return false;
  return db.transaction(async (tx) => {
    const [due] = await queryRows<DueCampaign>(
      tx,
      sql`select c.id, c.template_id, c.audience, c.filter, c.period_id, c.repeat_days,
            p.activo as period_active
          from ${campaigns} c join ${periodos} p on p.id = c.period_id
          where c.status = 'scheduled' and c.next_run_at <= now()
          order by c.next_run_at, c.id limit 1
          for update of c skip locked`,
    );
    if (!due) return false;
    // A recurring reminder ends when its period is closed; a one-off run goes out regardless.
    if (due.repeat_days !== null && !due.period_active) {
      await tx.execute(
        sql`update ${campaigns} set status = 'done', next_run_at = null where id = ${due.id}`,
      );
      return true;
    }
    const queued = await enqueueRun(tx, due, settings);
    await tx.execute(sql`update ${campaigns} set runs = runs + 1, last_run_at = now(),
        status = case when repeat_days is null then 'done' else 'scheduled' end,
        next_run_at = case when repeat_days is null then null
          else next_run_at + make_interval(days => repeat_days *
            (floor(extract(epoch from now() - next_run_at) / (86400 * repeat_days))::int + 1)) end
        where id = ${due.id}`);
    await tx.insert(auditLog).values({
      user_id: null,
      action: 'RUN campaign',
      entity: 'campaigns/run',
      entity_id: String(due.id),
      before: null,
      after: { queued },
    });
    return true;
  });
}

/** Every run that is due, one transaction each. */
export async function runDueCampaigns(db: Database, settings: RunSettings): Promise<number> {
  let runs = 0;
  while (await runOneDueCampaign(db, settings)) runs += 1;
  return runs;
}
