import { useEffect } from 'react';
import TextField from '@mui/material/TextField';
import { LoadError } from '../../../components/load-error';
import {
  centresApi,
  useGetComunidadesQuery,
  useGetMunicipiosQuery,
  useGetProvinciasQuery,
} from '../api';
import { municipalityAfterProvince } from '../centre-form';

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
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

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
      <TextField
        select
        required
        label="Comunidad autónoma"
        value={value.comunidades_id}
        slotProps={nativeSelect}
        onChange={(event) =>
          onChange({
            comunidades_id: toId(event.target.value),
            provincias_id_provincia: '',
            municipios_id_municipio: '',
          })
        }
      >
        <option value="" />
        {comunidades.map((c) => (
          <option key={c.id} value={c.id}>
            {c.nombre}
          </option>
        ))}
      </TextField>
      <TextField
        select
        required
        label="Provincia"
        value={value.provincias_id_provincia}
        slotProps={nativeSelect}
        disabled={value.comunidades_id === ''}
        onChange={(event) =>
          onChange({ ...value, provincias_id_provincia: toId(event.target.value) })
        }
      >
        <option value="" />
        {provinces.map((p) => (
          <option key={p.id_provincia} value={p.id_provincia}>
            {p.provincia}
          </option>
        ))}
      </TextField>
      <TextField
        select
        required
        label="Municipio"
        value={provinceId === '' ? '' : value.municipios_id_municipio}
        slotProps={nativeSelect}
        disabled={provinceId === ''}
        onChange={(event) =>
          onChange({ ...value, municipios_id_municipio: toId(event.target.value) })
        }
      >
        <option value="" />
        {(provinceId === '' ? [] : (municipios ?? [])).map((m) => (
          <option key={m.id_municipio} value={m.id_municipio}>
            {m.nombre}
          </option>
        ))}
      </TextField>
    </>
  );
}
