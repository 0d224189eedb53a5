import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, timestamptz } from './columns';
import { periodos } from './periods';
import { trigram } from './search';
import { actingUserId } from './users';

/**
 * An e-mail the system sends, editable by administrators: `welcome` and `reset`
 * exist once each; `reminder` templates can be many (one per kind of chase).
 */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    nombre: text('nombre').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_templates_nombre_idx').on(t.nombre),
    // welcome and reset are single: the system looks them up by kind.
    uniqueIndex('mail_templates_single_kind_idx')
      .on(t.kind)
      .where(sql`${t.kind} in ('welcome', 'reset')`),
  ],
);

/**
 * Every saved state of a template, both languages together; the newest is the one in use.
 * Restoring an earlier version saves it again as the newest, so history is never rewritten.
 */
export const mailTemplateVersions = pgTable(
  'mail_template_versions',
  {
    id: serial('id').primaryKey(),
    template_id: requiredRef('template_id', () => mailTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    subject_es: text('subject_es').notNull(),
    body_es: text('body_es').notNull(),
    subject_ca: text('subject_ca').notNull(),
    body_ca: text('body_ca').notNull(),
    created_by: actingUserId('created_by'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('mail_template_versions_version_idx').on(t.template_id, t.version)],
);

/**
 * A reminder campaign: who (the follow-up filter and the audience), what (the template), when
 * (now, at a time, or every `repeat_days` until the period is closed). `next_run_at` is the
 * run still to come; claiming a run moves it on in the same transaction that enqueues the
 * messages, so each run happens once whatever the number of instances.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    template_id: requiredRef('template_id', () => mailTemplates.id),
    audience: text('audience').notNull(),
    filter: jsonb('filter').notNull(),
    period_id: requiredRef('period_id', () => periodos.id),
    /** scheduled (a run to come), done (no run to come), cancelled. */
    status: text('status').notNull(),
    next_run_at: timestamptz('next_run_at'),
    repeat_days: integer('repeat_days'),
    runs: integer('runs').notNull().default(0),
    last_run_at: timestamptz('last_run_at'),
    created_by: actingUserId('created_by'),
    created_at: createdAt(),
    cancelled_at: timestamptz('cancelled_at'),
  },
  (t) => [
    index('campaigns_due_idx')
      .on(t.next_run_at)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/** Every e-mail the system sends, sent or not (domain.md). */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: serial('id').primaryKey(),
    receiver: text('receiver').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull().default(''),
    user_id: actingUserId('user_id'),
    /** When the message was last attempted (or recorded, before any attempt). */
    sent_at: timestamptz('sent_at').notNull().defaultNow(),
    status: boolean('status').notNull().default(false),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamptz('next_attempt_at'),
    /** Set while a worker holds the message, so two instances never send it twice. */
    locked_until: timestamptz('locked_until'),
    created_at: createdAt(),
    /** The reminder campaign that sent it; null for welcome and reset messages. */
    campaign_id: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /**
     * The set-password link the message carries ('welcome' or 'reset'), null for any other
     * message: whether a link is issued at delivery is read here, never from the body, which
     * holds names and other text users write (docs/security.md).
     */
    link_purpose: text('link_purpose', { enum: ['welcome', 'reset'] }),
    /**
     * Random per message: the body's one place for the link is the marker naming this slot
     * (linkSlotMarker), so no text a user wrote can become a link.
     */
    link_slot: text('link_slot'),
    /**
     * The community of the recipient's centre as it is now (null: a person without a centre,
     * or deleted), kept by migration 0026's triggers on this table, `users` and `centros`. A
     * scoped administrator's list filters on it instead of joining every message to its
     * person and their centre (docs/performance.md, "A regional administrator…").
     */
    comunidades_id: integer('comunidades_id'),
  },
  (t) => [
    index('sent_emails_sent_at_idx').on(t.sent_at),
    index('sent_emails_community_idx').on(t.comunidades_id, t.sent_at),
    index('sent_emails_community_status_idx').on(t.comunidades_id, t.status, t.sent_at),
    // Moving a person re-labels their messages: found by person, not by a scan.
    index('sent_emails_user_idx').on(t.user_id),
    index('sent_emails_status_idx').on(t.status, t.sent_at),
    index('sent_emails_retry_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = false`),
    index('sent_emails_receiver_trgm').using('gin', trigram(t.receiver)),
    index('sent_emails_subject_trgm').using('gin', trigram(t.subject)),
    index('sent_emails_campaign_idx').on(t.campaign_id, t.status),
    // A change of the account stops its pending link messages (migration 0015's trigger): per
    // changed user, a look-up in this small index rather than in every unsent message.
    index('sent_emails_pending_links_idx')
      .on(t.user_id)
      .where(sql`${t.status} = false and ${t.link_purpose} is not null`),
    // The minimum interval between two reminders to one person looks here.
    index('sent_emails_reminder_idx')
      .on(t.user_id, t.created_at)
      .where(sql`${t.campaign_id} is not null`),
  ],
);
