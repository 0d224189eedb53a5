import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_MESSAGES, type DashboardFilter } from '@eval/contracts/dashboard';
import { OWNERSHIP_LABELS, SOCIOECONOMIC_LEVEL_LABELS } from '@eval/contracts/centre-enums';
import { queryRows, type Database } from '../db/client';
import { AppError } from './errors';
import { communityInScope, type AdminScope } from './scope';
import { comunidades, municipios, provincias } from '../db/schema/index';

/**
 * What national aggregates read: evaluation statuses (a finished evaluation's key scores are
 * written with its status), the centres, and names of places, periods and keys. Saving an
 * answer moves none of them, so the figures are computed once per change, not per request.
 */
export const AGGREGATE_CHANNELS = ['evaluation_status', 'centros', 'reference'] as const;

const present = <T>(values: readonly T[] | null | undefined): values is readonly T[] =>
  Array.isArray(values) && values.length > 0;

/** Whether the filter narrows anything: without it, queries need not join `centros` at all. */
export function filtersCentres(filter: DashboardFilter): boolean {
  return Boolean(
    filter.ownership ||
    filter.comunidad ||
    filter.provincia ||
    filter.municipio ||
    present(filter.groupby) ||
    present(filter.nivel_socioeconomico),
  );
}

/**
 * The SQL condition that a centre aliased `c` matches the dashboard filter. Every field uses an
 * indexed column of `centros`; absent or empty fields add nothing.
 */
export function centreCondition(filter: DashboardFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.ownership === 'WITHOUT_OWNERSHIP') parts.push(sql`c.ownership is null`);
  else if (filter.ownership) parts.push(sql`c.ownership = ${filter.ownership}`);
  if (filter.comunidad) parts.push(sql`c.comunidades_id = ${filter.comunidad}`);
  if (filter.provincia) parts.push(sql`c.provincias_id_provincia = ${filter.provincia}`);
  if (filter.municipio) parts.push(sql`c.municipios_id_municipio = ${filter.municipio}`);
  // drizzle renders a JS array as a parenthesised list of parameters: `in ($1, $2)`.
  if (present(filter.groupby)) parts.push(sql`c.groupby in ${[...filter.groupby]}`);
  if (present(filter.nivel_socioeconomico)) {
    parts.push(sql`c.nivel_socioeconomico in ${[...filter.nivel_socioeconomico]}`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The dashboard filter's condition on a centre aliased `c`, and the caller's scope: a scoped
 * administrator's figure is the national one with the filter intersected with their
 * communities, so a filter naming a place outside the scope matches nothing (the empty figure,
 * never another community's rows; docs/security.md "Scope").
 */
export function scopedCentreCondition(filter: DashboardFilter, scope: AdminScope): SQL {
  const inScope = communityInScope(scope, sql`c.comunidades_id`);
  return inScope ? sql`${centreCondition(filter)} and ${inScope}` : centreCondition(filter);
}

/** Whether a query must join `centros`: the filter narrows, or the scope does. */
export function narrowsCentres(filter: DashboardFilter, scope: AdminScope): boolean {
  return !scope.national || filtersCentres(filter);
}

interface PlaceNames {
  comunidad: string | null;
  provincia: string | null;
  provincia_comunidad: number | null;
  municipio: string | null;
  municipio_provincia: number | null;
}

const NO_PLACES: PlaceNames = {
  comunidad: null,
  provincia: null,
  provincia_comunidad: null,
  municipio: null,
  municipio_provincia: null,
};

async function placeNames(db: Database, filter: DashboardFilter): Promise<PlaceNames> {
  // Most dashboard requests name no place (the first screen, the centres' figures): nothing to
  // read or check then, and a statement less on each of them (shape C).
  if (!filter.comunidad && !filter.provincia && !filter.municipio) return NO_PLACES;
  const [row] = await queryRows<PlaceNames>(
    db,
    sql`select
      (select nombre from ${comunidades} where id = ${filter.comunidad ?? 0}) as comunidad,
      (select provincia from ${provincias} where id_provincia = ${filter.provincia ?? 0}) as provincia,
      (select comunidad_id from ${provincias} where id_provincia = ${filter.provincia ?? 0}) as provincia_comunidad,
      (select nombre from ${municipios} where id_municipio = ${filter.municipio ?? 0}) as municipio,
      (select id_provincia from ${municipios} where id_municipio = ${filter.municipio ?? 0}) as municipio_provincia`,
  );
  return row ?? NO_PLACES;
}

/**
 * Refuses a filter whose places contradict each other (a province outside the chosen
 * community, a municipality outside the chosen province) with a 400, rather than answering
 * zeros that look like real figures.
 */
export async function validateFilter(db: Database, filter: DashboardFilter): Promise<PlaceNames> {
  const names = await placeNames(db, filter);
  if (filter.comunidad && filter.provincia && names.provincia_comunidad !== null) {
    if (names.provincia_comunidad !== filter.comunidad) {
      throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.provinceNotInCommunity);
    }
  }
  if (filter.provincia && filter.municipio && names.municipio_provincia !== null) {
    if (names.municipio_provincia !== filter.provincia) {
      throw new AppError('BAD_REQUEST', DASHBOARD_MESSAGES.municipalityNotInProvince);
    }
  }
  return names;
}

/** The filter in words, one line per field, for the PDF report. */
export async function describeFilter(db: Database, filter: DashboardFilter): Promise<string[]> {
  const names = await validateFilter(db, filter);
  const lines: string[] = [];
  if (filter.ownership) lines.push(`Titularidad: ${OWNERSHIP_LABELS[filter.ownership]}`);
  if (filter.comunidad) lines.push(`Comunidad autónoma: ${names.comunidad ?? filter.comunidad}`);
  if (filter.provincia) lines.push(`Provincia: ${names.provincia ?? filter.provincia}`);
  if (filter.municipio) lines.push(`Municipio: ${names.municipio ?? filter.municipio}`);
  if (present(filter.groupby)) lines.push(`Grupo: ${filter.groupby.join(', ')}`);
  if (present(filter.nivel_socioeconomico)) {
    const labels = filter.nivel_socioeconomico.map((n) => SOCIOECONOMIC_LEVEL_LABELS[n]);
    lines.push(`Nivel socioeconómico: ${labels.join(', ')}`);
  }
  return lines.length > 0 ? lines : [DASHBOARD_MESSAGES.noFilter];
}
