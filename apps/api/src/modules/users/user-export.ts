import type { Readable } from 'node:stream';
import {
  CENTRE_KIND_LABELS,
  OWNERSHIP_LABELS,
  type CentreKind,
  type ReportOwnership,
} from '@eval/contracts/centre-enums';
import type { UserExportFormat } from '@eval/contracts/user-export';
import type { UserFilter, UserRow } from '@eval/contracts/users';
import type { Database } from '../../db/client';
import { tableStream } from '../../lib/table-download';
import type { AdminScope } from '../../lib/scope';
import { filteredUserBatches } from './user-list-repository';

export const COLUMNS = [
  { key: 'id', header: 'Id', width: 8, type: 'number' },
  { key: 'nombre', header: 'Nombre', width: 20 },
  { key: 'apellidos', header: 'Apellidos', width: 28 },
  { key: 'email', header: 'Correo electrónico', width: 34 },
  { key: 'telefono', header: 'Teléfono' },
  { key: 'dni', header: 'DNI' },
  { key: 'perfil', header: 'Perfil' },
  { key: 'activo', header: 'Activo', width: 8 },
  { key: 'alta', header: 'Fecha de alta', type: 'date' },
  { key: 'codigo', header: 'Código del centro' },
  { key: 'centro', header: 'Centro', width: 36 },
  { key: 'ccaa', header: 'Comunidad autónoma', width: 26 },
  { key: 'provincia', header: 'Provincia' },
  { key: 'municipio', header: 'Municipio', width: 24 },
  { key: 'grupo', header: 'Grupo' },
  { key: 'titularidad', header: 'Titularidad' },
  { key: 'tipo', header: 'Tipo' },
] as const;
type Key = (typeof COLUMNS)[number]['key'];

/** No secret is exported: the row carries no hash, only whether a password is set. */
const toCells = (u: UserRow): Record<Key, string | number> => ({
  id: u.id,
  nombre: u.nombre,
  apellidos: u.apellidos,
  email: u.email,
  telefono: u.telefono,
  dni: u.dni,
  perfil: u.perfil_nombre,
  activo: u.activo === 1 ? 'Sí' : 'No',
  alta: u.created_at.slice(0, 10),
  codigo: u.codigo ?? '',
  centro: u.centro ?? '',
  ccaa: u.ccaa ?? '',
  provincia: u.provincia ?? '',
  municipio: u.municipio ?? '',
  grupo: u.groupby ?? '',
  titularidad:
    u.centros_id === null
      ? ''
      : (OWNERSHIP_LABELS[(u.titularidad ?? 'WITHOUT_OWNERSHIP') as ReportOwnership] ??
        u.titularidad),
  tipo: u.cepa_fp ? (CENTRE_KIND_LABELS[u.cepa_fp as CentreKind] ?? u.cepa_fp) : '',
});

/**
 * Every user matching the list's filter as a stream: CSV with ';' or .xlsx, read 2,000 users at a
 * time, formula-looking text neutralised by lib/csv and lib/excel (as the centre downloads).
 * A failure half-way destroys the stream, so the client sees a broken download, not a short file.
 */
export async function exportUsers(
  db: Database,
  filter: UserFilter,
  format: UserExportFormat,
  scope: AdminScope,
): Promise<Readable> {
  const batches = await filteredUserBatches(db, filter, scope);
  return tableStream(format, 'Usuarios', COLUMNS, batches, toCells);
}
