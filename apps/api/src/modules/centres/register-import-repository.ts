import type { centreCreateSchema } from '@eval/contracts/centres';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Executor } from '../../db/client';
import { centros, comunidades, municipios, provincias } from '../../db/schema/index';

/*
 * The queries of the centre register import (register-import.ts): the map of places, the
 * stored centres of a batch's codes and the upsert of a batch.
 */

type CentreInput = z.output<typeof centreCreateSchema>;

/** The stored fields an import compares and writes (besides codigo), in the order changes are listed. */
export const COMPARED = [
  'nombre',
  'direccion',
  'cp',
  'comunidades_id',
  'provincias_id_provincia',
  'municipios_id_municipio',
  'ownership',
  'kind',
  'groupby',
  'nivel_socioeconomico',
  'activo',
] as const;
export type Compared = (typeof COMPARED)[number];
export type ImportValues = Pick<CentreInput, 'codigo'> & {
  [K in Compared]-?: Exclude<CentreInput[K], undefined>;
};

/** A stored centre as the import compares it. */
export type StoredCentre = ImportValues & { id: number };

/** Spain's communities, provinces and municipalities, whole (register-import-places.ts). */
export async function readPlaceTables(db: Executor) {
  // One after another: inside the commit's transaction they share one connection.
  const communityRows = await db.select().from(comunidades);
  const provinceRows = await db.select().from(provincias);
  const municipalityRows = await db.select().from(municipios);
  return { communityRows, provinceRows, municipalityRows };
}

/**
 * The centres of a batch's codes, with one query whose codes are one array parameter joined
 * through unnest: `codigo IN ($1…$1000)` let the planner, misled by the statistics of a table
 * the import itself is filling, scan the table once per batch and compare every row with the
 * whole list (seconds per batch at 30,000 centres; docs/performance.md).
 */
export async function storedCentresOfCodes(db: Executor, codes: string[]): Promise<StoredCentre[]> {
  if (codes.length === 0) return [];
  return queryRows<StoredCentre>(
    db,
    sql`
    select c.id, c.codigo, ${sql.raw(COMPARED.map((column) => `c.${column}`).join(', '))}
    from unnest(${sql.param(codes)}::text[]) as k(codigo) join ${centros} c on c.codigo = k.codigo`,
  );
}

/** The columns an import writes, codigo first. */
export const WRITTEN = ['codigo', ...COMPARED] as const;

/** The columns an import writes, as jsonb_to_recordset reads them from one JSON parameter. */
const RECORD = sql.raw(
  `r(codigo text, nombre text, direccion text, cp text, comunidades_id int,
    provincias_id_provincia int, municipios_id_municipio int, ownership ownership, kind text,
    groupby text, nivel_socioeconomico socioeconomic_level, activo smallint)`,
);
const COLUMNS = sql.raw(WRITTEN.join(', '));
const UPDATES = sql.raw(COMPARED.map((column) => `${column} = excluded.${column}`).join(', '));

/**
 * Inserts or updates (keyed by codigo) the centres of `records`, a JSON array of the WRITTEN
 * columns; answers each row's id and code. A stored centre not matching `updatable` (the
 * caller's scope; undefined: any) is left as it was and not answered.
 */
export function upsertCentresFromJson(
  tx: Executor,
  records: string,
  updatable: SQL | undefined,
): Promise<{ id: number; codigo: string }[]> {
  return queryRows<{ id: number; codigo: string }>(
    tx,
    sql`
    insert into ${centros} (${COLUMNS})
    select ${COLUMNS} from jsonb_to_recordset(${records}::jsonb) as ${RECORD}
    on conflict (codigo) do update set ${UPDATES}, updated_at = now()
    ${updatable ? sql`where ${updatable}` : sql``}
    returning id, codigo`,
  );
}
