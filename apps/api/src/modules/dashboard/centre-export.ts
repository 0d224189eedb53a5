import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { DashboardFilter, DownloadCentreFormat } from '@eval/contracts/dashboard';
import {
  CENTRE_KIND_LABELS,
  OWNERSHIP_LABELS,
  SOCIOECONOMIC_LEVEL_LABELS,
  type CentreKind,
  type Ownership,
  type SocioeconomicLevel,
} from '@eval/contracts/centre-enums';
import { queryRows, type Database } from '../../db/client';
import { centre, community, municipality, province } from '../../db/aliases';
import { keysetBatches } from '../../lib/keyset-batches';
import { centreCondition } from '../../lib/centre-filter';
import { tableStream } from '../../lib/table-download';
import { centros, comunidades, municipios, provincias } from '../../db/schema/index';

/** Rows read per query: memory stays flat whatever the number of centres. */
const BATCH = 2000;

interface CentreRow {
  id: number;
  codigo: string;
  nombre: string;
  kind: string;
  ownership: Ownership | null;
  comunidad: string;
  provincia: string;
  municipio: string;
  cp: string;
  direccion: string;
  groupby: string | null;
  nivel_socioeconomico: SocioeconomicLevel | null;
}

const COLUMNS = [
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

/** The centres matching `condition` (on alias `c`), in id order, a batch at a time (keyset paging). */
function filteredCentres(db: Database, condition: SQL): Promise<AsyncGenerator<CentreRow[]>> {
  return keysetBatches(
    (after) =>
      queryRows<CentreRow>(
        db,
        sql`select ${centre.id}, ${centre.codigo}, ${centre.nombre}, ${centre.kind}, ${centre.ownership},
                   ${community.nombre} as comunidad, ${province.provincia},
                   ${municipality.nombre} as municipio, ${centre.cp}, ${centre.direccion},
                   ${centre.groupby}, ${centre.nivel_socioeconomico}
            from ${centros} ${centre}
            join ${comunidades} ${community} on ${community.id} = ${centre.comunidades_id}
            join ${provincias} ${province} on ${province.id_provincia} = ${centre.provincias_id_provincia}
            join ${municipios} ${municipality}
              on ${municipality.id_municipio} = ${centre.municipios_id_municipio}
            where ${centre.id} > ${after} and ${condition}
            order by ${centre.id} limit ${BATCH}`,
      ),
    BATCH,
  );
}

/**
 * The filtered centre list as a stream: CSV with ';' (spec §9) or .xlsx, with formula-looking
 * text neutralised by lib/csv and lib/excel. Resolves once the first batch is read, so a
 * failing query is still a proper error answer; a failure half-way destroys the stream, so the
 * client sees a broken download rather than a silently truncated file.
 */
export function exportCentres(
  db: Database,
  filter: DashboardFilter,
  format: DownloadCentreFormat,
): Promise<Readable> {
  return exportCentreRows(db, sql`c.activo = 1 and ${centreCondition(filter)}`, format);
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
