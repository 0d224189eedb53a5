import type { LanguageCode } from '@eval/contracts/common';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import {
  centros,
  claves,
  comunidades,
  cursos,
  perspectivas,
  recursos,
  recursosComunidades,
  recursosCursos,
  tiposMaterial,
} from '../../db/schema/index';
import { rowsInLanguage } from './language-rows-repository';

export type RecursoRow = typeof recursos.$inferSelect;

/** One language's resource rows, oldest first. */
export function recursoRowsInLanguage(db: Executor, language: LanguageCode): Promise<RecursoRow[]> {
  return rowsInLanguage(db, recursos, language);
}

/** The communities and courses linked to the resources of `ids` (none asked, none read). */
export async function selectRecursoLinks(db: Executor, ids: readonly number[]) {
  const communityRows = ids.length
    ? await db
        .select()
        .from(recursosComunidades)
        .where(inArray(recursosComunidades.recursos_id, [...ids]))
    : [];
  const courseRows = ids.length
    ? await db
        .select()
        .from(recursosCursos)
        .where(inArray(recursosCursos.recursos_id, [...ids]))
    : [];
  return { communityRows, courseRows };
}

/** A resource's row (none when missing). */
export function selectRecursoRow(db: Executor, id: number) {
  return db.select().from(recursos).where(eq(recursos.id, id));
}

/** The tables a resource refers to, by the name its check gives them. */
const REFERENCED = { perspectivas, tiposMaterial, claves, centros, comunidades, cursos };
export type ReferencedTable = keyof typeof REFERENCED;

/** Which of `ids` are rows of the referenced table. */
export function selectExistingIds(tx: Executor, table: ReferencedTable, ids: number[]) {
  const referenced = REFERENCED[table];
  return tx.select({ id: referenced.id }).from(referenced).where(inArray(referenced.id, ids));
}

/** Replaces a resource's communities and courses with the given ones. */
export async function replaceRecursoLinks(
  tx: Transaction,
  id: number,
  communities: readonly number[],
  courses: readonly number[],
): Promise<void> {
  await tx.delete(recursosComunidades).where(eq(recursosComunidades.recursos_id, id));
  await tx.delete(recursosCursos).where(eq(recursosCursos.recursos_id, id));
  if (communities.length) {
    await tx
      .insert(recursosComunidades)
      .values(communities.map((c) => ({ recursos_id: id, comunidades_id: c })));
  }
  if (courses.length) {
    await tx.insert(recursosCursos).values(courses.map((c) => ({ recursos_id: id, cursos_id: c })));
  }
}

/** Inserts a resource, returning its id. */
export function insertRecurso(
  tx: Transaction,
  values: typeof recursos.$inferInsert & { language_id: LanguageCode },
) {
  return tx.insert(recursos).values(values).returning({ id: recursos.id });
}

/** A resource's row, locked for the rest of the transaction (none when missing). */
export function lockRecursoRow(tx: Transaction, id: number) {
  return tx.select().from(recursos).where(eq(recursos.id, id)).for('update');
}

/** Writes a resource's fields. */
export async function updateRecursoRow(
  tx: Transaction,
  id: number,
  values: Partial<typeof recursos.$inferInsert>,
): Promise<void> {
  await tx.update(recursos).set(values).where(eq(recursos.id, id));
}

/** Deletes a resource's row (its links go with it, by cascade). */
export async function deleteRecursoRow(tx: Transaction, id: number): Promise<void> {
  await tx.delete(recursos).where(eq(recursos.id, id));
}

/** The communities of a resource, by name. */
export function selectRecursoComunidades(db: Executor, id: number) {
  return db
    .select({ id: comunidades.id, nombre: comunidades.nombre })
    .from(recursosComunidades)
    .innerJoin(comunidades, eq(comunidades.id, recursosComunidades.comunidades_id))
    .where(eq(recursosComunidades.recursos_id, id))
    .orderBy(asc(comunidades.nombre));
}

/** The courses of a resource, in order. */
export function selectRecursoCursos(db: Executor, id: number) {
  return db
    .select({ id: cursos.id, curso: cursos.curso })
    .from(recursosCursos)
    .innerJoin(cursos, eq(cursos.id, recursosCursos.cursos_id))
    .where(eq(recursosCursos.recursos_id, id))
    .orderBy(asc(cursos.id));
}

/** A resource's id (none when missing). */
export function selectRecursoId(db: Executor, id: number) {
  return db.select({ id: recursos.id }).from(recursos).where(eq(recursos.id, id));
}
