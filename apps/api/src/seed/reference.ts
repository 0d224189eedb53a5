import { count, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import {
  cargos,
  claves,
  colores,
  comunidades,
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
import { PERSPECTIVAS, TIPOS_MATERIAL } from './data/resource-lists';
import { loadGeography } from './geography-data';

/** Rows per multi-row insert: far below PostgreSQL's 65,535 parameters for every table here. */
const CHUNK = 1000;

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
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
  await db
    .insert(comunidades)
    .values([...geography.comunidades])
    .onConflictDoNothing();
  await db
    .insert(provincias)
    .values([...geography.provincias])
    .onConflictDoNothing();
  await insertInChunks(geography.municipios, (chunk) =>
    db.insert(municipios).values(chunk).onConflictDoNothing(),
  );
}

async function seedLists(db: Executor): Promise<void> {
  await db
    .insert(perfiles)
    .values([...PROFILES])
    .onConflictDoNothing();
  await db
    .insert(languages)
    .values([...LANGUAGES])
    .onConflictDoNothing();
  await db
    .insert(cargos)
    .values([...CARGOS])
    .onConflictDoNothing();
  await db
    .insert(cursos)
    .values([...CURSOS])
    .onConflictDoNothing();
  await db
    .insert(colores)
    .values([...COLORES])
    .onConflictDoNothing();
  await db
    .insert(tipos)
    .values([...TIPOS])
    .onConflictDoNothing();
  await db
    .insert(perspectivas)
    .values([...PERSPECTIVAS])
    .onConflictDoNothing();
  await db
    .insert(tiposMaterial)
    .values([...TIPOS_MATERIAL])
    .onConflictDoNothing();
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
 * Reference data every database needs (architecture.md "First start"). Safe to run on every
 * start: nothing is duplicated and nothing an administrator changed is overwritten.
 */
export async function seedReference(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedGeography(tx);
    await seedLists(tx);
  });
  await seedQuestionnaire(db);
}
