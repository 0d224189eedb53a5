import type { users } from '../db/schema/index';
import type { EntityFields } from './entity-fields';

/** Every column of `users` and what it is to the product (lib/entity-fields.ts says why). */
export const USER_FIELDS = {
  id: { personalExport: true, listExport: 'id', why: 'the key: never written back' },
  nombre: { revert: true, history: true, personalExport: true, listExport: 'nombre' },
  apellidos: { revert: true, history: true, personalExport: true, listExport: 'apellidos' },
  email: { revert: true, history: true, personalExport: true, listExport: 'email' },
  telefono: { revert: true, history: true, personalExport: true, listExport: 'telefono' },
  dni: { revert: true, history: true, personalExport: true, listExport: 'dni' },
  perfil: { revert: true, history: true, personalExport: true, listExport: 'perfil' },
  created_at: { personalExport: true, listExport: 'alta', why: 'kept by the database' },
  updated_at: { personalExport: true, why: 'kept by the database' },
  language_id: { revert: true, history: true, personalExport: true },
  cargos_id: { revert: true, history: true, personalExport: true },
  activo: { revert: true, history: true, personalExport: true, listExport: 'activo' },
  centros_id: { revert: true, history: true, personalExport: true, listExport: 'codigo' },
  password_hash: {
    why: 'a secret: never exported or shown (the export says only whether there is one), and a revert never restores an old password',
  },
  session_version: { why: 'raised by a trigger on every change that ends the sessions' },
  ambito: {
    history: true,
    personalExport: true,
    why: 'not written back by a revert: a scope changes only through its edit, which keeps a national administrator who writes',
  },
  solo_lectura: {
    history: true,
    personalExport: true,
    why: 'not written back by a revert, as ambito',
  },
  search_text: { why: 'computed by PostgreSQL from the names and the address, for searches' },
} as const satisfies EntityFields<typeof users.$inferSelect>;
