import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { DashboardFilter, DownloadCentreFormat } from '@eval/contracts/dashboard';
import {
  CENTRE_KIND_LABELS,
  OWNERSHIP_LABELS,
  SOCIOECONOMIC_LEVEL_LABELS,
  type CentreKind,
} from '@eval/contracts/centre-enums';
import type { Database } from '../../db/client';
import type { AdminScope } from '../../lib/scope';
import { tableStream } from '../../lib/table-download';
import {
  activeCentresCondition,
  filteredCentres,
  type CentreRow,
} from './centre-export-repository';

export const COLUMNS = [
  { key: 'codigo', header: 'Código' },
  { key: 'nombre', header: 'Nombre', width: 40 },
  { key: 'tipo', header: 'Tipo' },
  { key: 'titularidad', header: 'Titularidad' },
  { key: 'comunidad', header: 'Comunidad autónoma', width: 28 },
  { key: 'provincia', header: 'Provincia' },
  { key: 'municipio', header: 'Municipio', width: 24 },
  { key: 'cp', header: 'Código postal' },
  { key: 'direccion', header: 'Dirección', width: 36 },
  { key: 'grupo', header: 'Grupo' },
  { key: 'nivel', header: 'Nivel socioeconómico' },
] as const;

const toCells = (r: CentreRow): Record<(typeof COLUMNS)[number]['key'], string> => ({
  codigo: r.codigo,
  nombre: r.nombre,
  tipo: CENTRE_KIND_LABELS[r.kind as CentreKind] ?? r.kind,
  titularidad: OWNERSHIP_LABELS[r.ownership ?? 'WITHOUT_OWNERSHIP'],
  comunidad: r.comunidad,
  provincia: r.provincia,
  municipio: r.municipio,
  cp: r.cp,
  direccion: r.direccion,
  grupo: r.groupby ?? '',
  nivel: r.nivel_socioeconomico ? SOCIOECONOMIC_LEVEL_LABELS[r.nivel_socioeconomico] : '',
});

/**
 * The filtered centre list, within the caller's scope, as a stream: CSV with ';' (spec §9) or .xlsx, with formula-looking
 * text neutralised by lib/csv and lib/excel. Resolves once the first batch is read, so a
 * failing query is still a proper error answer; a failure half-way destroys the stream, so the
 * client sees a broken download rather than a silently truncated file.
 */
export function exportCentres(
  db: Database,
  filter: DashboardFilter,
  format: DownloadCentreFormat,
  scope: AdminScope,
): Promise<Readable> {
  return exportCentreRows(db, activeCentresCondition(filter, scope), format);
}

/**
 * The centres matching `condition` (SQL on the centre alias `c`) as the same CSV or .xlsx stream
 * as the dashboard's download: the bulk export of BBDD Centros' selection uses it too.
 */
export async function exportCentreRows(
  db: Database,
  condition: SQL,
  format: DownloadCentreFormat,
): Promise<Readable> {
  return tableStream(format, 'Centros', COLUMNS, await filteredCentres(db, condition), toCells);
}
