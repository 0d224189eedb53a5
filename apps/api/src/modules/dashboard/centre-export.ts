import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
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
import { CSV_BOM, csvLine } from '../../lib/csv';
import { createStreamedWorkbook } from '../../lib/excel';
import { waitForDrain } from '../../lib/backpressure';
import { centreCondition } from './centre-filter';

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

/** The active centres matching the filter, in id order, a batch at a time (keyset paging). */
async function* filteredCentres(db: Database, filter: DashboardFilter): AsyncGenerator<CentreRow> {
  let after = 0;
  for (;;) {
    const rows = await queryRows<CentreRow>(
      db,
      sql`select c.id, c.codigo, c.nombre, c.kind, c.ownership, co.nombre as comunidad,
                 p.provincia, m.nombre as municipio, c.cp, c.direccion, c.groupby,
                 c.nivel_socioeconomico
          from centros c
          join comunidades co on co.id = c.comunidades_id
          join provincias p on p.id_provincia = c.provincias_id_provincia
          join municipios m on m.id_municipio = c.municipios_id_municipio
          where c.activo = 1 and c.id > ${after} and ${centreCondition(filter)}
          order by c.id limit ${BATCH}`,
    );
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

async function* csvChunks(db: Database, filter: DashboardFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(COLUMNS.map((c) => c.header));
  for await (const row of filteredCentres(db, filter)) {
    const cells = toCells(row);
    yield csvLine(COLUMNS.map((c) => cells[c.key]));
  }
}

/**
 * The filtered centre list as a stream: CSV with ';' (spec §9) or .xlsx, with formula-looking
 * text neutralised by lib/csv and lib/excel. A failure half-way destroys the stream, so the
 * client sees a broken download rather than a silently truncated file.
 */
export function exportCentres(
  db: Database,
  filter: DashboardFilter,
  format: DownloadCentreFormat,
): Readable {
  if (format === 'csv') return Readable.from(csvChunks(db, filter));
  const workbook = createStreamedWorkbook();
  const sheet = workbook.addSheet('Centros', COLUMNS);
  void (async () => {
    for await (const row of filteredCentres(db, filter)) {
      sheet.addRow(toCells(row));
      await waitForDrain(workbook.stream);
    }
    await workbook.commit();
  })().catch((error: unknown) => workbook.stream.destroy(error as Error));
  return workbook.stream;
}
