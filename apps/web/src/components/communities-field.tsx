import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useGetScopeCommunitiesQuery } from '../lib/communities-api';

interface CommunitiesFieldProps {
  label: string;
  /** The communities chosen (`comunidades.id`). */
  value: readonly number[];
  onChange(ids: number[]): void;
  /** What no community means here, said under the field. */
  helperText: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/**
 * A multiple choice of communities by name (GET /v5/comunidades): an administrator's "Ámbito",
 * the communities of the second-factor rule. The ids go in and out; the names are shown.
 */
export function CommunitiesField(props: CommunitiesFieldProps) {
  const { data: comunidades = [], isFetching } = useGetScopeCommunitiesQuery(undefined);
  const chosen = comunidades.filter((comunidad) => props.value.includes(comunidad.id));
  return (
    <Autocomplete
      multiple
      options={comunidades}
      value={chosen}
      loading={isFetching}
      loadingText="Cargando comunidades…"
      noOptionsText="Ninguna comunidad coincide"
      disabled={props.disabled}
      size={props.size}
      getOptionLabel={(comunidad) => comunidad.nombre}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, options) =>
        props.onChange(options.map((comunidad) => comunidad.id).sort((a, b) => a - b))
      }
      renderInput={(params) => (
        <TextField {...params} label={props.label} helperText={props.helperText} />
      )}
    />
  );
}
