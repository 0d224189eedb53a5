import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { CENTRE_USERS_PAGE_SIZES } from '@eval/contracts/common';
import { pageGridProps } from '../../../components/grid-locale';
import { LoadError } from '../../../components/load-error';
import { useGetUsersOfCentreQuery, type CentreUser } from '../api';

const columns: GridColDef<CentreUser>[] = [
  { field: 'nombre', headerName: 'Nombre', width: 140 },
  { field: 'apellidos', headerName: 'Apellidos', width: 180 },
  { field: 'email', headerName: 'Correo electrónico', flex: 1, minWidth: 220 },
  {
    field: 'perfil',
    headerName: 'Perfil',
    width: 170,
    valueGetter: (_value, row) => row.perfil_nombre ?? row.perfil,
  },
  {
    field: 'activo',
    headerName: 'Activo',
    width: 90,
    type: 'boolean',
    valueGetter: (value: number) => value === 1,
  },
];

/** The users of the selected centre, paged on the server by 5 or 10 (spec §9). */
export function CentreUsersTable({ centreId }: { centreId: number }) {
  const [paging, setPaging] = useState<GridPaginationModel>({
    page: 0,
    pageSize: CENTRE_USERS_PAGE_SIZES[0],
  });
  const users = useGetUsersOfCentreQuery({
    centreId,
    setup: { size: paging.pageSize, page: paging.page },
  });
  return (
    <Box>
      <Typography component="h3" variant="h6" gutterBottom>
        Usuarios del centro
      </Typography>
      <LoadError what="los usuarios del centro" loads={[users]} />
      <DataGrid
        aria-label="Usuarios del centro"
        columns={columns}
        {...pageGridProps(users, 'El centro no tiene usuarios.')}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[...CENTRE_USERS_PAGE_SIZES]}
        autoHeight
        density="compact"
      />
    </Box>
  );
}
