import type { CentreOption } from '@eval/contracts/centre-options';
import { and, desc, asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { runNamed } from '../../db/prepared';
import { centros, comunidades, municipios, provincias } from '../../db/schema/index';
import { containsText, searchableContains } from '../../db/schema/search';
import { inIdOrder } from '../../lib/id-order';
import { centreInScope, type AdminScope } from '../../lib/scope';
import { joinPlaces } from './repository';

const optionColumns = {
  id: centros.id,
  nombre: centros.nombre,
  codigo: centros.codigo,
  municipio: municipios.nombre,
  provincia: provincias.provincia,
  ccaa: comunidades.nombre,
  groupby: centros.groupby,
  titularidad: centros.ownership,
  cepa_fp: centros.kind,
  cp: centros.cp,
  activo: centros.activo,
};

function selectOptions(db: Database) {
  return joinPlaces(db.select(optionColumns).from(centros).$dynamic());
}

/**
 * Centres whose name, code or municipality contains `term`. The municipalities are resolved
 * first (8,131 rows, trigram index) so the centres are found with an OR of indexed tests
 * instead of a join that scans every centre.
 */
async function matchingCondition(db: Database, term: string): Promise<SQL> {
  const places = await db
    .select({ id: municipios.id_municipio })
    .from(municipios)
    .where(containsText(municipios.nombre, term));
  const alternatives = [
    searchableContains(centros.nombre_search, term),
    containsText(centros.codigo, term),
  ];
  if (places.length > 0) {
    alternatives.push(
      sql`${centros.municipios_id_municipio} = ANY(${sql.param(places.map((p) => p.id))}::int[])`,
    );
  }
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

/**
 * GET /v2/centros/search: a short list of centres for a picker. The exact code comes first,
 * then names that start with the text, then active centres before inactive ones, by name.
 */
export async function searchCentreOptions(
  db: Database,
  query: { search: string; limit: number },
  scope: AdminScope,
): Promise<CentreOption[]> {
  const term = query.search;
  const pattern = sql`immutable_unaccent(lower(${term}))`;
  // The page is chosen on the centres table alone, then completed with its places' names. Not
  // named: a generic plan cannot know how selective the typed text is, and for "san" it took
  // twice as long as planning each search (p50 159 against 79 ms, bench/ab-servers.ts).
  const page = await db
    .select({ id: centros.id })
    .from(centros)
    .where(and(await matchingCondition(db, term), centreInScope(scope)))
    .orderBy(
      desc(sql`lower(${centros.codigo}) = lower(${term})`),
      desc(sql`${centros.nombre_search} like ${pattern} || '%'`),
      desc(centros.activo),
      asc(centros.nombre),
      asc(centros.id),
    )
    .limit(query.limit);
  const ids = page.map((row) => row.id);
  if (ids.length === 0) return [];
  return inIdOrder(
    ids,
    await runNamed(
      db,
      `centre-options.rows.${ids.length}`,
      selectOptions(db).where(inArray(centros.id, ids)),
    ),
  );
}
