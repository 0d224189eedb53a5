import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns';
import { claves } from './catalogue';
import { centros, cursos } from './centres';
import { comunidades } from './geography';
import { languages, users } from './users';

/** Uploaded files live in the database, so any API instance can serve them (architecture.md). */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  filename: text('filename').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

/** Free-form content per language (spec §3: payload plus language). */
export const contenidos = pgTable(
  'contenidos',
  {
    id: serial('id').primaryKey(),
    language_id: text('language_id')
      .notNull()
      .references(() => languages.id),
    payload: jsonb('payload').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('contenidos_language_idx').on(t.language_id)],
);

/** Feedback shown to a centre for a key, by score range, per language. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    language_id: text('language_id')
      .notNull()
      .references(() => languages.id),
    claves_id: integer('claves_id').references(() => claves.id),
    minimo: integer('minimo').notNull().default(0),
    maximo: integer('maximo').notNull().default(100),
    titulo: text('titulo').notNull().default(''),
    texto: text('texto').notNull().default(''),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('feedbacks_language_idx').on(t.language_id)],
);

export const perspectivas = pgTable('perspectivas', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  nombre_ca: text('nombre_ca').notNull().default(''),
});

export const tiposMaterial = pgTable('tipos_material', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  nombre_ca: text('nombre_ca').notNull().default(''),
});

/** Learning resources (spec §3 Recurso). */
export const recursos = pgTable(
  'recursos',
  {
    id: serial('id').primaryKey(),
    language_id: text('language_id')
      .notNull()
      .references(() => languages.id),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    url: text('url').notNull().default(''),
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
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('recursos_language_idx').on(t.language_id)],
);

export const recursosComunidades = pgTable(
  'recursos_comunidades',
  {
    recursos_id: integer('recursos_id')
      .notNull()
      .references(() => recursos.id, { onDelete: 'cascade' }),
    comunidades_id: integer('comunidades_id')
      .notNull()
      .references(() => comunidades.id),
  },
  (t) => [primaryKey({ columns: [t.recursos_id, t.comunidades_id] })],
);

export const recursosCursos = pgTable(
  'recursos_cursos',
  {
    recursos_id: integer('recursos_id')
      .notNull()
      .references(() => recursos.id, { onDelete: 'cascade' }),
    cursos_id: integer('cursos_id')
      .notNull()
      .references(() => cursos.id),
  },
  (t) => [primaryKey({ columns: [t.recursos_id, t.cursos_id] })],
);

export const toolkits = pgTable(
  'toolkits',
  {
    id: serial('id').primaryKey(),
    language_id: text('language_id')
      .notNull()
      .references(() => languages.id),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    url: text('url').notNull().default(''),
    file_id: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('toolkits_language_idx').on(t.language_id)],
);

export const documentos = pgTable('documentos', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  file_id: integer('file_id')
    .notNull()
    .references(() => files.id),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});
