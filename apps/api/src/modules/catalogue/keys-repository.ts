import type { Clave, claveBodySchema, Color, Tipo, TipoBody } from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { answers, claves, colores, preguntas, tipos } from '../../db/schema/index';
import { localized } from '../../lib/language';

/** A key's body as the route has validated it (defaults filled in). */
export type ClaveFields = z.output<typeof claveBodySchema>;

/** GET /v3/colores: the palette, in id order. */
export async function listColores(db: Executor): Promise<Color[]> {
  return db.select().from(colores).orderBy(asc(colores.id));
}

/** Whether colour `id` exists. */
export async function colorExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: colores.id }).from(colores).where(eq(colores.id, id));
  return row !== undefined;
}

// The counts below are written with plain table names: drizzle leaves column names unqualified
// in single-table selects, which inside a correlated subquery would bind to the inner table.

/**
 * Keys with their colour and how many current questions each has, in order; all of them, or
 * only the one `id` names.
 */
export async function selectClaves(
  db: Executor,
  language: LanguageCode,
  id?: number,
): Promise<Clave[]> {
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

export const insertClave = (tx: Executor, body: ClaveFields) =>
  tx.insert(claves).values(body).returning({ id: claves.id });

/** Key `id`, locked for the rest of the transaction. */
export const lockClave = (tx: Executor, id: number) =>
  tx.select().from(claves).where(eq(claves.id, id)).for('update');

export const updateClaveRow = (tx: Executor, id: number, body: ClaveFields) =>
  tx
    .update(claves)
    .set({ ...body, updated_at: new Date() })
    .where(eq(claves.id, id))
    .returning({ id: claves.id });

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

/** Whether another type (not `exceptId`) already has this code. */
export async function tipoCodigoTaken(
  db: Executor,
  codigo: string,
  exceptId: number | null,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: tipos.id })
    .from(tipos)
    .where(
      exceptId === null
        ? eq(tipos.codigo, codigo)
        : and(eq(tipos.codigo, codigo), ne(tipos.id, exceptId)),
    );
  return taken !== undefined;
}

export const insertTipo = (tx: Executor, body: TipoBody) =>
  tx.insert(tipos).values(body).returning({ id: tipos.id });

/** Type `id`, locked for the rest of the transaction. */
export const lockTipo = (tx: Executor, id: number) =>
  tx.select().from(tipos).where(eq(tipos.id, id)).for('update');

/** Whether any question of type `id` has been answered. */
export async function tipoAnswered(tx: Executor, id: number): Promise<boolean> {
  const [used] = await tx
    .select({ n: count() })
    .from(answers)
    .innerJoin(preguntas, eq(preguntas.id, answers.preguntas_id))
    .where(eq(preguntas.tipos_id, id));
  return (used?.n ?? 0) > 0;
}

export const updateTipoRow = (tx: Executor, id: number, body: TipoBody) =>
  tx.update(tipos).set(body).where(eq(tipos.id, id)).returning({ id: tipos.id });

/** Whether key `id` exists. */
export async function claveExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: claves.id }).from(claves).where(eq(claves.id, id));
  return row !== undefined;
}

/** The code of type `id`; undefined when there is no such type. */
export async function tipoCodigo(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ codigo: tipos.codigo }).from(tipos).where(eq(tipos.id, id));
  return row?.codigo;
}

/** Whether another current question (not `exceptId`) of the key already has this number. */
export async function numTaken(
  db: Executor,
  clavesId: number,
  num: number,
  exceptId: number | null,
): Promise<boolean> {
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
  return taken !== undefined;
}
