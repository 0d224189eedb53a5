import { useState, type KeyboardEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CENTRE_OPTION_MESSAGES,
  CENTRE_SEARCH_MIN_LENGTH,
  type CentreOption,
} from '@eval/contracts/centre-options';
import { centreLabel } from '../../../lib/state/selected-centre';
import { useDebounced } from '../../../lib/use-debounced';
import { useSearchCentresQuery } from '../api';

/** How long typing must pause before the server is asked. */
const SEARCH_DELAY_MS = 300;

interface CentrePickerProps {
  value: CentreOption | null;
  onChange(centre: CentreOption | null): void;
  /** The visible label; in a table cell, `ariaLabel` names the field instead. */
  label?: string;
  ariaLabel?: string;
  disabled?: boolean;
  /** A plain message shown under the field when its value is missing or wrong. */
  error?: string;
  /** Marks the field as required (asterisk and aria-required), as the server's rule says. */
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * Chooses a centre by typing part of its name, code or municipality: the server searches its
 * 30,000 centres (GET /v2/centros/search) once typing pauses and offers the first few, each
 * with its name, code and municipality.
 */
export function CentrePicker(props: CentrePickerProps) {
  const { value, onChange, label, ariaLabel, disabled, error, autoFocus, required } = props;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const searching = term.length >= CENTRE_SEARCH_MIN_LENGTH;
  const { data = [], isFetching } = useSearchCentresQuery(
    { search: term, limit: 10 },
    { skip: !searching || disabled },
  );
  // The chosen centre stays among the options, so the field can show it between searches.
  const options = value && !data.some((c) => c.id === value.id) ? [value, ...data] : data;
  const typing = text.trim() !== term;

  // Enter picks the highlighted centre; it must not also reach a table row and save it.
  const keepEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && open) event.stopPropagation();
  };

  return (
    <Autocomplete<CentreOption>
      value={value}
      options={searching ? options : value ? [value] : []}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled}
      // The server has filtered already; the field only shows what it answered.
      filterOptions={(found) => found}
      getOptionLabel={centreLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, input, reason) => {
        if (reason === 'input' || reason === 'clear') setText(input);
      }}
      onChange={(_event, centre) => {
        setText('');
        onChange(centre);
      }}
      onKeyDown={keepEnter}
      loading={searching && (isFetching || typing)}
      loadingText="Buscando centros…"
      noOptionsText={
        searching
          ? 'Ningún centro coincide con la búsqueda.'
          : CENTRE_OPTION_MESSAGES.searchTooShort
      }
      clearText="Quitar el centro"
      openText="Abrir"
      closeText="Cerrar"
      fullWidth
      size="small"
      renderOption={(optionProps, centre) => {
        const { key, ...rest } = optionProps;
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography variant="body2">{centre.nombre}</Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {`${centre.codigo} · ${centre.municipio} (${centre.provincia})`}
                {centre.activo === 1 ? '' : ' · inactivo'}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          required={required}
          placeholder="Nombre, código o municipio"
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': label ? undefined : ariaLabel,
            },
          }}
        />
      )}
    />
  );
}
