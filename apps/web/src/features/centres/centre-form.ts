import type { Centre, CentreCreate } from '@eval/contracts/centres';
import type { Draft } from '../../components/form/use-contract-form';

/**
 * What the centre dialog edits: the contract's body, '' where a place is not chosen yet. The
 * dialog does not edit `home`, so the request leaves it as it is.
 */
export type CentreForm = Required<Draft<Omit<CentreCreate, 'home'>>>;

export const EMPTY_CENTRE_FORM: CentreForm = {
  nombre: '',
  codigo: '',
  direccion: '',
  cp: '',
  kind: '',
  ownership: null,
  groupby: '',
  nivel_socioeconomico: null,
  activo: 1,
  comunidades_id: '',
  provincias_id_provincia: '',
  municipios_id_municipio: '',
};

export function formFromCentre(centre: Centre): CentreForm {
  return {
    nombre: centre.nombre,
    codigo: centre.codigo,
    direccion: centre.direccion,
    cp: centre.cp,
    kind: centre.kind,
    ownership: centre.ownership,
    groupby: centre.groupby ?? '',
    nivel_socioeconomico: centre.nivel_socioeconomico,
    activo: centre.activo === 1 ? 1 : 0,
    comunidades_id: centre.comunidades_id,
    provincias_id_provincia: centre.provincias_id_provincia,
    municipios_id_municipio: centre.municipios_id_municipio,
  };
}

/**
 * After the province's municipalities are known: keep the chosen one if it is among them,
 * otherwise choose the first, or blank when the province has none (spec §4).
 */
export function municipalityAfterProvince(
  current: number | '',
  municipalities: readonly { id_municipio: number }[],
): number | '' {
  if (current !== '' && municipalities.some((m) => m.id_municipio === current)) return current;
  return municipalities[0]?.id_municipio ?? '';
}
