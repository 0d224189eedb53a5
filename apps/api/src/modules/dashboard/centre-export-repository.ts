import { sql, type SQL } from 'drizzle-orm';
import type { DashboardFilter } from '@eval/contracts/dashboard';
import type { Ownership, SocioeconomicLevel } from '@eval/contracts/centre-enums';
import { queryRows, type Database } from '../../db/client';
import { centre, community, municipality, province } from '../../db/aliases';
import { keysetBatches } from '../../lib/keyset-batches';
import { centreCondition } from '../../lib/centre-filter';
import { communityInScope, type AdminScope } from '../../lib/scope';
import { centros, comunidades, municipios, provincias } from '../../db/schema/index';

/* The query of the centre downloads (centre-export.ts): the dashboard's and BBDD Centros' bulk export. */

/** Rows read per query: memory stays flat whatever the number of centres. */
const BATCH = 2000;

export interface CentreRow {
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

/**
 * The active centres of the dashboard filter within the scope (lib/scope.ts), as a condition on
 * the centre alias `c`.
 */
export function activeCentresCondition(filter: DashboardFilter, scope: AdminScope): SQL {
  const inScope = communityInScope(scope, sql`c.comunidades_id`);
  return sql`c.activo = 1 and ${centreCondition(filter)}${inScope ? sql` and ${inScope}` : sql``}`;
}

/** The centres matching `condition` (on alias `c`), in id order, a batch at a time (keyset paging). */
export function filteredCentres(
  db: Database,
  condition: SQL,
): Promise<AsyncGenerator<CentreRow[]>> {
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
