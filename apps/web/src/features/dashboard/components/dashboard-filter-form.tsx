import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { DashboardFilter } from '@eval/contracts/dashboard';
import { FilterSelect } from '../../../components/filter-select';
import { LoadError } from '../../../components/load-error';
import { useGetDashboardFiltersQuery } from '../api';
import { selectDashboardFilter } from '../select-filter';
import { dashboardFilterApplied, dashboardFilterCleared } from '../slice';
import { cleanFilter, withCommunity, withProvince } from '../filter-form-state';

const FIELD_SX = { minWidth: 200, flex: '1 1 200px' } as const;

/**
 * The filter shared by the three cards (spec §2): ownership, community, province and
 * municipality (each narrowing the next), groups and socio-economic levels, with Apply and Clear.
 * Edits stay local until Apply, so the cards do not reload on every keystroke.
 */
export function DashboardFilterForm() {
  const dispatch = useDispatch();
  const applied = useSelector(selectDashboardFilter);
  const [draft, setDraft] = useState<DashboardFilter>(applied);
  const optionsLoad = useGetDashboardFiltersQuery(undefined);
  const townsLoad = useGetDashboardFiltersQuery(draft.provincia ?? undefined, {
    skip: !draft.provincia,
  });
  const { data: options } = optionsLoad;
  const { data: townOptions } = townsLoad;
  const provinces = (options?.provincias ?? []).filter(
    (p) => !draft.comunidad || p.comunidad_id === draft.comunidad,
  );
  const towns = draft.provincia ? (townOptions?.municipios ?? []) : [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    dispatch(dashboardFilterApplied(cleanFilter(draft)));
  };
  const clear = () => {
    setDraft({});
    dispatch(dashboardFilterCleared());
  };
  /** The select's "any" ('') is no value in the filter. */
  const orNull = <V,>(value: V | '') => (value === '' ? null : value);

  return (
    <Card component="section" aria-label="Filtro del dashboard" sx={{ mb: 3 }}>
      <CardContent>
        <LoadError what="las opciones del filtro" loads={[optionsLoad, townsLoad]} />
        <form onSubmit={apply} noValidate>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
            <FilterSelect
              label="Titularidad"
              value={draft.ownership ?? ''}
              anyLabel="Todas"
              options={options?.ownership ?? []}
              onChange={(ownership) => setDraft({ ...draft, ownership: orNull(ownership) })}
              sx={FIELD_SX}
            />
            <FilterSelect
              label="Comunidad autónoma"
              value={draft.comunidad ?? ''}
              anyLabel="Todas"
              options={(options?.comunidades ?? []).map((c) => ({ value: c.id, label: c.nombre }))}
              onChange={(comunidad) => setDraft(withCommunity(draft, orNull(comunidad)))}
              sx={FIELD_SX}
            />
            <FilterSelect
              label="Provincia"
              value={
                provinces.some((p) => p.id_provincia === draft.provincia)
                  ? (draft.provincia ?? '')
                  : ''
              }
              anyLabel="Todas"
              options={provinces.map((p) => ({ value: p.id_provincia, label: p.provincia }))}
              onChange={(provincia) => setDraft(withProvince(draft, orNull(provincia)))}
              sx={FIELD_SX}
            />
            <FilterSelect
              label="Municipio"
              value={
                towns.some((m) => m.id_municipio === draft.municipio) ? (draft.municipio ?? '') : ''
              }
              anyLabel="Todos"
              options={towns.map((m) => ({ value: m.id_municipio, label: m.nombre }))}
              onChange={(municipio) => setDraft({ ...draft, municipio: orNull(municipio) })}
              sx={FIELD_SX}
            />
            <Autocomplete
              multiple
              options={options?.groupby ?? []}
              value={draft.groupby ?? []}
              onChange={(_, value) => setDraft({ ...draft, groupby: value })}
              renderInput={(params) => <TextField {...params} label="Grupo" />}
              sx={FIELD_SX}
            />
            <Autocomplete
              multiple
              options={options?.nivel_socioeconomico ?? []}
              getOptionLabel={(o) => o.label}
              isOptionEqualToValue={(a, b) => a.value === b.value}
              value={(options?.nivel_socioeconomico ?? []).filter((o) =>
                (draft.nivel_socioeconomico ?? []).includes(o.value),
              )}
              onChange={(_, value) =>
                setDraft({ ...draft, nivel_socioeconomico: value.map((o) => o.value) })
              }
              renderInput={(params) => <TextField {...params} label="Nivel socioeconómico" />}
              sx={FIELD_SX}
            />
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              Aplicar
            </Button>
            <Button variant="contained" color="inherit" onClick={clear}>
              Limpiar
            </Button>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
