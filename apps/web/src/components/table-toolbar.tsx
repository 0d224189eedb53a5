import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ShowInactiveState } from '../lib/state/show-inactive-slice';
import { useShowInactive } from '../lib/state/use-show-inactive';
import { useRememberedSearch, type RememberedTableApi } from '../lib/state/use-remembered-table';

interface TableToolbarProps<Field extends string> {
  /** The table the search box and the switch filter; either change goes back to its first page. */
  table: RememberedTableApi<Field>;
  /** Whose "Mostrar inactivos" switch this is (the screen reads the same value for its query). */
  inactiveOf: keyof ShowInactiveState;
  searchLabel: string;
  createLabel: string;
  /** Absent: no create button (an administrator who may not create here). */
  onCreate?: (() => void) | undefined;
}

/**
 * Above a server-paged table: a search box (remembered with the table), the show-inactive
 * switch and the create button. A later page of the old list may not exist in the new one, so
 * either filter's change goes back to the first page.
 */
export function TableToolbar<Field extends string>(props: TableToolbarProps<Field>) {
  const { table } = props;
  const [search, setSearch] = useRememberedSearch(table);
  const [showInactive, setShowInactive] = useShowInactive(props.inactiveOf);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <TextField
        size="small"
        label={props.searchLabel}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          table.toFirstPage();
        }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={showInactive}
            onChange={(_, value) => {
              setShowInactive(value);
              table.toFirstPage();
            }}
          />
        }
        label="Mostrar inactivos"
      />
      <Box sx={{ flexGrow: 1 }} />
      {props.onCreate && <Button onClick={props.onCreate}>{props.createLabel}</Button>}
    </Box>
  );
}
