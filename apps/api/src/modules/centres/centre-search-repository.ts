import {
  CENTRE_KIND_LABELS,
  CENTRE_KINDS,
  OWNERSHIP_LABELS,
  OWNERSHIPS,
  SOCIOECONOMIC_LEVEL_LABELS,
  SOCIOECONOMIC_LEVELS,
  type CentreKind,
  type Ownership,
  type SocioeconomicLevel,
} from '@eval/contracts/centre-enums';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { centros, comunidades, municipios, provincias } from '../../db/schema/index';
import { containsText, searchableContains } from '../../db/schema/search';
import type { Bind } from '../../db/statement-shapes';
import type { VersionedCache } from '../../lib/versioned-cache';

/** Lower case without accents, as `immutable_unaccent(lower(…))` does in the database. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function labelsMatching<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  term: string,
): T[] {
  return values.filter((value) => normalise(labels[value]).includes(term));
}

interface NamedMatch {
  kind: 'comunidad' | 'provincia' | 'municipio' | 'grupo';
  id: number | null;
  groupby: string | null;
}

/**
 * The condition of a free-text search over centres. The names of places and groups are
 * resolved first into id lists (small tables, or the few distinct groups), so the final
 * condition is an OR of indexed tests (trigram on name and code, b-tree on the rest) that
 * PostgreSQL combines with a BitmapOr instead of scanning every centre. Its values go in
 * through `bind`, each list under its own name, and only when it has members.
 */
export async function centreSearchCondition(
  db: Database,
  cache: VersionedCache,
  rawTerm: string,
  bind: Bind,
): Promise<SQL> {
  const term = normalise(rawTerm);
  // The place and group names a term matches change only with the reference data and the
  // centres' groups; a frequent word ("san") matches hundreds of municipalities.
  const matches = await cache.get(['reference', 'centros'], `centros.search:${rawTerm}`, () =>
    queryRows<NamedMatch>(
      db,
      // The few distinct groups are found by skipping along the groupby index, one probe per
      // group (a recursive CTE: PostgreSQL 15 has no skip scan). With \`select distinct\` the
      // planner pushed the unaccent test down to all 30,000 index entries: 392–577 ms against
      // 0.35 ms on a cache miss (docs/performance.md).
      sql`with recursive g(groupby) as (
          (select ${centros.groupby} from ${centros} where ${centros.groupby} is not null
            order by ${centros.groupby} limit 1)
          union all
          select (select c.groupby from ${centros} c where c.groupby > g.groupby
            order by c.groupby limit 1)
          from g where g.groupby is not null)
        select 'comunidad' as kind, ${comunidades.id} as id, null as groupby from ${comunidades}
          where ${containsText(comunidades.nombre, rawTerm)}
        union all
        select 'provincia', ${provincias.id_provincia}, null from ${provincias}
          where ${containsText(provincias.provincia, rawTerm)}
        union all
        select 'municipio', ${municipios.id_municipio}, null from ${municipios}
          where ${containsText(municipios.nombre, rawTerm)}
        union all
        select 'grupo', null, g.groupby from g
          where g.groupby is not null and ${containsText(sql`g.groupby`, rawTerm)}`,
    ),
  );
  const idsOf = (kind: NamedMatch['kind']) =>
    matches.filter((m) => m.kind === kind && m.id !== null).map((m) => Number(m.id));
  const groups = matches.filter((m) => m.kind === 'grupo' && m.groupby).map((m) => m.groupby);

  const searched = bind('search', rawTerm);
  const alternatives: SQL[] = [
    searchableContains(centros.nombre_search, searched),
    containsText(centros.codigo, searched),
  ];
  // Arrays travel as one parameter (a long list of municipalities stays one placeholder); enum
  // arrays are sent as text[] and cast, since PGlite cannot serialise an array of an enum type.
  const anyOf = (
    name: string,
    column: SQL,
    values: readonly (string | number | null)[],
    type: string,
  ) => {
    if (values.length > 0)
      alternatives.push(sql`${column} = ANY(${bind(name, values)}::${sql.raw(type)})`);
  };
  anyOf('search.comunidades', sql`${centros.comunidades_id}`, idsOf('comunidad'), 'int[]');
  anyOf('search.provincias', sql`${centros.provincias_id_provincia}`, idsOf('provincia'), 'int[]');
  anyOf('search.municipios', sql`${centros.municipios_id_municipio}`, idsOf('municipio'), 'int[]');
  anyOf('search.groups', sql`${centros.groupby}`, groups, 'text[]');
  const owners: Ownership[] = labelsMatching(OWNERSHIPS, OWNERSHIP_LABELS, term);
  anyOf('search.ownerships', sql`${centros.ownership}`, owners, 'text[]::ownership[]');
  const kinds: CentreKind[] = labelsMatching(CENTRE_KINDS, CENTRE_KIND_LABELS, term);
  anyOf('search.kinds', sql`${centros.kind}`, kinds, 'text[]');
  const levels: SocioeconomicLevel[] = labelsMatching(
    SOCIOECONOMIC_LEVELS,
    SOCIOECONOMIC_LEVEL_LABELS,
    term,
  );
  anyOf(
    'search.levels',
    sql`${centros.nivel_socioeconomico}`,
    levels,
    'text[]::socioeconomic_level[]',
  );
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}
