import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { OWNERSHIP_LABELS, type Ownership } from '@eval/contracts/centre-enums';
import { queryRows, type Database } from '../../db/client';
import { createStreamedWorkbook, type SheetColumn } from '../../lib/excel';
import { waitForDrain } from '../../lib/backpressure';
import { formatDay } from './dates';
import { periodCondition, type ReportPeriod } from './repository';

/** Evaluations read per query: memory stays flat however many centres there are. */
const BATCH = 1000;

interface ResultRow {
  id: number;
  codigo: string;
  nombre: string;
  comunidad: string;
  provincia: string;
  municipio: string;
  ownership: Ownership | null;
  periodo: string;
  finished_at: Date | string | null;
  score: number | null;
}

interface Batch {
  rows: ResultRow[];
  /** Evaluation id → key id → key score. */
  keyScores: Map<number, Map<number, number | null>>;
}

/**
 * One keyset batch of finished evaluations after `after`, and their key scores in a second
 * query: plain rows grouped here cost a fraction of a json_object_agg per evaluation.
 */
async function readBatch(db: Database, period: ReportPeriod, after: number): Promise<Batch> {
  const rows = await queryRows<ResultRow>(
    db,
    sql`select e.id, c.codigo, c.nombre, co.nombre as comunidad, p.provincia,
               m.nombre as municipio, c.ownership, pe.periodo, e.finished_at,
               e.score::float8 as score
        from evaluations e
        join centros c on c.id = e.centros_id
        join periodos pe on pe.id = e.periodos_id
        join comunidades co on co.id = c.comunidades_id
        join provincias p on p.id_provincia = c.provincias_id_provincia
        join municipios m on m.id_municipio = c.municipios_id_municipio
        where e.status = 'FINISHED' and e.id > ${after} and ${periodCondition(period)}
        order by e.id limit ${BATCH}`,
  );
  const keyScores = new Map<number, Map<number, number | null>>();
  if (rows.length === 0) return { rows, keyScores };
  const scores = await queryRows<{ evaluation_id: number; claves_id: number; score: number | null }>(
    db,
    sql`select evaluation_id, claves_id, score::float8 as score from evaluation_keys
        where evaluation_id = any(${sql.param(rows.map((r) => r.id))}::int[])`,
  );
  for (const s of scores) {
    const byKey = keyScores.get(s.evaluation_id) ?? new Map<number, number | null>();
    byKey.set(s.claves_id, s.score);
    keyScores.set(s.evaluation_id, byKey);
  }
  return { rows, keyScores };
}

async function activeKeys(db: Database) {
  return queryRows<{ id: number; titulo: string }>(
    db,
    sql`select id, titulo from claves where activo order by orden, id`,
  );
}

/**
 * The results workbook (spec §7 `GET /v15/reports/excel-results`): one row per centre and
 * finished evaluation of the period (one per centre for a single period; for all periods a
 * centre has a row per school year it finished), with its overall and per-key scores. Rows are
 * read in keyset batches and streamed, waiting for a slow client, so memory stays bounded.
 */
export async function excelResults(db: Database, period: ReportPeriod): Promise<Readable> {
  const keys = await activeKeys(db);
  const columns: SheetColumn[] = [
    { key: 'codigo', header: 'Código' },
    { key: 'nombre', header: 'Centro', width: 40 },
    { key: 'comunidad', header: 'Comunidad autónoma', width: 28 },
    { key: 'provincia', header: 'Provincia' },
    { key: 'municipio', header: 'Municipio', width: 24 },
    { key: 'titularidad', header: 'Titularidad' },
    { key: 'periodo', header: 'Periodo' },
    { key: 'fecha', header: 'Fecha de finalización' },
    { key: 'puntuacion', header: 'Puntuación global' },
    ...keys.map((k) => ({ key: `clave_${k.id}`, header: k.titulo, width: 24 })),
  ];
  const workbook = createStreamedWorkbook();
  const sheet = workbook.addSheet('Resultados', columns);
  void (async () => {
    // The next batch is read while this one is written: PostgreSQL and Node work side by side.
    let pending = readBatch(db, period, 0);
    pending.catch(() => undefined);
    for (;;) {
      const { rows, keyScores } = await pending;
      const last = rows.at(-1);
      const more = last !== undefined && rows.length === BATCH;
      if (more) {
        pending = readBatch(db, period, last.id);
        // If the client leaves before this batch is awaited, its failure must not go unhandled.
        pending.catch(() => undefined);
      }
      for (const r of rows) {
        const scores = keyScores.get(r.id);
        const row: Record<string, unknown> = {
          codigo: r.codigo,
          nombre: r.nombre,
          comunidad: r.comunidad,
          provincia: r.provincia,
          municipio: r.municipio,
          titularidad: OWNERSHIP_LABELS[r.ownership ?? 'WITHOUT_OWNERSHIP'],
          periodo: r.periodo,
          fecha: formatDay(r.finished_at),
          puntuacion: r.score,
        };
        for (const k of keys) row[`clave_${k.id}`] = scores?.get(k.id) ?? null;
        sheet.addRow(row);
        await waitForDrain(workbook.stream);
      }
      if (!more) break;
    }
    await workbook.commit();
  })().catch((error: unknown) => workbook.stream.destroy(error as Error));
  return workbook.stream;
}
