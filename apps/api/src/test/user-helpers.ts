import { count, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { centros, municipios, sentEmails, users } from '../db/schema/index';
import { must } from '../modules/users/user-rules';

export { must };

let centreCounter = 0;

/** Inserts a centre in a real municipio of the reference seed; tests only. */
export async function createCentre(
  db: Database,
  input: { codigo?: string; nombre?: string; groupby?: string | null } = {},
): Promise<{ id: number; codigo: string; groupby: string | null }> {
  centreCounter += 1;
  const [place] = await db
    .select({
      id: municipios.id_municipio,
      provincia: municipios.id_provincia,
      ccaa: municipios.comunidad_id,
    })
    .from(municipios)
    .orderBy(sql`${municipios.id_municipio}`)
    .limit(1);
  const [row] = await db
    .insert(centros)
    .values({
      nombre: input.nombre ?? `Centro de prueba ${centreCounter}`,
      codigo: input.codigo ?? `T${Date.now().toString(36)}${centreCounter}`,
      groupby: input.groupby === undefined ? 'G1' : input.groupby,
      comunidades_id: must(place).ccaa,
      provincias_id_provincia: must(place).provincia,
      municipios_id_municipio: must(place).id,
      ownership: 'PUBLIC',
      kind: 'CEPA',
      cp: '28001',
    })
    .returning({ id: centros.id, codigo: centros.codigo, groupby: centros.groupby });
  return must(row);
}

/** Polls `check` until it returns a value (not undefined/false) or the time runs out. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 5_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** How many people have an e-mail like `pattern`, and how many e-mails were recorded to them. */
export async function usersAndMailsLike(
  db: Database,
  pattern: string,
): Promise<{ users: number; mails: number }> {
  const [people] = await db.select({ n: count() }).from(users).where(like(users.email, pattern));
  const [mails] = await db
    .select({ n: count() })
    .from(sentEmails)
    .where(like(sentEmails.receiver, pattern));
  return { users: people?.n ?? 0, mails: mails?.n ?? 0 };
}
