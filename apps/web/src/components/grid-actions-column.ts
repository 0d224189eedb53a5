import type { ReactElement } from 'react';
import type { GridActionsCellItemProps, GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** The "Acciones" column of a grid: the icon buttons a row offers, `width` pixels wide. */
export function actionsColumn<R extends GridValidRowModel>(
  width: number,
  actionsOf: (row: R) => ReactElement<GridActionsCellItemProps>[],
): GridColDef<R> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Acciones',
    width,
    getActions: ({ row }) => actionsOf(row),
  };
}
