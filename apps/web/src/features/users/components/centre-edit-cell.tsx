import { useGridApiContext, type GridRenderEditCellParams } from '@mui/x-data-grid';
import type { CentreOption } from '@eval/contracts/centre-options';
import type { UserRow } from '@eval/contracts/users';
import { centreOptionOfRow } from '../centre-options';
import { CentrePicker } from './centre-picker';

/**
 * Edits a user's centre in the table with the searchable picker. The cell's value becomes the
 * chosen centre itself (spec §5: a centre given as an object sends its id), so the row's count
 * of values can include the new centre's read-only fields before it is saved.
 */
export function CentreEditCell(params: GridRenderEditCellParams<UserRow>) {
  const { id, field, value, row, hasFocus } = params;
  const apiRef = useGridApiContext();
  const current =
    value && typeof value === 'object' ? (value as CentreOption) : centreOptionOfRow(row);
  return (
    <CentrePicker
      ariaLabel={`Centro de ${row.email}`}
      autoFocus={hasFocus}
      value={value === null ? null : current}
      onChange={(centre) => void apiRef.current.setEditCellValue({ id, field, value: centre })}
    />
  );
}
