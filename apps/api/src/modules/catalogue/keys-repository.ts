import type { Clave, claveBodySchema, Color, Tipo, TipoBody } from '@eval/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { answers, claves, colores, preguntas, tipos } from '../../db/schema/index';
import { AppError, firstOr } from '../../lib/errors';
import type { AuditTrail } from '../../lib/audit-trail';
import { changeRecord } from '../../lib/audited-record';
import { createRecord } from '../../lib/created-record';
import { localized } from '../../lib/language';

/** GET /v3/colores: the palette, in id order. */
export async function listColores(db: Executor): Promise<Color[]> {
  return db.select().from(colores).orderBy(asc(colores.id));
}

async function requireColor(db: Executor, id: number | null): Promise<void> {
  if (id === null) return;
  await firstOr(
    db.select({ id: colores.id }).from(colores).where(eq(colores.id, id)),
    'NOT_FOUND',
    CATALOGUE_MESSAGES.colorNotFound,
  );
}

// The counts below are written with plain table names: drizzle leaves column names unqualified
// in single-table selects, which inside a correlated subquery would bind to the inner table.

/**
 * Keys with their colour and how many current questions each has, in order; all of them, or
 * only the one `id` names.
 */
async function selectClaves(db: Executor, language: LanguageCode, id?: number): Promise<Clave[]> {
  const rows = await db
    .select({
      clave: claves,
      color: colores,
      preguntas: sql<number>`(select count(*)::int from ${preguntas} p
        where p.claves_id = claves.id and p.retired_at is null)`,
    })
    .from(claves)
    .leftJoin(colores, eq(colores.id, claves.colores_id))
    .where(id === undefined ? undefined : eq(claves.id, id))
    .orderBy(asc(claves.orden), asc(claves.id));
  return rows.map(({ clave, color, preguntas: questionCount }) => ({
    id: clave.id,
    orden: clave.orden,
    titulo: localized(language, clave.titulo, clave.titulo_ca),
    descripcion: localized(language, clave.descripcion, clave.descripcion_ca),
    titulo_es: clave.titulo,
    titulo_ca: clave.titulo_ca,
    descripcion_es: clave.descripcion,
    descripcion_ca: clave.descripcion_ca,
    colores_id: clave.colores_id,
    color,
    activo: clave.activo,
    preguntas: Number(questionCount),
  }));
}

/** GET /v3/claves: every key in order, its colour and how many current questions it has. */
export function listClaves(db: Executor, language: LanguageCode): Promise<Clave[]> {
  return selectClaves(db, language);
}

/** One key as the list shows it (a lookup by id, not the whole list filtered); 404 when absent. */
function claveById(db: Executor, language: LanguageCode, id: number): Promise<Clave> {
  return firstOr(selectClaves(db, language, id), 'NOT_FOUND', CATALOGUE_MESSAGES.claveNotFound);
}

/** A key's body as the route has validated it (defaults filled in). */
type ClaveFields = z.output<typeof claveBodySchema>;

/** POST /v3/claves: the key, its colour checked, answered in the request's language. */
export async function createClave(
  db: Database,
  language: LanguageCode,
  body: ClaveFields,
): Promise<Clave> {
  return createRecord(
    db,
    'clave',
    async (tx) => {
      await requireColor(tx, body.colores_id);
      return tx.insert(claves).values(body).returning({ id: claves.id });
    },
    (id) => claveById(db, language, id),
  );
}

/** PUT /v3/clave/{id}: texts, colour and order; its questions are edited on their own. */
export async function updateClave(
  db: Database,
  language: LanguageCode,
  id: number,
  body: ClaveFields,
  audit: AuditTrail,
): Promise<Clave> {
  await changeRecord(db, audit, {
    notFound: CATALOGUE_MESSAGES.claveNotFound,
    lock: async (tx) => {
      await requireColor(tx, body.colores_id);
      return tx.select().from(claves).where(eq(claves.id, id)).for('update');
    },
    change: (tx) =>
      tx
        .update(claves)
        .set({ ...body, updated_at: new Date() })
        .where(eq(claves.id, id))
        .returning({ id: claves.id }),
  });
  return claveById(db, language, id);
}

/** GET /v3/tipos, with how many current questions use each type. */
export async function listTipos(db: Executor): Promise<Tipo[]> {
  const rows = await db
    .select({
      id: tipos.id,
      codigo: tipos.codigo,
      nombre: tipos.nombre,
      preguntas: sql<number>`(select count(*)::int from ${preguntas} p
        where p.tipos_id = tipos.id and p.retired_at is null)`,
    })
    .from(tipos)
    .orderBy(asc(tipos.id));
  return rows.map((r) => ({ ...r, preguntas: Number(r.preguntas) }));
}

async function tipoById(db: Executor, id: number): Promise<Tipo> {
  const found = (await listTipos(db)).find((t) => t.id === id);
  if (!found) throw new AppError('NOT_FOUND', CATALOGUE_MESSAGES.tipoNotFound);
  return found;
}

async function requireFreeCodigo(db: Executor, codigo: string, exceptId: number | null) {
  const [taken] = await db
    .select({ id: tipos.id })
    .from(tipos)
    .where(
      exceptId === null
        ? eq(tipos.codigo, codigo)
        : and(eq(tipos.codigo, codigo), ne(tipos.id, exceptId)),
    );
  if (taken) throw new AppError('CONFLICT', CATALOGUE_MESSAGES.tipoCodigoTaken);
}

/** POST /v3/tipos. */
export async function createTipo(db: Database, body: TipoBody): Promise<Tipo> {
  return createRecord(
    db,
    'tipo',
    async (tx) => {
      await requireFreeCodigo(tx, body.codigo, null);
      return tx.insert(tipos).values(body).returning({ id: tipos.id });
    },
    (id) => tipoById(db, id),
  );
}

/**
 * PUT /v3/tipo/{id}. The name may always change; the code decides how answers are scored, so
 * it may not change once questions of the type have been answered.
 */
export async function updateTipo(
  db: Database,
  id: number,
  body: TipoBody,
  audit: AuditTrail,
): Promise<Tipo> {
  await changeRecord(db, audit, {
    notFound: CATALOGUE_MESSAGES.tipoNotFound,
    lock: (tx) => tx.select().from(tipos).where(eq(tipos.id, id)).for('update'),
    change: async (tx, current) => {
      if (current.codigo !== body.codigo) {
        await requireFreeCodigo(tx, body.codigo, id);
        const [used] = await tx
          .select({ n: count() })
          .from(answers)
          .innerJoin(preguntas, eq(preguntas.id, answers.preguntas_id))
          .where(eq(preguntas.tipos_id, id));
        if ((used?.n ?? 0) > 0) throw new AppError('CONFLICT', CATALOGUE_MESSAGES.tipoCodigoInUse);
      }
      return tx.update(tipos).set(body).where(eq(tipos.id, id)).returning({ id: tipos.id });
    },
  });
  return tipoById(db, id);
}

/** Whether a key exists (for questions). */
export async function requireClave(db: Executor, id: number): Promise<void> {
  await firstOr(
    db.select({ id: claves.id }).from(claves).where(eq(claves.id, id)),
    'NOT_FOUND',
    CATALOGUE_MESSAGES.claveNotFound,
  );
}

/** The code of a type, or 404. */
export async function requireTipo(db: Executor, id: number): Promise<string> {
  const row = await firstOr(
    db.select({ codigo: tipos.codigo }).from(tipos).where(eq(tipos.id, id)),
    'NOT_FOUND',
    CATALOGUE_MESSAGES.tipoNotFound,
  );
  return row.codigo;
}

/** Whether another current question of the key already has this number. */
export async function requireFreeNum(
  db: Executor,
  clavesId: number,
  num: number,
  exceptId: number | null,
): Promise<void> {
  const conditions = [
    eq(preguntas.claves_id, clavesId),
    eq(preguntas.num, num),
    isNull(preguntas.retired_at),
  ];
  if (exceptId !== null) conditions.push(ne(preguntas.id, exceptId));
  const [taken] = await db
    .select({ id: preguntas.id })
    .from(preguntas)
    .where(and(...conditions));
  if (taken) throw new AppError('CONFLICT', CATALOGUE_MESSAGES.numTaken);
}
