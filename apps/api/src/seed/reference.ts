import { count, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import {
  cargos,
  claves,
  colores,
  comunidades,
  consultationQuestions,
  cursos,
  languages,
  municipios,
  perfiles,
  perspectivas,
  preguntas,
  provincias,
  respuestas,
  tipos,
  tiposMaterial,
} from '../db/schema/index';
import { CARGOS, CLAVES, COLORES, CURSOS, LANGUAGES, PROFILES, TIPOS } from './data/catalogue';
import { CONSULTATION_QUESTIONS } from './data/consultation-questions';
import { PERSPECTIVAS, TIPOS_MATERIAL } from './data/resource-lists';
import { loadGeography } from './geography-data';

/** Rows per multi-row insert: far below PostgreSQL's 65,535 parameters for every table here. */
const CHUNK = 1000;

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Inserts the rows that are not there yet; a row already there (by its key) is left as it is. */
async function insertMissing<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  await db
    .insert(table)
    .values([...rows])
    .onConflictDoNothing();
}

/** After rows were inserted with explicit ids, moves the serial sequence past them. */
async function syncSequence(db: Executor, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
  );
}

async function seedGeography(db: Executor): Promise<void> {
  const geography = loadGeography();
  // Every restart runs the seed: skip the 8,000 municipio inserts when they are all there
  // already (administrators may add municipios, so "at least as many" is enough).
  const [present] = await db.select({ n: count() }).from(municipios);
  if ((present?.n ?? 0) >= geography.municipios.length) return;
  await insertMissing(db, comunidades, geography.comunidades);
  await insertMissing(db, provincias, geography.provincias);
  await insertInChunks(geography.municipios, (chunk) => insertMissing(db, municipios, chunk));
}

async function seedLists(db: Executor): Promise<void> {
  await insertMissing(db, perfiles, PROFILES);
  await insertMissing(db, languages, LANGUAGES);
  await insertMissing(db, cargos, CARGOS);
  await insertMissing(db, cursos, CURSOS);
  await insertMissing(db, colores, COLORES);
  await insertMissing(db, tipos, TIPOS);
  await insertMissing(db, perspectivas, PERSPECTIVAS);
  await insertMissing(db, tiposMaterial, TIPOS_MATERIAL);
  for (const table of ['cargos', 'cursos', 'colores', 'tipos', 'perspectivas', 'tipos_material']) {
    await syncSequence(db, table);
  }
}

/**
 * The programme's ten keys with their questions and scored options. Seeded once, on a
 * database without keys: afterwards the questionnaire belongs to the administrators.
 */
async function seedQuestionnaire(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(claves);
    if ((existing?.n ?? 0) > 0) return;
    const tipoIds = new Map(TIPOS.map((t) => [t.codigo, t.id]));
    for (const clave of CLAVES) {
      const [created] = await tx
        .insert(claves)
        .values({
          orden: clave.orden,
          titulo: clave.titulo,
          titulo_ca: clave.titulo_ca,
          descripcion: clave.descripcion,
          descripcion_ca: clave.descripcion_ca,
          colores_id: clave.colorId,
        })
        .returning({ id: claves.id });
      if (!created) throw new Error('clave insert returned nothing');
      for (const pregunta of clave.preguntas) {
        const tiposId = tipoIds.get(pregunta.tipo);
        if (tiposId === undefined) throw new Error(`unknown question type ${pregunta.tipo}`);
        const [question] = await tx
          .insert(preguntas)
          .values({
            claves_id: created.id,
            num: pregunta.num,
            tipos_id: tiposId,
            titulo: pregunta.titulo,
            titulo_ca: pregunta.titulo_ca,
          })
          .returning({ id: preguntas.id });
        if (!question) throw new Error('pregunta insert returned nothing');
        await tx.insert(respuestas).values(
          pregunta.respuestas.map((r, orden) => ({
            preguntas_id: question.id,
            respuesta: r.respuesta,
            respuesta_ca: r.respuesta_ca,
            valor: r.valor,
            orden,
          })),
        );
      }
    }
  });
}

/**
 * The consultations' questionnaires, seeded once on a database that has keys and no question
 * yet (an earlier database gets them on its next start); afterwards the administrators'.
 */
async function seedConsultationQuestions(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(consultationQuestions);
    if ((existing?.n ?? 0) > 0) return;
    const keys = await tx.select({ id: claves.id, orden: claves.orden }).from(claves);
    const byOrder = new Map(keys.map((key) => [key.orden, key.id]));
    const rows = Object.entries(CONSULTATION_QUESTIONS).flatMap(([grupo, questions]) =>
      questions.flatMap((question, orden) => {
        const claves_id = byOrder.get(question.clave);
        return claves_id === undefined
          ? []
          : [{ grupo, claves_id, texto: question.es, texto_ca: question.ca, orden }];
      }),
    );
    if (rows.length > 0) await tx.insert(consultationQuestions).values(rows);
  });
}

/**
 * Reference data every database needs (architecture.md "First start"). Safe to run on every
 * start: nothing is duplicated and nothing an administrator changed is overwritten.
 */
export async function seedReference(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedGeography(tx);
    await seedLists(tx);
  });
  await seedQuestionnaire(db);
  await seedConsultationQuestions(db);
}
