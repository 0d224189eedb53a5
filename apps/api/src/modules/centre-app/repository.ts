import { sql, type SQL } from 'drizzle-orm';
import type { CentreKind, Ownership, SocioeconomicLevel } from '@eval/contracts/centre-enums';
import type { LanguageCode } from '@eval/contracts/common';
import type { EvaluationStatus } from '@eval/contracts/evaluation-enums';
import { queryRows, type Database } from '../../db/client';
import {
  answers,
  centros,
  claves,
  colores,
  comunidades,
  documentos,
  evaluationKeys,
  evaluations,
  feedbacks,
  files,
  municipios,
  periodos,
  preguntas,
  recursos,
  recursosComunidades,
  contenidos,
  toolkits,
  users,
} from '../../db/schema/index';
import { AGGREGATE_CHANNELS } from '../../lib/centre-filter';
import type { VersionedCache } from '../../lib/versioned-cache';

/** SQL of the centre app's reads. Every read names the caller's centre. */

export interface CentreRow {
  id: number;
  nombre: string;
  codigo: string;
  comunidadId: number;
  comunidad: string;
  municipio: string;
}

export async function findCentre(db: Database, centreId: number): Promise<CentreRow | undefined> {
  const [row] = await queryRows<CentreRow>(
    db,
    sql`select c.id, c.nombre, c.codigo, c.comunidades_id as "comunidadId",
               co.nombre as comunidad, m.nombre as municipio
        from ${centros} c
        join ${comunidades} co on co.id = c.comunidades_id
        join ${municipios} m on m.id_municipio = c.municipios_id_municipio
        where c.id = ${centreId}`,
  );
  return row;
}

export interface UserRow {
  id: number;
  nombre: string;
  apellidos: string;
  email: string;
  perfil: number;
  language_id: string;
}

export async function findUser(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await queryRows<UserRow>(
    db,
    sql`select id, nombre, apellidos, email, perfil, language_id from ${users} where id = ${userId}`,
  );
  return row;
}

export interface KeyRow {
  keyId: number;
  orden: number;
  titulo: string;
  descripcion: string;
  color: string;
  textColor: string;
}

/** Every key with its colour, its texts in `language` (Spanish where untranslated). */
export async function keysIn(db: Database, language: LanguageCode): Promise<Map<number, KeyRow>> {
  const ca = language === 'CA';
  const rows = await queryRows<KeyRow>(
    db,
    sql`select k.id as "keyId", k.orden,
               case when ${ca} and k.titulo_ca <> '' then k.titulo_ca else k.titulo end as titulo,
               case when ${ca} and k.descripcion_ca <> '' then k.descripcion_ca
                    else k.descripcion end as descripcion,
               coalesce(col.hex, '#2b74c4') as color, coalesce(col.texto, '#ffffff') as "textColor"
        from ${claves} k left join ${colores} col on col.id = k.colores_id
        order by k.orden, k.id`,
  );
  return new Map(rows.map((r) => [r.keyId, { ...r, orden: Number(r.orden) }]));
}

export interface PeriodRow {
  id: number;
  periodo: string;
  abiertoDesde: string;
  activo: boolean;
}

export async function findPeriod(db: Database, periodId: number): Promise<PeriodRow | undefined> {
  const [row] = await queryRows<PeriodRow>(
    db,
    sql`select id, periodo, to_json(created_at) #>> '{}' as "abiertoDesde", activo
        from ${periodos} where id = ${periodId}`,
  );
  return row;
}

export interface EvaluationRow {
  evaluationId: number;
  periodId: number;
  periodo: string;
  activo: boolean;
  status: EvaluationStatus;
  startedAt: string;
  lastAnswerAt: string | null;
  finishedAt: string | null;
  score: number | null;
  isFirstFinished: boolean;
}

const evaluationColumns = sql`e.id as "evaluationId", e.periodos_id as "periodId", pe.periodo,
  pe.activo, e.status, to_json(e.started_at) #>> '{}' as "startedAt",
  to_json(e.last_answer_at) #>> '{}' as "lastAnswerAt",
  to_json(e.finished_at) #>> '{}' as "finishedAt", e.score::float8 as score,
  e.is_first_finished as "isFirstFinished"`;

/** The centre's evaluations across periods, the newest period first. */
export function centreEvaluations(db: Database, centreId: number): Promise<EvaluationRow[]> {
  return queryRows<EvaluationRow>(
    db,
    sql`select ${evaluationColumns}
        from ${evaluations} e join ${periodos} pe on pe.id = e.periodos_id
        where e.centros_id = ${centreId}
        order by pe.periodo desc, e.id desc`,
  );
}

/** One evaluation, only when it is the centre's: another centre's id reads as absent. */
export async function centreEvaluation(
  db: Database,
  centreId: number,
  evaluationId: number,
): Promise<EvaluationRow | undefined> {
  const [row] = await queryRows<EvaluationRow>(
    db,
    sql`select ${evaluationColumns}
        from ${evaluations} e join ${periodos} pe on pe.id = e.periodos_id
        where e.id = ${evaluationId} and e.centros_id = ${centreId}`,
  );
  return row;
}

/** The centre's evaluation in a period, if it has one. */
export async function evaluationInPeriod(
  db: Database,
  centreId: number,
  periodId: number,
): Promise<EvaluationRow | undefined> {
  const [row] = await queryRows<EvaluationRow>(
    db,
    sql`select ${evaluationColumns}
        from ${evaluations} e join ${periodos} pe on pe.id = e.periodos_id
        where e.centros_id = ${centreId} and e.periodos_id = ${periodId}`,
  );
  return row;
}

/** Who answered how many questions of each key in an evaluation (the last writer of each). */
export function answerersByKey(db: Database, evaluationId: number) {
  return queryRows<{
    keyId: number;
    userId: number | null;
    nombre: string | null;
    apellidos: string | null;
    answers: number;
  }>(
    db,
    sql`select p.claves_id as "keyId", a.answered_by as "userId", u.nombre, u.apellidos,
               count(*)::int as answers
        from ${answers} a
        join ${preguntas} p on p.id = a.preguntas_id and p.retired_at is null
        left join ${users} u on u.id = a.answered_by
        where a.evaluation_id = ${evaluationId}
        group by p.claves_id, a.answered_by, u.nombre, u.apellidos
        order by p.claves_id, count(*) desc, u.nombre`,
  );
}

/** The key scores of an evaluation. */
export async function keyScores(
  db: Database,
  evaluationId: number,
): Promise<Map<number, number | null>> {
  const rows = await queryRows<{ keyId: number; score: number | null }>(
    db,
    sql`select claves_id as "keyId", score::float8 as score
        from ${evaluationKeys} where evaluation_id = ${evaluationId}`,
  );
  return new Map(rows.map((r) => [r.keyId, r.score]));
}

/** The centre's first finished evaluation (dashboard "first vs later"). */
export async function firstFinished(db: Database, centreId: number) {
  const [row] = await queryRows<{ evaluationId: number; periodo: string; score: number | null }>(
    db,
    sql`select e.id as "evaluationId", pe.periodo, e.score::float8 as score
        from ${evaluations} e join ${periodos} pe on pe.id = e.periodos_id
        where e.centros_id = ${centreId} and e.is_first_finished
        order by e.finished_at limit 1`,
  );
  return row;
}

export interface GroupAverages {
  centres: number;
  score: number | null;
  keys: Map<number, number | null>;
}

/**
 * Averages of the finished evaluations of a period, over the whole programme (`comunidadId`
 * null) or one community: the overall score and each key's.
 */
export function groupAverages(
  db: Database,
  cache: VersionedCache,
  periodId: number,
  comunidadId: number | null,
): Promise<GroupAverages> {
  const inGroup = comunidadId === null ? sql`true` : sql`c.comunidades_id = ${comunidadId}`;
  return averagesOf(db, cache, periodId, `${comunidadId ?? 'all'}`, inGroup);
}

/**
 * The same averages over the centres like one (domain.md "similar"): the same ownership, kind
 * and socio-economic level, in every community.
 */
export function similarAverages(
  db: Database,
  cache: VersionedCache,
  periodId: number,
  profile: { ownership: Ownership; kind: CentreKind; nivelSocioeconomico: SocioeconomicLevel },
): Promise<GroupAverages> {
  const { ownership, kind, nivelSocioeconomico: level } = profile;
  return averagesOf(
    db,
    cache,
    periodId,
    `similar\u0000${ownership}\u0000${kind}\u0000${level}`,
    sql`c.ownership = ${ownership} and c.kind = ${kind} and c.nivel_socioeconomico = ${level}`,
  );
}

/**
 * A group's averages, kept in the versioned cache under the channels that can change them (a
 * finish or reset, a centre moved or its profile edited), so the results screen of 30,000
 * centres does not rescan the period's evaluations on every call. `group` names the condition
 * in the cache key.
 */
function averagesOf(
  db: Database,
  cache: VersionedCache,
  periodId: number,
  group: string,
  inGroup: SQL,
): Promise<GroupAverages> {
  return cache.get(
    AGGREGATE_CHANNELS,
    `centre-app.averages\u0000${periodId}\u0000${group}`,
    async () => {
      const [overall] = await queryRows<{ centres: number; score: number | null }>(
        db,
        sql`select count(*)::int as centres, avg(e.score)::float8 as score
            from ${evaluations} e join ${centros} c on c.id = e.centros_id
            where e.periodos_id = ${periodId} and e.status = 'FINISHED' and ${inGroup}`,
      );
      const keys = await queryRows<{ keyId: number; score: number | null }>(
        db,
        sql`select ek.claves_id as "keyId", avg(ek.score)::float8 as score
            from ${evaluations} e
            join ${centros} c on c.id = e.centros_id
            join ${evaluationKeys} ek on ek.evaluation_id = e.id
            where e.periodos_id = ${periodId} and e.status = 'FINISHED' and ${inGroup}
            group by ek.claves_id`,
      );
      return {
        centres: overall?.centres ?? 0,
        score: overall?.score ?? null,
        keys: new Map(keys.map((k) => [k.keyId, k.score])),
      };
    },
  );
}

/** Feedback of each key for `language`, to be matched against the key's score. */
export function feedbackIn(db: Database, language: LanguageCode) {
  return queryRows<{
    keyId: number | null;
    minimo: number;
    maximo: number;
    titulo: string;
    texto: string;
  }>(
    db,
    sql`select claves_id as "keyId", minimo, maximo, titulo, texto from ${feedbacks}
        where language_id = ${language} order by claves_id, minimo, id`,
  );
}

/** Resources of the given keys in `language`, the centre's community's or everyone's. */
export function recursosFor(
  db: Database,
  language: LanguageCode,
  keyIds: readonly number[],
  comunidadId: number,
) {
  if (keyIds.length === 0) return Promise.resolve([]);
  return queryRows<{
    id: number;
    keyId: number | null;
    titulo: string;
    descripcion: string;
    url: string;
    fileId: number | null;
  }>(
    db,
    sql`select r.id, r.claves_id as "keyId", r.titulo, r.descripcion, r.url,
               r.document_file_id as "fileId"
        from ${recursos} r
        where r.language_id = ${language}
          and r.claves_id in (${sql.join(
            keyIds.map((k) => sql`${k}`),
            sql`, `,
          )})
          and (not exists (select 1 from ${recursosComunidades} rc where rc.recursos_id = r.id)
               or exists (select 1 from ${recursosComunidades} rc
                          where rc.recursos_id = r.id and rc.comunidades_id = ${comunidadId}))
        order by r.claves_id, r.id limit 30`,
  );
}

export function toolkitsIn(db: Database, language: LanguageCode) {
  return queryRows<{
    id: number;
    titulo: string;
    descripcion: string;
    url: string;
    fileId: number | null;
  }>(
    db,
    sql`select id, titulo, descripcion, url, file_id as "fileId" from ${toolkits}
        where language_id = ${language} order by id limit 20`,
  );
}

export function allDocumentos(db: Database) {
  return queryRows<{ id: number; nombre: string; fileId: number }>(
    db,
    sql`select id, nombre, file_id as "fileId" from ${documentos} order by id limit 20`,
  );
}

export function contenidosIn(db: Database, language: LanguageCode) {
  return queryRows<{ id: number; payload: unknown }>(
    db,
    sql`select id, payload from ${contenidos} where language_id = ${language} order by id limit 20`,
  );
}

/**
 * A file a centre may download: only one a resource, toolkit or document links (never another
 * upload, such as a centre logo or a mass-upload sheet).
 */
export async function recommendedFile(db: Database, fileId: number) {
  const [row] = await queryRows<{ filename: string; mime: string; data: Uint8Array }>(
    db,
    sql`select f.filename, f.mime, f.data from ${files} f
        where f.id = ${fileId}
          and (exists (select 1 from ${recursos} r where r.document_file_id = f.id)
               or exists (select 1 from ${toolkits} t where t.file_id = f.id)
               or exists (select 1 from ${documentos} d where d.file_id = f.id))`,
  );
  return row;
}
