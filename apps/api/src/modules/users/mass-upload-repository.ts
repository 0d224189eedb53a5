import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { centros, perfiles, users } from '../../db/schema/index';

/** An existing user the file names by e-mail, with the fields an upload may change. */
export interface StoredUser {
  id: number;
  email: string;
  nombre: string;
  apellidos: string;
  perfil: number;
  centros_id: number | null;
  /** The community of their centre (null: none), for the uploader's scope. */
  comunidad: number | null;
}

/** The users whose e-mail is one of `emails`. */
export function usersWithEmails(db: Executor, emails: string[]): Promise<StoredUser[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      nombre: users.nombre,
      apellidos: users.apellidos,
      perfil: users.perfil,
      centros_id: users.centros_id,
      comunidad: centros.comunidades_id,
    })
    .from(users)
    .leftJoin(centros, eq(centros.id, users.centros_id))
    .where(inArray(users.email, emails));
}

/** A centre a row names by code, with its group and community. */
export interface NamedCentre {
  id: number;
  codigo: string;
  groupby: string | null;
  comunidades_id: number;
}

/** The centres whose code is one of `codes`. */
export function centresWithCodes(db: Executor, codes: string[]): Promise<NamedCentre[]> {
  return db
    .select({
      id: centros.id,
      codigo: centros.codigo,
      groupby: centros.groupby,
      comunidades_id: centros.comunidades_id,
    })
    .from(centros)
    .where(inArray(centros.codigo, codes));
}

/** The codes of the centres `ids`. */
export function centreCodes(
  db: Executor,
  ids: number[],
): Promise<{ id: number; codigo: string }[]> {
  return db
    .select({ id: centros.id, codigo: centros.codigo })
    .from(centros)
    .where(inArray(centros.id, ids));
}

/** Every profile's id and name. */
export function profileNames(db: Executor): Promise<{ id: number; nombre: string }[]> {
  return db.select({ id: perfiles.id, nombre: perfiles.nombre }).from(perfiles);
}

/**
 * Writes name, surnames, profile and centre of each record's user in one statement (the
 * records as one JSON parameter); the ids of the users it found.
 */
export function updateUsersFromRecords(
  tx: Executor,
  records: readonly ({ id: number | undefined } & Partial<
    Pick<StoredUser, 'nombre' | 'apellidos' | 'perfil'> & { centros_id: number }
  >)[],
): Promise<{ id: number }[]> {
  return queryRows<{ id: number }>(
    tx,
    sql`
    update ${users} u set nombre = r.nombre, apellidos = r.apellidos, perfil = r.perfil,
      centros_id = r.centros_id, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      as r(id int, nombre text, apellidos text, perfil int, centros_id int)
    where u.id = r.id
    returning u.id`,
  );
}

/**
 * Inserts the users whose e-mail nobody has (ON CONFLICT DO NOTHING); what a welcome e-mail
 * needs of those created.
 */
export function insertUsersUnlessEmailTaken(
  tx: Executor,
  values: (typeof users.$inferInsert)[],
): Promise<{ id: number; nombre: string; email: string; language_id: string }[]> {
  return tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning({
    id: users.id,
    nombre: users.nombre,
    email: users.email,
    language_id: users.language_id,
  });
}
