import type { centros } from '../db/schema/index';
import type { EntityFields } from './entity-fields';

/** Every column of `centros` and what it is to the product (lib/entity-fields.ts says why). */
export const CENTRE_FIELDS = {
  id: { personalExport: true, why: 'the key: named by every line and link, never written back' },
  nombre: {
    revert: true,
    history: true,
    personalExport: true,
    registerImport: true,
    listExport: 'nombre',
  },
  direccion: {
    revert: true,
    history: true,
    personalExport: true,
    registerImport: true,
    listExport: 'direccion',
  },
  kind: {
    revert: true,
    history: true,
    personalExport: true,
    registerImport: true,
    listExport: 'tipo',
  },
  ownership: {
    revert: true,
    history: true,
    personalExport: true,
    registerImport: true,
    listExport: 'titularidad',
  },
  comunidades_id: {
    revert: true,
    history: true,
    personalExport: true,
    registerImport: true,
    listExport: 'comunidad',
  },
  provincias_id_provincia: {
    revert: true,
    history: true,
    personalExport: true,
    registerImport: true,
    listExport: 'provincia',
  },
  municipios_id_municipio: {
    revert: true,
    history: true,
    personalExport: true,
    registerImport: true,
    listExport: 'municipio',
  },
  cp: { revert: true, history: true, personalExport: true, registerImport: true, listExport: 'cp' },
  codigo: {
    revert: true,
    history: true,
    personalExport: true,
    registerImport: true,
    listExport: 'codigo',
  },
  groupby: {
    revert: true,
    history: true,
    personalExport: true,
    registerImport: true,
    listExport: 'grupo',
  },
  nivel_socioeconomico: {
    revert: true,
    history: true,
    personalExport: true,
    registerImport: true,
    listExport: 'nivel',
  },
  activo: { revert: true, history: true, personalExport: true, registerImport: true },
  home: { revert: true, history: true, personalExport: true },
  created_at: { personalExport: true, why: 'kept by the database; a revert never rewrites it' },
  updated_at: { personalExport: true, why: 'kept by the database; a revert never rewrites it' },
  nombre_search: { why: 'computed by PostgreSQL from the name, for searches' },
} as const satisfies EntityFields<typeof centros.$inferSelect>;
