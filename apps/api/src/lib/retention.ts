import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client';
import { auditComputedLines } from './bulk-audit';
import { LOCK_KEYS } from '../db/locks';
import { PERSONAL_FIELDS } from './personal-fields';

/** Retention periods in days; 0 keeps that kind of data for ever (docs/privacy.md). */
export interface RetentionPeriods {
  emailBodyDays: number;
  passwordLinkDays: number;
  resetAnswersDays: number;
  auditPersonalDays: number;
}

/** Rows each purge changed in one run. */
export interface RetentionReport {
  emailBodies: number;
  passwordLinks: number;
  resetArchives: number;
  auditLines: number;
}

/** The lease: the settings row naming the last run; another instance skips until it ages. */
const LAST_RUN_KEY = 'retention_last_run';

async function changed(tx: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with done as (${query} returning 1) select count(*)::int as n from done`,
  );
  return rows[0]?.n ?? 0;
}

/** The four purges, in the caller's transaction. */
async function purge(tx: Executor, periods: RetentionPeriods): Promise<RetentionReport> {
  const older = (days: number) => sql`now() - make_interval(days => ${days})`;
  const report: RetentionReport = {
    emailBodies: 0,
    passwordLinks: 0,
    resetArchives: 0,
    auditLines: 0,
  };
  if (periods.emailBodyDays > 0) {
    // Only messages done with (sent, or given up): a pending one still needs its body.
    report.emailBodies = await changed(
      tx,
      sql`update sent_emails set html = '', text = ''
          where created_at < ${older(periods.emailBodyDays)}
            and (status or next_attempt_at is null) and (html <> '' or text <> '')`,
    );
  }
  if (periods.passwordLinkDays > 0) {
    report.passwordLinks = await changed(
      tx,
      sql`delete from set_password_tokens where created_at < ${older(periods.passwordLinkDays)}
            and (used_at is not null or expires_at < now())`,
    );
  }
  if (periods.resetAnswersDays > 0) {
    // The archive is what lets a reset be undone: after its period the reset stays final.
    report.resetArchives = await changed(
      tx,
      sql`delete from evaluation_resets where created_at < ${older(periods.resetAnswersDays)}`,
    );
  }
  if (periods.auditPersonalDays > 0) {
    // The fields of a user that the audit log's before/after lose after their period.
    const fields = sql`array[${sql.join(
      PERSONAL_FIELDS.map((f) => sql`${f}`),
      sql`, `,
    )}]::text[]`;
    const strip = (column: ReturnType<typeof sql>) =>
      sql`case when jsonb_typeof(${column}) = 'object' then ${column} - ${fields} else ${column} end`;
    const holds = (column: ReturnType<typeof sql>) =>
      sql`(jsonb_typeof(${column}) = 'object' and ${column} ?| ${fields})`;
    report.auditLines = await changed(
      tx,
      sql`update audit_log set before = ${strip(sql`before`)}, after = ${strip(sql`after`)}
          where created_at < ${older(periods.auditPersonalDays)}
            and (${holds(sql`before`)} or ${holds(sql`after`)})`,
    );
  }
  return report;
}

/**
 * One retention run across every instance: the advisory lock lets one instance in at a time,
 * and the lease row makes the ones that come after within `everyMinutes` skip. Returns the
 * report when this call ran the purges, null when another instance did. The run is recorded
 * in the audit log (user null) with its counts.
 */
export async function runRetention(
  db: Database,
  periods: RetentionPeriods,
  everyMinutes: number,
): Promise<RetentionReport | null> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${LOCK_KEYS.retention}) as ok`,
    );
    if (!lock?.ok) return null;
    const [recent] = await queryRows<{ key: string }>(
      tx,
      sql`select key from settings where key = ${LAST_RUN_KEY}
          and updated_at > now() - make_interval(mins => ${everyMinutes})`,
    );
    if (recent) return null;
    const report = await purge(tx, periods);
    await tx.execute(sql`insert into settings (key, value, updated_at)
        values (${LAST_RUN_KEY}, ${JSON.stringify(report)}::jsonb, now())
        on conflict (key) do update set value = excluded.value, updated_at = now()`);
    await auditComputedLines(tx, { id: null, action: 'PURGE retention' }, 'retention', [
      { entity_id: null, before: null, after: report },
    ]);
    return report;
  });
}
