import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { periodos } from './periods';
import { users } from './users';

/**
 * An e-mail the system sends, editable by administrators (issue 18): `welcome` and `reset`
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
    template_id: integer('template_id')
      .notNull()
      .references(() => mailTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    subject_es: text('subject_es').notNull(),
    body_es: text('body_es').notNull(),
    subject_ca: text('subject_ca').notNull(),
    body_ca: text('body_ca').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
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
    template_id: integer('template_id')
      .notNull()
      .references(() => mailTemplates.id),
    audience: text('audience').notNull(),
    filter: jsonb('filter').notNull(),
    period_id: integer('period_id')
      .notNull()
      .references(() => periodos.id),
    /** scheduled (a run to come), done (no run to come), cancelled. */
    status: text('status').notNull(),
    next_run_at: timestamp('next_run_at', { withTimezone: true }),
    repeat_days: integer('repeat_days'),
    runs: integer('runs').notNull().default(0),
    last_run_at: timestamp('last_run_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('campaigns_due_idx')
      .on(t.next_run_at)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);
