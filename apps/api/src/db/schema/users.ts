import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { activoFlag, createdAt, requiredRef, timestamps, timestamptz } from './columns';
import { centros } from './centres';
import { namesByCode } from './names-by-code';

/** The user a row belongs to: it goes with the user (sessions, links, preferences, views). */
export const ownerUserId = () => requiredRef('user_id', () => users.id, { onDelete: 'cascade' });

/**
 * The user who did something (created, finished, answered, wrote): the row stays, with no
 * user, when that user is deleted.
 */
export const actingUserId = <N extends string>(name: N) =>
  integer(name).references(() => users.id, { onDelete: 'set null' });

/** Profiles: 0 Administrador, 1 Coordinador/a de centro, 2 Equipo docente (domain.md). */
export const perfiles = namesByCode('perfiles');

/** Languages, keyed by the code sent in the `language` header ('ES', 'CA'). */
export const languages = pgTable('languages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** Positions (cargos) a person holds in a centre. */
export const cargos = pgTable('cargos', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull().default(''),
    /** Always stored lower-cased and trimmed, so uniqueness ignores case. */
    email: text('email').notNull(),
    telefono: text('telefono').notNull().default(''),
    dni: text('dni').notNull().default(''),
    perfil: requiredRef('perfil', () => perfiles.id),
    ...timestamps(),
    language_id: text('language_id')
      .notNull()
      .default('ES')
      .references(() => languages.id),
    cargos_id: integer('cargos_id').references(() => cargos.id, { onDelete: 'set null' }),
    activo: activoFlag(),
    centros_id: integer('centros_id').references(() => centros.id),
    /** argon2id hash; null until the person sets a password through the e-mailed link. */
    password_hash: text('password_hash'),
    /**
     * Carried by every session token and compared on every request. Migration 0011's trigger
     * raises it whenever the password, the active flag, the profile, the centre or the e-mail
     * changes (migration 0023: the scope and the read-only flag too), so every token issued
     * before such a change stops working on every instance.
     */
    session_version: integer('session_version').notNull().default(0),
    /**
     * An administrator's scope: the communities (`comunidades.id`) whose centres, people and
     * evaluations they see and change; empty means national (docs/security.md "Scope"). Always
     * empty for people who are not administrators.
     */
    ambito: integer('ambito')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** 1: an administrator who only reads; every write of theirs is refused (403). */
    solo_lectura: smallint('solo_lectura').notNull().default(0),
    /**
     * Name, surnames and e-mail, lower-cased and unaccented, computed by PostgreSQL on write.
     * The list's text search tests this one column: a page sorted by surname walks the sort
     * index and filters each row with one LIKE, instead of unaccenting three columns per row
     * (6 ms → 1.5 ms for "garcia" over 200,000 users).
     */
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`immutable_unaccent(lower(nombre || ' ' || apellidos || ' ' || email))`,
      ),
  },
  (t) => [
    check('users_solo_lectura_flag', sql`${t.solo_lectura} in (0, 1)`),
    uniqueIndex('users_email_unique').on(t.email),
    index('users_centro_idx').on(t.centros_id),
    index('users_perfil_idx').on(t.perfil),
    // The list's sort orders: a page (even of a search that matches thousands) is then read in
    // order from the index and stops after `size` rows instead of sorting every match.
    index('users_nombre_idx').on(t.nombre, t.id),
    index('users_apellidos_idx').on(t.apellidos, t.id),
    index('users_created_at_idx').on(t.created_at, t.id),
    // For a rare term the matches are found through trigrams rather than by walking a sort index.
    index('users_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

/**
 * Session tokens ended by logout (POST /v1/auth/logout), by their `jti`, until they expire:
 * after `expires_at` the token is refused for its age anyway and the row can go.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    user_id: ownerUserId(),
    expires_at: timestamptz('expires_at').notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expires_at)],
);

/** Single-use links to set a password; only a SHA-256 hash of the token is kept (domain.md). */
export const setPasswordTokens = pgTable(
  'set_password_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: ownerUserId(),
    token_hash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['welcome', 'reset'] }).notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('set_password_tokens_hash_unique').on(t.token_hash),
    index('set_password_tokens_user_idx').on(t.user_id),
  ],
);

/** Column visibility of a table, per administrator (spec §2 Seguimiento centros). */
export const columnVisibility = pgTable(
  'column_visibility',
  {
    user_id: ownerUserId(),
    table_name: text('table_name').notNull(),
    column: text('column').notNull(),
    visible: boolean('visible').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.table_name, t.column] })],
);
