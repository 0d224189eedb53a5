import type { Centre, CentreOrderField, CentresFilter } from '@eval/contracts/centres';
import type { Setup } from '@eval/contracts/common';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { takenByAnother } from '../../lib/taken';
import { inlineLimit, queryCompiledRows } from '../../db/prepared';
import { bindValue, placeholders, StatementShapes, type Bind } from '../../db/statement-shapes';
import { centros, comunidades, municipios, provincias } from '../../db/schema/index';
import { centreInScope, scopeKey, type AdminScope } from '../../lib/scope';
import { filterKey, type VersionedCache } from '../../lib/versioned-cache';
import { centreSearchCondition } from './centre-search-repository';

/** The stored row with the names of its places, as every centres call answers. */
const centreColumns = {
  id: centros.id,
  nombre: centros.nombre,
  direccion: centros.direccion,
  kind: centros.kind,
  ownership: centros.ownership,
  comunidades_id: centros.comunidades_id,
  provincias_id_provincia: centros.provincias_id_provincia,
  municipios_id_municipio: centros.municipios_id_municipio,
  cp: centros.cp,
  codigo: centros.codigo,
  groupby: centros.groupby,
  nivel_socioeconomico: centros.nivel_socioeconomico,
  activo: centros.activo,
  home: centros.home,
  comunidad: comunidades.nombre,
  provincia: provincias.provincia,
  municipio: municipios.nombre,
};

/** The kind column is a checked text; the check constraint guarantees one of CENTRE_KINDS. */
type CentreRow = Omit<Centre, 'kind'> & { kind: string };
const asCentre = (row: CentreRow): Centre => row as Centre;

/**
 * A select from centres (made dynamic, `$dynamic()`) with the community, province and
 * municipality of each joined, for the names of its places.
 */
export function joinPlaces<T extends PgSelect>(select: T) {
  return select
    .innerJoin(comunidades, eq(comunidades.id, centros.comunidades_id))
    .innerJoin(provincias, eq(provincias.id_provincia, centros.provincias_id_provincia))
    .innerJoin(municipios, eq(municipios.id_municipio, centros.municipios_id_municipio));
}

function selectCentres(db: Executor) {
  return joinPlaces(db.select(centreColumns).from(centros).$dynamic());
}

const ORDER_COLUMNS: Record<CentreOrderField, AnyPgColumn> = {
  id: centros.id,
  nombre: centros.nombre,
  codigo: centros.codigo,
  direccion: centros.direccion,
  cp: centros.cp,
  kind: centros.kind,
  ownership: centros.ownership,
  comunidad: comunidades.nombre,
  provincia: provincias.provincia,
  municipio: municipios.nombre,
  groupby: centros.groupby,
  nivel_socioeconomico: centros.nivel_socioeconomico,
  activo: centros.activo,
};

/**
 * The WHERE of a filtered list; bulk actions on "every centre matching the filter" use it too, so
 * a selection is exactly what the list showed. Each value goes in through `bind` under its
 * field's name: a parameter, or a placeholder for a statement compiled once per shape.
 */
export async function centreFilterCondition(
  db: Database,
  cache: VersionedCache,
  filter: CentresFilter,
  scope: AdminScope,
  bind: Bind = bindValue,
): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [
    // The caller's communities only (lib/scope.ts); nothing for a national scope.
    centreInScope(scope, bind),
    filter.actives ? eq(centros.activo, bind('actives', 1)) : undefined,
    filter.comunidades_id === undefined
      ? undefined
      : eq(centros.comunidades_id, bind('comunidades_id', filter.comunidades_id)),
    filter.provincias_id_provincia === undefined
      ? undefined
      : eq(
          centros.provincias_id_provincia,
          bind('provincias_id_provincia', filter.provincias_id_provincia),
        ),
    filter.municipios_id_municipio === undefined
      ? undefined
      : eq(
          centros.municipios_id_municipio,
          bind('municipios_id_municipio', filter.municipios_id_municipio),
        ),
    filter.ownership ? eq(centros.ownership, bind('ownership', filter.ownership)) : undefined,
    filter.kind === undefined ? undefined : eq(centros.kind, bind('kind', filter.kind)),
    filter.groupby ? eq(centros.groupby, bind('groupby', filter.groupby)) : undefined,
    filter.nivel_socioeconomico
      ? eq(centros.nivel_socioeconomico, bind('nivel_socioeconomico', filter.nivel_socioeconomico))
      : undefined,
    filter.search ? await centreSearchCondition(db, cache, filter.search, bind) : undefined,
  ];
  return and(...conditions);
}

/** `centreColumns` as a select list of raw SQL, each under its field's name. */
const centreSelectList = sql.join(
  Object.entries(centreColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

/** The joins of a centre's places (the names every centres call answers). */
const PLACE_JOINS = {
  comunidad: sql`join ${comunidades} on ${comunidades.id} = ${centros.comunidades_id}`,
  provincia: sql`join ${provincias} on ${provincias.id_provincia} = ${centros.provincias_id_provincia}`,
  municipio: sql`join ${municipios} on ${municipios.id_municipio} = ${centros.municipios_id_municipio}`,
} satisfies Partial<Record<CentreOrderField, SQL>>;
const isPlaceField = (field: CentreOrderField): field is keyof typeof PLACE_JOINS =>
  field in PLACE_JOINS;

/**
 * One page of centres with the names of their places, in one statement. The page's ids are
 * found on the centres table alone (joining only the place the order names, so a filtered page
 * in name order is a range of a covering index), in `array(…)`; `unnest … with ordinality`
 * numbers them, and only those rows are joined to their places and returned in that order.
 * Two round trips (ids, then their rows) cost more than the join they saved. The
 * page size is written in the text (`inlineLimit`); the offset is the placeholder `offset`.
 */
function pageStatement(
  where: SQL | undefined,
  field: CentreOrderField,
  direction: 'asc' | 'desc',
  size: number,
): SQL {
  const order = direction === 'desc' ? desc : asc;
  return sql`select ${centreSelectList}
    from unnest(array(
      select ${centros.id} from ${centros} ${isPlaceField(field) ? PLACE_JOINS[field] : sql.empty()}
      ${where ? sql`where ${where}` : sql.empty()}
      order by ${order(ORDER_COLUMNS[field])}, ${asc(centros.id)}
      ${inlineLimit(size)} offset ${sql.placeholder('offset')}
    )) with ordinality as page(id, position)
    join ${centros} on ${centros.id} = page.id
    ${sql.join(Object.values(PLACE_JOINS), sql` `)}
    order by page.position`;
}

/**
 * The page and count statements of the list, compiled once per shape: which filters are
 * present, the order and the page size (db/statement-shapes.ts).
 */
const listStatements = new StatementShapes();

/**
 * Centres matching `filter`, and how many match. Without `setup` the whole list comes back
 * (spec §7); with it, one page (`pageStatement`), so a page costs the same for 60 or 30,000
 * centres.
 */
export async function listCentres(
  db: Database,
  cache: VersionedCache,
  filter: CentresFilter,
  scope: AdminScope,
  setup?: Setup,
): Promise<{ data: Centre[]; count: number }> {
  if (!setup) {
    const rows = await selectCentres(db)
      .where(await centreFilterCondition(db, cache, filter, scope))
      .orderBy(asc(centros.nombre), asc(centros.id));
    return { data: rows.map(asCentre), count: rows.length };
  }

  const { bind, values } = placeholders();
  const where = await centreFilterCondition(db, cache, filter, scope, bind);
  const field = (setup.order?.field as CentreOrderField | undefined) ?? 'nombre';
  const direction = setup.order?.direction === 'desc' ? 'desc' : 'asc';
  const page = listStatements.fill(
    `centres.page ${field} ${direction} ${setup.size}`,
    () => pageStatement(where, field, direction, setup.size),
    { ...values, offset: setup.page * setup.size },
  );
  const [rows, total] = await Promise.all([
    // Named after its text, so each connection plans it once.
    queryCompiledRows<CentreRow>(db, page),
    // The total of a filter only changes when centres (or place names) do: counting 30,000
    // centres, or the thousands a frequent word matches, on every page turn is the slow part.
    cache.get(
      ['centros', 'reference'],
      filterKey(`centros.count:${scopeKey(scope)}`, filter),
      async () => {
        const count = listStatements.fill(
          'centres.count',
          () =>
            sql`select count(*)::int as n from ${centros} ${where ? sql`where ${where}` : sql.empty()}`,
          values,
        );
        const [row] = await queryCompiledRows<{ n: number }>(db, count);
        return row?.n ?? 0;
      },
    ),
  ]);
  return { data: rows.map(asCentre), count: total };
}

export async function findCentre(db: Executor, id: number): Promise<Centre | null> {
  const [row] = await selectCentres(db).where(eq(centros.id, id));
  return row ? asCentre(row) : null;
}

/** The centre's id and community when it exists (a check before writing something of it). */
export function centreIdRow(
  db: Executor,
  id: number,
): Promise<{ id: number; comunidades_id: number }[]> {
  return db
    .select({ id: centros.id, comunidades_id: centros.comunidades_id })
    .from(centros)
    .where(eq(centros.id, id));
}

/** The centre's stored row, locked until the transaction ends (before a change). */
export function lockCentreRow(tx: Executor, id: number) {
  return tx.select().from(centros).where(eq(centros.id, id)).for('update');
}

/** The centre's stored row as it is now (after a change, for its audit line). */
export function centreRow(tx: Executor, id: number) {
  return tx.select().from(centros).where(eq(centros.id, id));
}

/** Whether another centre than `exceptId` already uses `codigo`. */
export async function codeTaken(db: Executor, codigo: string, exceptId?: number): Promise<boolean> {
  return takenByAnother(db, centros, centros.id, [eq(centros.codigo, codigo)], exceptId);
}

export type CentreValues = typeof centros.$inferInsert;

/** Inserts a centre; null when its code is taken (the unique index decides, race-free). */
export async function insertCentre(db: Executor, values: CentreValues): Promise<number | null> {
  const [row] = await db
    .insert(centros)
    .values(values)
    .onConflictDoNothing({ target: centros.codigo })
    .returning({ id: centros.id });
  return row?.id ?? null;
}

export async function updateCentre(
  db: Executor,
  id: number,
  values: Partial<CentreValues>,
): Promise<void> {
  await db.update(centros).set(values).where(eq(centros.id, id));
}
