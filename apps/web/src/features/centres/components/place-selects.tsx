import { useEffect } from 'react';
import { LoadError } from '../../../components/load-error';
import {
  centresApi,
  useGetComunidadesQuery,
  useGetMunicipiosQuery,
  useGetProvinciasQuery,
} from '../api';
import { municipalityAfterProvince } from '../centre-form';
import { NativeSelect } from './native-select';

export interface Place {
  comunidades_id: number | '';
  provincias_id_provincia: number | '';
  municipios_id_municipio: number | '';
}

interface PlaceSelectsProps {
  value: Place;
  onChange(place: Place): void;
}

const toId = (text: string): number | '' => (text === '' ? '' : Number(text));

interface PlaceSelectProps {
  label: string;
  value: number | '';
  disabled?: boolean;
  options: readonly { id: number; name: string }[];
  onChange(id: number | ''): void;
}

/** One of the three required native selects; its first, empty option is "none chosen". */
function PlaceSelect({ label, value, disabled, options, onChange }: PlaceSelectProps) {
  return (
    <NativeSelect
      required
      label={label}
      value={value}
      disabled={disabled}
      options={options}
      onChange={(text) => onChange(toId(text))}
    />
  );
}

/**
 * Community → province → municipality. Choosing a community narrows the provinces (all 52 are
 * loaded once) and fetches its provinces' municipalities ahead, so choosing a province shows
 * its municipalities at once; the chosen municipality follows the province (spec §4).
 */
export function PlaceSelects({ value, onChange }: PlaceSelectsProps) {
  const comunidadesLoad = useGetComunidadesQuery(undefined);
  const provinciasLoad = useGetProvinciasQuery(undefined);
  const { data: comunidades = [] } = comunidadesLoad;
  const { data: provincias = [] } = provinciasLoad;
  const provinceId = value.provincias_id_provincia;
  const municipiosLoad = useGetMunicipiosQuery(provinceId || 0, { skip: provinceId === '' });
  const { data: municipios, isFetching } = municipiosLoad;
  const prefetchMunicipios = centresApi.usePrefetch('getMunicipios');
  const provinces = provincias.filter((p) => p.comunidad_id === value.comunidades_id);

  useEffect(() => {
    for (const province of provincias) {
      if (province.comunidad_id === value.comunidades_id) prefetchMunicipios(province.id_provincia);
    }
  }, [provincias, value.comunidades_id, prefetchMunicipios]);

  useEffect(() => {
    if (provinceId === '' || isFetching || !municipios) return;
    const next = municipalityAfterProvince(value.municipios_id_municipio, municipios);
    if (next !== value.municipios_id_municipio)
      onChange({ ...value, municipios_id_municipio: next });
  }, [provinceId, municipios, isFetching, value, onChange]);

  return (
    <>
      <LoadError
        what="las comunidades, provincias y municipios"
        loads={[comunidadesLoad, provinciasLoad, municipiosLoad]}
        sx={{ gridColumn: '1 / -1', mb: 0 }}
      />
      <PlaceSelect
        label="Comunidad autónoma"
        value={value.comunidades_id}
        options={comunidades.map((c) => ({ id: c.id, name: c.nombre }))}
        onChange={(comunidades_id) =>
          onChange({ comunidades_id, provincias_id_provincia: '', municipios_id_municipio: '' })
        }
      />
      <PlaceSelect
        label="Provincia"
        value={value.provincias_id_provincia}
        disabled={value.comunidades_id === ''}
        options={provinces.map((p) => ({ id: p.id_provincia, name: p.provincia }))}
        onChange={(id) => onChange({ ...value, provincias_id_provincia: id })}
      />
      <PlaceSelect
        label="Municipio"
        value={provinceId === '' ? '' : value.municipios_id_municipio}
        disabled={provinceId === ''}
        options={(provinceId === '' ? [] : (municipios ?? [])).map((m) => ({
          id: m.id_municipio,
          name: m.nombre,
        }))}
        onChange={(id) => onChange({ ...value, municipios_id_municipio: id })}
      />
    </>
  );
}
