import type { Centre, CentreCreate } from '@eval/contracts/centres';
import type { CentreKind, Ownership, SocioeconomicLevel } from '@eval/contracts/centre-enums';

/** What the centre dialog edits; '' is "not chosen" in every select. */
export interface CentreForm {
  nombre: string;
  codigo: string;
  direccion: string;
  cp: string;
  kind: CentreKind;
  ownership: Ownership | '';
  groupby: string;
  nivel_socioeconomico: SocioeconomicLevel | '';
  activo: 0 | 1;
  comunidades_id: number | '';
  provincias_id_provincia: number | '';
  municipios_id_municipio: number | '';
}

export const EMPTY_CENTRE_FORM: CentreForm = {
  nombre: '',
  codigo: '',
  direccion: '',
  cp: '',
  kind: '',
  ownership: '',
  groupby: '',
  nivel_socioeconomico: '',
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
    ownership: centre.ownership ?? '',
    groupby: centre.groupby ?? '',
    nivel_socioeconomico: centre.nivel_socioeconomico ?? '',
    activo: centre.activo === 1 ? 1 : 0,
    comunidades_id: centre.comunidades_id,
    provincias_id_provincia: centre.provincias_id_provincia,
    municipios_id_municipio: centre.municipios_id_municipio,
  };
}

/**
 * The body of a centre create or update, or null when a field spec §5 requires is missing:
 * nombre (at least 2 characters, not blank), municipio, provincia, codigo, activo, comunidad.
 */
export function toCentreBody(form: CentreForm): CentreCreate | null {
  const nombre = form.nombre.trim();
  const codigo = form.codigo.trim();
  if (
    nombre.length < 2 ||
    codigo === '' ||
    form.comunidades_id === '' ||
    form.provincias_id_provincia === '' ||
    form.municipios_id_municipio === ''
  ) {
    return null;
  }
  return {
    nombre,
    codigo,
    activo: form.activo,
    comunidades_id: form.comunidades_id,
    provincias_id_provincia: form.provincias_id_provincia,
    municipios_id_municipio: form.municipios_id_municipio,
    direccion: form.direccion.trim(),
    cp: form.cp.trim(),
    kind: form.kind,
    ownership: form.ownership === '' ? null : form.ownership,
    groupby: form.groupby.trim() === '' ? null : form.groupby.trim(),
    nivel_socioeconomico: form.nivel_socioeconomico === '' ? null : form.nivel_socioeconomico,
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
