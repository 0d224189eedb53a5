import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EVALUATION_STATUSES } from '@eval/contracts/evaluation-enums';
import { createdAt } from './columns';
import { centros } from './centres';
import { claves, preguntas } from './catalogue';
import { periodos } from './periods';
import { users } from './users';

export const evaluationStatusEnum = pgEnum('evaluation_status', EVALUATION_STATUSES);

/** One centre × one period (domain.md). It exists from the first answer. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    centros_id: integer('centros_id')
      .notNull()
      .references(() => centros.id),
    periodos_id: integer('periodos_id')
      .notNull()
      .references(() => periodos.id),
    status: evaluationStatusEnum('status').notNull().default('IN_PROGRESS'),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    last_answer_at: timestamp('last_answer_at', { withTimezone: true }),
    /** The finish date shown as `send` (spec §3). */
    finished_at: timestamp('finished_at', { withTimezone: true }),
    finished_by: integer('finished_by').references(() => users.id, { onDelete: 'set null' }),
    /** Mean key score (0–100) once finished; kept here so reports never aggregate raw answers. */
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }),
    /** True for the centre's first finished evaluation (dashboard "first vs later"). */
    is_first_finished: boolean('is_first_finished').notNull().default(false),
  },
  (t) => [
    uniqueIndex('evaluations_centro_periodo_unique').on(t.centros_id, t.periodos_id),
    // A period's evaluations of one status in send order, newest first: the follow-up list
    // sorted by finish date reads its page from here instead of sorting thousands of rows.
    index('evaluations_periodo_status_idx').on(
      t.periodos_id,
      t.status,
      t.finished_at.desc().nullsLast(),
      t.centros_id.desc(),
    ),
    index('evaluations_finished_at_idx').on(t.finished_at),
  ],
);

/** Per-key progress and score of an evaluation, updated whenever an answer changes. */
export const evaluationKeys = pgTable(
  'evaluation_keys',
  {
    evaluation_id: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    claves_id: integer('claves_id')
      .notNull()
      .references(() => claves.id),
    /** Questions answered or marked not applicable. */
    num: smallint('num').notNull().default(0),
    total: smallint('total').notNull().default(0),
    percentage: smallint('percentage').notNull().default(0),
    /** 0–100 over the applicable questions; null while nothing applicable is answered. */
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.evaluation_id, t.claves_id] }),
    index('evaluation_keys_clave_idx').on(t.claves_id),
  ],
);

/**
 * A centre's answer to one question. The chosen options are an array rather than a row each:
 * at national scale (30,000 centres × 6 periods × 100 questions) that halves the table.
 */
export const answers = pgTable(
  'answers',
  {
    evaluation_id: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    preguntas_id: integer('preguntas_id')
      .notNull()
      .references(() => preguntas.id),
    respuestas_ids: integer('respuestas_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    not_applicable: boolean('not_applicable').notNull().default(false),
    answered_by: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answered_at: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.evaluation_id, t.preguntas_id] }),
    index('answers_pregunta_idx').on(t.preguntas_id),
    // Deleting a user sets answered_by to null; without this index that scans every answer
    // (11.6 M rows at national scale: minutes per deleted user, measured by the bench).
    index('answers_answered_by_idx').on(t.answered_by),
  ],
);

/** What a reset took away, so an administrator's mistake can be undone (domain.md). */
export const evaluationResets = pgTable(
  'evaluation_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    evaluation_id: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    centros_id: integer('centros_id').notNull(),
    periodos_id: integer('periodos_id').notNull(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }),
    /** The answers and per-key rows as they were, in the shape of their tables. */
    answers: jsonb('answers').notNull(),
    keys: jsonb('keys').notNull(),
    reset_by: integer('reset_by').references(() => users.id, { onDelete: 'set null' }),
    reset_at: createdAt(),
  },
  (t) => [index('evaluation_resets_evaluation_idx').on(t.evaluation_id)],
);
