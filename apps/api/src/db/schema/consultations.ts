import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { requiredRef, timestamps, timestamptz } from './columns';
import { claves } from './catalogue';
import { centros } from './centres';
import { periodos } from './periods';
import { actingUserId } from './users';

const GROUP_CHECK = sql`in ('alumnado', 'familias', 'profesorado')`;

/**
 * Each group's questionnaire (docs/domain.md "Consultations"): catalogue data, national,
 * each question mapped to a key. Versioned like `preguntas`: a question some response answers
 * is retired (`retired_at`), never deleted, so stored responses keep their meaning.
 */
export const consultationQuestions = pgTable(
  'consultation_questions',
  {
    id: serial('id').primaryKey(),
    grupo: text('grupo').notNull(),
    claves_id: requiredRef('claves_id', () => claves.id),
    texto: text('texto').notNull(),
    texto_ca: text('texto_ca').notNull().default(''),
    orden: smallint('orden').notNull().default(0),
    retired_at: timestamptz('retired_at'),
    ...timestamps(),
  },
  (t) => [
    index('consultation_questions_grupo_idx').on(t.grupo, t.orden),
    check('consultation_questions_grupo', sql`${t.grupo} ${GROUP_CHECK}`),
  ],
);

/** One group's consultation of a centre in a period; its public code is the whole secret. */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    centros_id: requiredRef('centros_id', () => centros.id, { onDelete: 'cascade' }),
    periodos_id: requiredRef('periodos_id', () => periodos.id),
    grupo: text('grupo').notNull(),
    codigo: text('codigo').notNull(),
    /** The last day it takes answers (Spanish calendar). */
    cierra: date('cierra', { mode: 'string' }).notNull(),
    cerrada: boolean('cerrada').notNull().default(false),
    created_by: actingUserId('created_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('consultations_codigo_unique').on(t.codigo),
    uniqueIndex('consultations_centre_period_group_unique').on(
      t.centros_id,
      t.periodos_id,
      t.grupo,
    ),
    index('consultations_period_idx').on(t.periodos_id),
    check('consultations_grupo', sql`${t.grupo} ${GROUP_CHECK}`),
  ],
);

/**
 * One anonymous response: the values (0–4) of the questions it answered, two parallel arrays
 * rather than a row per answer, so that a response is one row written by one statement. Nothing
 * else is kept: no time of day, no address, no browser — `recibida` is the day only, for the
 * retention rule (docs/privacy.md). `id` is the respondent page's random id of this response.
 */
export const consultationResponses = pgTable(
  'consultation_responses',
  {
    id: uuid('id').primaryKey(),
    consultations_id: requiredRef('consultations_id', () => consultations.id, {
      onDelete: 'cascade',
    }),
    preguntas_ids: integer('preguntas_ids').array().notNull(),
    valores: smallint('valores').array().notNull(),
    recibida: date('recibida', { mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('consultation_responses_consultation_idx').on(t.consultations_id)],
);
