import type { Pregunta, Respuesta } from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preguntas, respuestas, tipos } from '../../db/schema/index';
import { localized } from '../../lib/language';

/** Which questions a list shows: one key's only when asked, the retired ones only when asked. */
export interface PreguntaFilter {
  clavesId?: number;
  includeRetired?: boolean;
}

/** The questions that meet `where`, as the API shows them (type code, count of current options). */
async function preguntasWhere(
  db: Executor,
  language: LanguageCode,
  where: SQL | undefined,
): Promise<Pregunta[]> {
  const rows = await db
    .select({
      pregunta: preguntas,
      codigo: tipos.codigo,
      respuestas: sql<number>`(select count(*)::int from ${respuestas} r
        where r.preguntas_id = ${preguntas.id} and r.retired_at is null)`,
    })
    .from(preguntas)
    .innerJoin(tipos, eq(tipos.id, preguntas.tipos_id))
    .where(where)
    .orderBy(asc(preguntas.claves_id), asc(preguntas.num), asc(preguntas.id));
  return rows.map(({ pregunta: p, codigo, respuestas: optionCount }) => ({
    id: p.id,
    claves_id: p.claves_id,
    num: p.num,
    tipos_id: p.tipos_id,
    codigo,
    titulo: localized(language, p.titulo, p.titulo_ca),
    titulo_es: p.titulo,
    titulo_ca: p.titulo_ca,
    retired_at: p.retired_at?.toISOString() ?? null,
    respuestas: Number(optionCount),
  }));
}

/** GET /v3/preguntas: current questions (of one key when asked), by key and number. */
export async function listPreguntas(
  db: Executor,
  language: LanguageCode,
  filter: PreguntaFilter,
): Promise<Pregunta[]> {
  const conditions: SQL[] = [];
  if (filter.clavesId !== undefined) conditions.push(eq(preguntas.claves_id, filter.clavesId));
  if (!filter.includeRetired) conditions.push(isNull(preguntas.retired_at));
  return preguntasWhere(db, language, and(...conditions));
}

/** One question as its list shows it, retired or not; undefined when there is none. */
export async function findPregunta(
  db: Executor,
  language: LanguageCode,
  id: number,
): Promise<Pregunta | undefined> {
  const [found] = await preguntasWhere(db, language, eq(preguntas.id, id));
  return found;
}

/** The options that meet `where`, as the API shows them, in their order. */
async function respuestasWhere(
  db: Executor,
  language: LanguageCode,
  where: SQL | undefined,
): Promise<Respuesta[]> {
  const rows = await db
    .select()
    .from(respuestas)
    .where(where)
    .orderBy(asc(respuestas.orden), asc(respuestas.id));
  return rows.map((r) => ({
    id: r.id,
    preguntas_id: r.preguntas_id,
    respuesta: localized(language, r.respuesta, r.respuesta_ca),
    respuesta_es: r.respuesta,
    respuesta_ca: r.respuesta_ca,
    valor: r.valor,
    orden: r.orden,
    retired_at: r.retired_at?.toISOString() ?? null,
  }));
}

/** A question's options in order: the current ones, or with the retired ones when asked. */
export async function listRespuestasOf(
  db: Executor,
  language: LanguageCode,
  preguntasId: number,
  includeRetired: boolean,
): Promise<Respuesta[]> {
  const conditions = [eq(respuestas.preguntas_id, preguntasId)];
  if (!includeRetired) conditions.push(isNull(respuestas.retired_at));
  return respuestasWhere(db, language, and(...conditions));
}

/** One option as its list shows it, retired or not; undefined when there is none. */
export async function findRespuesta(
  db: Executor,
  language: LanguageCode,
  id: number,
): Promise<Respuesta | undefined> {
  const [found] = await respuestasWhere(db, language, eq(respuestas.id, id));
  return found;
}
