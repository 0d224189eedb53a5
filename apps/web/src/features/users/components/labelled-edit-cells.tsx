import {
  GridEditInputCell,
  GridEditSingleSelectCell,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import type { UserRow } from '@eval/contracts/users';

type Params = GridRenderEditCellParams<UserRow>;

/**
 * The grid's own edit fields have no accessible name; a whole row open for editing shows many
 * at once (issue 15), so each is named by its column and the person, e.g. "Teléfono de ana@…".
 */
const nameOf = (params: Params) =>
  `${params.colDef.headerName ?? params.field} de ${params.row.email}`;

/** A text cell being edited, named for screen readers. */
export const renderLabelledInput = (params: Params) => (
  <GridEditInputCell
    {...params}
    slotProps={{ root: { slotProps: { htmlInput: { 'aria-label': nameOf(params) } } } }}
  />
);

/** A choice cell being edited, named for screen readers. */
export const renderLabelledSelect = (params: Params) => (
  <GridEditSingleSelectCell
    {...params}
    slotProps={{ root: { material: { SelectDisplayProps: { 'aria-label': nameOf(params) } } } }}
  />
);
