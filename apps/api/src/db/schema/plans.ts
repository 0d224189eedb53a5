import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, requiredRef, timestamps } from './columns';
import { claves } from './catalogue';
import { centros } from './centres';
import { periodos } from './periods';
import { actingUserId, users } from './users';

/**
 * Starting actions per key, in Spanish and Catalan: what the plan suggests for a centre's
 * weakest keys (docs/domain.md "The improvement plan"). Catalogue data, national.
 */
export const planSuggestions = pgTable(
  'plan_suggestions',
  {
    id: serial('id').primaryKey(),
    claves_id: requiredRef('claves_id', () => claves.id, { onDelete: 'cascade' }),
    texto: text('texto').notNull(),
    texto_ca: text('texto_ca').notNull().default(''),
    orden: smallint('orden').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('plan_suggestions_clave_idx').on(t.claves_id, t.orden)],
);

/**
 * One action of a centre's plan for one period. A plan is the centre's in a period (the
 * evaluation's centre × period), not tied to an evaluation row: an evaluation exists only from
 * its first answer, and a new period's plan holds carried actions before anyone answers.
 */
export const planActions = pgTable(
  'plan_actions',
  {
    id: serial('id').primaryKey(),
    centros_id: requiredRef('centros_id', () => centros.id, { onDelete: 'cascade' }),
    periodos_id: requiredRef('periodos_id', () => periodos.id),
    claves_id: requiredRef('claves_id', () => claves.id),
    texto: text('texto').notNull(),
    responsable_id: integer('responsable_id').references(() => users.id, { onDelete: 'set null' }),
    fecha_limite: date('fecha_limite', { mode: 'string' }),
    estado: text('estado').notNull().default('pendiente'),
    /** The period it was carried from by the opening of this one; null when made here. */
    carried_from_periodos_id: integer('carried_from_periodos_id').references(() => periodos.id),
    created_by: actingUserId('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('plan_actions_centre_period_idx').on(t.centros_id, t.periodos_id),
    index('plan_actions_period_idx').on(t.periodos_id, t.estado),
    index('plan_actions_responsable_idx').on(t.responsable_id),
    check('plan_actions_estado', sql`${t.estado} in ('pendiente', 'en_curso', 'hecha')`),
  ],
);

/**
 * Each move of an action by the opening of a period, so that reopening the earlier period
 * puts it back exactly where it was (its period and what it said it came from before).
 */
export const planActionCarries = pgTable(
  'plan_action_carries',
  {
    action_id: requiredRef('action_id', () => planActions.id, { onDelete: 'cascade' }),
    from_periodos_id: requiredRef('from_periodos_id', () => periodos.id),
    to_periodos_id: requiredRef('to_periodos_id', () => periodos.id),
    previous_carried_from: integer('previous_carried_from').references(() => periodos.id),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.action_id, t.to_periodos_id] }),
    index('plan_action_carries_to_idx').on(t.to_periodos_id, t.from_periodos_id),
  ],
);

/** An evidence file of an action; its bytes are in `plan_evidence_chunks`. */
export const planEvidences = pgTable(
  'plan_evidences',
  {
    id: serial('id').primaryKey(),
    action_id: requiredRef('action_id', () => planActions.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    uploaded_by: actingUserId('uploaded_by'),
    created_at: createdAt(),
  },
  (t) => [index('plan_evidences_action_idx').on(t.action_id)],
);

/**
 * An evidence's bytes in pieces of at most 256 kB: an upload is written as it arrives and a
 * download read piece by piece, so a 10 MB file is never held whole in the server's memory.
 */
export const planEvidenceChunks = pgTable(
  'plan_evidence_chunks',
  {
    evidence_id: requiredRef('evidence_id', () => planEvidences.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.evidence_id, t.seq] })],
);
