import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { fieldsWith } from '../../lib/entity-fields';
import { CENTRE_FIELDS } from '../../lib/centre-fields';
import { USER_FIELDS } from '../../lib/user-fields';

/**
 * The columns of the person's row and of their centre the export holds, as the entities'
 * declarations say (a column added to `users` or `centros` is declared there, and so is
 * exported or not on purpose). Identifiers of the declarations, never input.
 */
const USER_COLUMNS = sql.raw(
  fieldsWith(USER_FIELDS, 'personalExport')
    .map((column) => `u.${column}`)
    .join(', '),
);
const CENTRE_COLUMNS = sql.raw(fieldsWith(CENTRE_FIELDS, 'personalExport').join(', '));

/**
 * Records that an administrator exported a person's personal data: a read, which the audit
 * plugin does not record, but an export of personal data is (docs/privacy.md).
 */
export async function insertPersonalDataExportLine(db: Database, adminId: number, userId: number) {
  await db.insert(auditLog).values({
    user_id: adminId,
    action: 'GET /v1/users/:id/personal-data',
    entity: 'users/personal-data',
    entity_id: String(userId),
    before: null,
    after: { exportado: 'datos personales' },
  });
}

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

export type PersonalProfile = PersonalData['perfil'] & { centros_id: number | null };

/** Audit lines about user `id`'s record: the user and account routes name the user by id. */
export const auditAboutRecord = (id: number) =>
  sql`((entity like 'user%' or entity like 'auth/%') and entity_id = ${String(id)})`;

/** Audit lines about user `id`: the user routes name the user by id, other lines carry the e-mail. */
export const auditAboutUser = (id: number, email: string) =>
  sql`${auditAboutRecord(id)}
      or before::text like ${`%${JSON.stringify(email)}%`}
      or after::text like ${`%${JSON.stringify(email)}%`}`;

/** The person's user row with its profile's and cargo's names (none when there is no user `id`). */
export function personalProfileRows(db: Database, id: number): Promise<PersonalProfile[]> {
  return queryRows<PersonalProfile>(
    db,
    sql`select ${USER_COLUMNS}, p.nombre as perfil_nombre, c.nombre as cargo,
            (u.password_hash is not null) as tiene_contrasena
          from users u join perfiles p on p.id = u.perfil
          left join cargos c on c.id = u.cargos_id where u.id = ${id}`,
  );
}

/** Everything else held about the person whose row is `perfil`, read in the export's order. */
export async function personalDataAbout(
  db: Database,
  id: number,
  perfil: PersonalProfile,
): Promise<PersonalData> {
  const [centro] =
    perfil.centros_id === null
      ? []
      : await queryRows<Record<string, unknown>>(
          db,
          sql`select ${CENTRE_COLUMNS} from centros where id = ${perfil.centros_id}`,
        );
  const respuestas = await queryRows<Record<string, unknown>>(
    db,
    sql`select a.evaluation_id, e.centros_id, c.nombre as centro, pe.periodo, a.preguntas_id,
          q.titulo as pregunta, a.respuestas_ids,
          (select string_agg(r.respuesta, ' | ' order by r.orden, r.id) from respuestas r
            where r.id = any(a.respuestas_ids)) as respuesta,
          a.not_applicable, a.answered_at
        from answers a join evaluations e on e.id = a.evaluation_id
        join centros c on c.id = e.centros_id
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
    sql`select id, receiver, subject, text, status, error, attempts, next_attempt_at, sent_at,
          created_at, campaign_id from sent_emails
        where user_id = ${id} or receiver = ${perfil.email} order by id`,
  );
  const enlaces = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, purpose, created_at, expires_at, used_at from set_password_tokens
        where user_id = ${id} order by id`,
  );
  const auditoria = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, user_id, action, entity, entity_id, before, after, reverts_id, deleted,
          created_at as at from audit_log
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
