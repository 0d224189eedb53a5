import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

interface TableToolbarProps {
  searchLabel: string;
  search: string;
  onSearch(value: string): void;
  showInactive: boolean;
  onShowInactive(value: boolean): void;
  /** After either filter changes: a later page of the old list may not exist in the new one. */
  onFilterChanged(): void;
  createLabel: string;
  onCreate(): void;
}

/** Above a server-paged table: a search box, the show-inactive switch and the create button. */
export function TableToolbar(props: TableToolbarProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <TextField
        size="small"
        label={props.searchLabel}
        value={props.search}
        onChange={(event) => {
          props.onSearch(event.target.value);
          props.onFilterChanged();
        }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={props.showInactive}
            onChange={(_, value) => {
              props.onShowInactive(value);
              props.onFilterChanged();
            }}
          />
        }
        label="Mostrar inactivos"
      />
      <Box sx={{ flexGrow: 1 }} />
      <Button onClick={props.onCreate}>{props.createLabel}</Button>
    </Box>
  );
}
