import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import type { AdminTestApp, InjectMethod } from './admin-app';
import { createUser, type TestUser } from './app';
import { must } from './user-helpers';
import type { Database } from '../db/client';
import { centros, users } from '../db/schema/index';

/** Two communities of the reference seed: Comunidad de Madrid (13) and Andalucía (1). */
export const MADRID = {
  comunidades_id: 13,
  provincias_id_provincia: 28,
  municipios_id_municipio: 28079,
};
export const MALAGA = {
  comunidades_id: 1,
  provincias_id_provincia: 29,
  municipios_id_municipio: 29067,
};
export type Place = typeof MADRID;

/**
 * An administrator with a scope (`ambito`, community ids) and read-only flag. Setting a scope
 * ends the person's sessions, so the stored session version is read back for their tokens.
 */
export async function scopedAdministrator(
  db: Database,
  ambito: number[],
  soloLectura = 0,
): Promise<TestUser> {
  const user = await createUser(db, { perfil: 0 });
  const [row] = await db
    .update(users)
    .set({ ambito, solo_lectura: soloLectura })
    .where(eq(users.id, user.id))
    .returning({ session_version: users.session_version });
  return { ...user, session_version: must(row).session_version };
}

/** A filter or setup value as the query string carries it. */
export const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The ids of a `{ data: [{ id }] }` reply. */
export const ids = (response: LightMyRequestResponse) =>
  response.json<{ data: { id: number }[] }>().data.map((row) => row.id);

/** The people and centres the scope tests share: a centre and a teacher in each community. */
export interface ScopeWorld {
  madrid: { id: number; codigo: string };
  madridInactive: { id: number; codigo: string };
  malaga: { id: number; codigo: string };
  madrileño: TestUser;
  malagueña: TestUser;
  /** Administrators scoped to Madrid and to Andalucía, and a national one who only reads. */
  ofMadrid: TestUser;
  ofMalaga: TestUser;
  readOnly: TestUser;
}

/**
 * The scope tests' helpers over one file's app, and the world they share, built in a
 * `beforeAll` of the file (read its properties once the tests run).
 */
export function scopeFixture(t: AdminTestApp) {
  let counter = 0;
  const centreBody = (place: Place, extra: object = {}) => ({
    nombre: `IES Ámbito ${++counter}`,
    codigo: `AMB-${counter}`,
    activo: 1,
    ...place,
    ...extra,
  });

  async function insertCentre(place: Place): Promise<{ id: number; codigo: string }> {
    const [row] = await t.db
      .insert(centros)
      .values({ ...centreBody(place), kind: 'CEPA', ownership: 'PUBLIC' })
      .returning({ id: centros.id, codigo: centros.codigo });
    return must(row);
  }

  const administrator = (ambito: number[], soloLectura = 0) =>
    scopedAdministrator(t.db, ambito, soloLectura);

  const as = (user: TestUser, method: InjectMethod, url: string) => t.callAs(user, method, url);
  const send = (
    user: TestUser,
    method: Exclude<InjectMethod, 'GET'>,
    url: string,
    payload: object,
  ) => t.callAs(user, method, url, payload);

  const world = {} as ScopeWorld;
  beforeAll(async () => {
    world.madrid = await insertCentre(MADRID);
    world.madridInactive = await insertCentre(MADRID);
    await t.db.update(centros).set({ activo: 0 }).where(eq(centros.id, world.madridInactive.id));
    world.malaga = await insertCentre(MALAGA);
    world.madrileño = await createUser(t.db, {
      perfil: 2,
      centros_id: world.madrid.id,
      nombre: 'Madrileño',
    });
    world.malagueña = await createUser(t.db, {
      perfil: 2,
      centros_id: world.malaga.id,
      nombre: 'Malagueña',
    });
    world.ofMadrid = await administrator([MADRID.comunidades_id]);
    world.ofMalaga = await administrator([MALAGA.comunidades_id]);
    world.readOnly = await administrator([], 1);
  });

  return { world, centreBody, insertCentre, administrator, as, send };
}
