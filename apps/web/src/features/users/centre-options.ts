import type { CentreOption } from '@eval/contracts/centre-options';
import type { Centre } from '@eval/contracts/centres';
import type { UserRow } from '@eval/contracts/users';

/**
 * The centre a listed user belongs to, as a picker option: the row already carries the centre's
 * name, code and places, so nothing is fetched to show it.
 */
export function centreOptionOfRow(row: UserRow): CentreOption | null {
  if (row.centros_id === null) return null;
  return {
    id: row.centros_id,
    nombre: row.centro ?? '',
    codigo: row.codigo ?? '',
    municipio: row.municipio ?? '',
    provincia: row.provincia ?? '',
    ccaa: row.ccaa ?? '',
    groupby: row.groupby,
    titularidad: row.titularidad,
    cepa_fp: row.cepa_fp ?? '',
    cp: row.cp ?? '',
    activo: 1,
  };
}

/** A centre as GET /v2/centros/{centerId} answers it, as a picker option. */
export function centreOptionOfCentre(centre: Centre): CentreOption {
  return {
    id: centre.id,
    nombre: centre.nombre,
    codigo: centre.codigo,
    municipio: centre.municipio,
    provincia: centre.provincia,
    ccaa: centre.comunidad,
    groupby: centre.groupby,
    titularidad: centre.ownership,
    cepa_fp: centre.kind,
    cp: centre.cp,
    activo: centre.activo,
  };
}
