import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';

/** The user row a login needs, found by its (lower-cased) e-mail. */
export async function findLoginUser(db: Database, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      nombre: users.nombre,
      apellidos: users.apellidos,
      email: users.email,
      perfil: users.perfil,
      language_id: users.language_id,
      centros_id: users.centros_id,
      activo: users.activo,
      password_hash: users.password_hash,
    })
    .from(users)
    .where(eq(users.email, email));
  return row;
}
