import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { requiredRef, timestamps, timestamptz } from './columns';

export const colores = pgTable('colores', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  hex: text('hex').notNull(),
  /** Text colour readable on `hex`. */
  texto: text('texto').notNull().default('#000000'),
});

/** Question types; `codigo` is UNICA, MULTIPLE or ESCALA (domain.md). */
export const tipos = pgTable(
  'tipos',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
  },
  (t) => [uniqueIndex('tipos_codigo_unique').on(t.codigo)],
);

/** Keys (claves) of the questionnaire; Spanish text with its Catalan translation. */
export const claves = pgTable(
  'claves',
  {
    id: serial('id').primaryKey(),
    orden: integer('orden').notNull(),
    titulo: text('titulo').notNull(),
    titulo_ca: text('titulo_ca').notNull().default(''),
    descripcion: text('descripcion').notNull().default(''),
    descripcion_ca: text('descripcion_ca').notNull().default(''),
    colores_id: integer('colores_id').references(() => colores.id),
    activo: boolean('activo').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('claves_orden_idx').on(t.orden)],
);

export const preguntas = pgTable(
  'preguntas',
  {
    id: serial('id').primaryKey(),
    claves_id: requiredRef('claves_id', () => claves.id),
    num: integer('num').notNull(),
    tipos_id: requiredRef('tipos_id', () => tipos.id),
    titulo: text('titulo').notNull(),
    titulo_ca: text('titulo_ca').notNull().default(''),
    /** A question answered in a finished evaluation is retired, never deleted. */
    retired_at: timestamptz('retired_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('preguntas_clave_num_unique')
      .on(t.claves_id, t.num)
      .where(sql`${t.retired_at} is null`),
    index('preguntas_clave_idx').on(t.claves_id),
  ],
);

/** Answer options of a question, with their score (`valor` ≥ 0). */
export const respuestas = pgTable(
  'respuestas',
  {
    id: serial('id').primaryKey(),
    preguntas_id: requiredRef('preguntas_id', () => preguntas.id),
    respuesta: text('respuesta').notNull(),
    respuesta_ca: text('respuesta_ca').notNull().default(''),
    valor: integer('valor').notNull().default(0),
    orden: integer('orden').notNull().default(0),
    retired_at: timestamptz('retired_at'),
    ...timestamps(),
  },
  (t) => [
    index('respuestas_pregunta_idx').on(t.preguntas_id),
    check('respuestas_valor_check', sql`${t.valor} >= 0`),
  ],
);
