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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, timestamptz } from './columns';
import { EVALUATION_STATUSES } from '@eval/contracts/evaluation-enums';
import { centros } from './centres';
import { claves, preguntas } from './catalogue';
import { periodos } from './periods';
import { actingUserId } from './users';

/** The evaluation a row details; it goes with the evaluation. */
const evaluationId = () =>
  requiredRef('evaluation_id', () => evaluations.id, { onDelete: 'cascade' });

/** A score from 0 to 100 with two decimals, read as a number. */
const score = () => numeric('score', { precision: 6, scale: 2, mode: 'number' });

export const evaluationStatusEnum = pgEnum('evaluation_status', EVALUATION_STATUSES);

/** One centre × one period (domain.md). It exists from the first answer. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    centros_id: requiredRef('centros_id', () => centros.id),
    periodos_id: requiredRef('periodos_id', () => periodos.id),
    status: evaluationStatusEnum('status').notNull().default('IN_PROGRESS'),
    started_at: timestamptz('started_at').notNull().defaultNow(),
    last_answer_at: timestamptz('last_answer_at'),
    /** The finish date shown as `send` (spec §3). */
    finished_at: timestamptz('finished_at'),
    finished_by: actingUserId('finished_by'),
    /** Mean key score (0–100) once finished; kept here so reports never aggregate raw answers. */
    score: score(),
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
    evaluation_id: evaluationId(),
    claves_id: requiredRef('claves_id', () => claves.id),
    /** Questions answered or marked not applicable. */
    num: smallint('num').notNull().default(0),
    total: smallint('total').notNull().default(0),
    percentage: smallint('percentage').notNull().default(0),
    /** 0–100 over the applicable questions; null while nothing applicable is answered. */
    score: score(),
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
    evaluation_id: evaluationId(),
    preguntas_id: requiredRef('preguntas_id', () => preguntas.id),
    respuestas_ids: integer('respuestas_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    not_applicable: boolean('not_applicable').notNull().default(false),
    answered_by: actingUserId('answered_by'),
    answered_at: timestamptz('answered_at').notNull().defaultNow(),
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
    evaluation_id: evaluationId(),
    centros_id: integer('centros_id').notNull(),
    periodos_id: integer('periodos_id').notNull(),
    finished_at: timestamptz('finished_at'),
    score: score(),
    /** The answers and per-key rows as they were, in the shape of their tables. */
    answers: jsonb('answers').notNull(),
    keys: jsonb('keys').notNull(),
    reset_by: actingUserId('reset_by'),
    reset_at: createdAt(),
  },
  (t) => [index('evaluation_resets_evaluation_idx').on(t.evaluation_id)],
);
