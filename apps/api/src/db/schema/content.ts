import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, requiredRef, timestamps } from './columns';
import { claves } from './catalogue';
import { centros, cursos } from './centres';
import { comunidades } from './geography';
import { actingUserId, languages } from './users';

/** The language of a text kept per language (spec §3). */
const languageId = () =>
  text('language_id')
    .notNull()
    .references(() => languages.id);

/** Title, description and link of a resource or a toolkit. */
const describedItem = () => ({
  titulo: text('titulo').notNull(),
  descripcion: text('descripcion').notNull().default(''),
  url: text('url').notNull().default(''),
});

/** A read-only list of names in Spanish and Catalan (perspectives, material types). */
const translatedNames = <N extends string>(name: N) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    nombre_ca: text('nombre_ca').notNull().default(''),
  });

/** The resource a link row belongs to; the link goes with the resource. */
const recursoId = () => requiredRef('recursos_id', () => recursos.id, { onDelete: 'cascade' });

/** Uploaded files live in the database, so any API instance can serve them (architecture.md). */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  filename: text('filename').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  created_by: actingUserId('created_by'),
  created_at: createdAt(),
});

/** Free-form content per language (spec §3: payload plus language). */
export const contenidos = pgTable(
  'contenidos',
  {
    id: serial('id').primaryKey(),
    language_id: languageId(),
    payload: jsonb('payload').notNull(),
    ...timestamps(),
  },
  (t) => [index('contenidos_language_idx').on(t.language_id)],
);

/** Feedback shown to a centre for a key, by score range, per language. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    language_id: languageId(),
    claves_id: integer('claves_id').references(() => claves.id),
    minimo: integer('minimo').notNull().default(0),
    maximo: integer('maximo').notNull().default(100),
    titulo: text('titulo').notNull().default(''),
    texto: text('texto').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('feedbacks_language_idx').on(t.language_id)],
);

export const perspectivas = translatedNames('perspectivas');
export const tiposMaterial = translatedNames('tipos_material');

/** Learning resources (spec §3 Recurso). */
export const recursos = pgTable(
  'recursos',
  {
    id: serial('id').primaryKey(),
    language_id: languageId(),
    ...describedItem(),
    perspectivas_id: integer('perspectivas_id').references(() => perspectivas.id),
    tipos_material_id: integer('tipos_material_id').references(() => tiposMaterial.id),
    claves_id: integer('claves_id').references(() => claves.id),
    centros_id: integer('centros_id').references(() => centros.id),
    /** The centre logo as an inline data string, or null (spec §3). */
    center_logo: text('center_logo'),
    document_file_id: integer('document_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    document_path: text('document_path'),
    ...timestamps(),
  },
  (t) => [index('recursos_language_idx').on(t.language_id)],
);

export const recursosComunidades = pgTable(
  'recursos_comunidades',
  {
    recursos_id: recursoId(),
    comunidades_id: requiredRef('comunidades_id', () => comunidades.id),
  },
  (t) => [primaryKey({ columns: [t.recursos_id, t.comunidades_id] })],
);

export const recursosCursos = pgTable(
  'recursos_cursos',
  {
    recursos_id: recursoId(),
    cursos_id: requiredRef('cursos_id', () => cursos.id),
  },
  (t) => [primaryKey({ columns: [t.recursos_id, t.cursos_id] })],
);

export const toolkits = pgTable(
  'toolkits',
  {
    id: serial('id').primaryKey(),
    language_id: languageId(),
    ...describedItem(),
    file_id: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('toolkits_language_idx').on(t.language_id)],
);

export const documentos = pgTable('documentos', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  file_id: requiredRef('file_id', () => files.id),
  created_by: actingUserId('created_by'),
  created_at: createdAt(),
});
