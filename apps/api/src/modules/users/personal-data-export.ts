import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { USER_MESSAGES } from '@eval/contracts/users';
import { queryRows, type Database } from '../../db/client';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { firstOr } from '../../lib/errors';
import { createZipWriter } from '../../lib/zip-stream';

/**
 * Everything the system holds about one person (GDPR art. 15 and 20; docs/privacy.md), as the
 * tables keep it: profile, centre, the answers they gave, the evaluations they finished or
 * reset, the e-mails sent to them, the set-password links issued to them (never the token), the
 * audit lines about them and the ones recording what they did.
 */
export interface PersonalData {
  perfil: Record<string, unknown> & { email: string };
  centro: Record<string, unknown> | null;
  respuestas: Record<string, unknown>[];
  evaluaciones: Record<string, unknown>[];
  correos: Record<string, unknown>[];
  enlaces: Record<string, unknown>[];
  auditoria: Record<string, unknown>[];
  acciones: Record<string, unknown>[];
}

/** Audit lines about user `id`: the user routes name the user by id, other lines carry the e-mail. */
export const auditAboutUser = (id: number, email: string) =>
  sql`((entity like 'user%' or entity like 'auth/%') and entity_id = ${String(id)})
      or before::text like ${`%${JSON.stringify(email)}%`}
      or after::text like ${`%${JSON.stringify(email)}%`}`;

export async function collectPersonalData(db: Database, id: number): Promise<PersonalData> {
  const perfil = await firstOr(
    queryRows<PersonalData['perfil'] & { centros_id: number | null }>(
      db,
      sql`select u.id, u.nombre, u.apellidos, u.email, u.telefono, u.dni, u.perfil,
            p.nombre as perfil_nombre, u.cargos_id, c.nombre as cargo, u.language_id, u.activo,
            u.centros_id, u.created_at, u.updated_at,
            (u.password_hash is not null) as tiene_contrasena
          from users u join perfiles p on p.id = u.perfil
          left join cargos c on c.id = u.cargos_id where u.id = ${id}`,
    ),
    'NOT_FOUND',
    USER_MESSAGES.notFound,
  );
  const [centro] =
    perfil.centros_id === null
      ? []
      : await queryRows<Record<string, unknown>>(
          db,
          sql`select id, codigo, nombre, direccion, cp, kind, ownership, comunidades_id,
                provincias_id_provincia, municipios_id_municipio, activo
              from centros where id = ${perfil.centros_id}`,
        );
  const respuestas = await queryRows<Record<string, unknown>>(
    db,
    sql`select a.evaluation_id, e.centros_id, pe.periodo, a.preguntas_id, q.titulo as pregunta,
          a.respuestas_ids, a.not_applicable, a.answered_at
        from answers a join evaluations e on e.id = a.evaluation_id
        join periodos pe on pe.id = e.periodos_id join preguntas q on q.id = a.preguntas_id
        where a.answered_by = ${id} order by a.evaluation_id, a.preguntas_id`,
  );
  const evaluaciones = await queryRows<Record<string, unknown>>(
    db,
    sql`select 'finalizada' as accion, id as evaluation_id, centros_id, periodos_id,
          finished_at as fecha from evaluations where finished_by = ${id}
        union all
        select 'reiniciada', evaluation_id, centros_id, periodos_id, created_at
          from evaluation_resets where reset_by = ${id}
        order by fecha`,
  );
  const correos = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, receiver, subject, text, status, error, attempts, sent_at, created_at,
          campaign_id from sent_emails
        where user_id = ${id} or receiver = ${perfil.email} order by id`,
  );
  const enlaces = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, purpose, created_at, expires_at, used_at from set_password_tokens
        where user_id = ${id} order by id`,
  );
  const auditoria = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, user_id, action, entity, entity_id, before, after, created_at as at from audit_log
        where ${auditAboutUser(id, perfil.email)} order by id`,
  );
  const acciones = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, action, entity, entity_id, created_at as at from audit_log where user_id = ${id} order by id`,
  );
  return {
    perfil,
    centro: centro ?? null,
    respuestas,
    evaluaciones,
    correos,
    enlaces,
    auditoria,
    acciones,
  };
}

const README = `Datos personales exportados del Programa de Autoevaluación.

perfil.json            la cuenta: nombre, apellidos, correo, teléfono, DNI, perfil, cargo, idioma
centro.json            el centro al que pertenece la cuenta
respuestas.json/.csv   las respuestas que dio a los cuestionarios
evaluaciones.json      las evaluaciones que finalizó o reinició
correos.json/.csv      los correos que se le enviaron (texto incluido)
enlaces.json           los enlaces para elegir contraseña emitidos (nunca el enlace en sí)
auditoria.json/.csv    las líneas del registro de cambios sobre su cuenta
acciones.json          las líneas del registro de cambios de lo que hizo

Los ficheros CSV usan ";" como separador y UTF-8. La contraseña nunca se guarda en claro.
`;

/** One table as CSV: a header of its keys, then its rows; objects as JSON text. */
function toCsv(rows: readonly Record<string, unknown>[]): string {
  const first = rows[0];
  if (!first) return CSV_BOM;
  const keys = Object.keys(first);
  const cell = (value: unknown) =>
    value !== null && typeof value === 'object' && !(value instanceof Date)
      ? JSON.stringify(value)
      : value;
  return (
    CSV_BOM + csvLine(keys) + rows.map((row) => csvLine(keys.map((k) => cell(row[k])))).join('')
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The ZIP the administrator downloads: each table as JSON, the long ones also as CSV. */
export function personalDataZip(data: PersonalData): Readable {
  const zip = createZipWriter();
  zip.addEntry('LEEME.txt', README);
  zip.addEntry('perfil.json', json(data.perfil));
  zip.addEntry('centro.json', json(data.centro));
  zip.addEntry('respuestas.json', json(data.respuestas));
  zip.addEntry('respuestas.csv', toCsv(data.respuestas));
  zip.addEntry('evaluaciones.json', json(data.evaluaciones));
  zip.addEntry('correos.json', json(data.correos));
  zip.addEntry('correos.csv', toCsv(data.correos));
  zip.addEntry('enlaces.json', json(data.enlaces));
  zip.addEntry('auditoria.json', json(data.auditoria));
  zip.addEntry('auditoria.csv', toCsv(data.auditoria));
  zip.addEntry('acciones.json', json(data.acciones));
  void zip
    .finish()
    .catch((error: unknown) =>
      zip.stream.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  return zip.stream;
}
