import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { notify } from '../../../lib/notify';
import { errorMessage, GENERIC_FAILURE } from '../../../lib/api-errors';
import { useCanWriteNational } from '../../../lib/admin-scope';

interface Named {
  id: number;
  nombre: string;
}

interface NameListTableProps {
  title: string;
  addLabel: string;
  /** The rows' query. */
  list: { data?: Named[]; isFetching: boolean };
  /** The message when adding, or null to add. */
  checkAdd(nombre: string): string | null;
  /** The message when updating, or null to save. */
  checkUpdate(row: Named): string | null;
  add(nombre: string): Promise<unknown>;
  update(row: Named): Promise<Named>;
}

const columns: GridColDef<Named>[] = [
  { field: 'id', headerName: 'Id', width: 80 },
  { field: 'nombre', headerName: 'Nombre', flex: 1, editable: true },
];

/** A small editable table of id + nombre with an add field: profiles and cargos. */
export function NameListTable(props: NameListTableProps) {
  // Profiles and cargos are national data: only a national administrator who writes edits them.
  const canWrite = useCanWriteNational();
  const [nombre, setNombre] = useState('');
  const add = async () => {
    const problem = props.checkAdd(nombre);
    if (problem) {
      notify(problem, { variant: 'error' });
      return;
    }
    try {
      await props.add(nombre.trim());
      notify(`${props.title}: registro añadido`);
      setNombre('');
    } catch (error) {
      notify(errorMessage(error, GENERIC_FAILURE, { firstProblem: true }), { variant: 'error' });
    }
  };
  const processRowUpdate = async (row: Named, old: Named) => {
    const problem = props.checkUpdate(row);
    if (problem) {
      notify(problem, { variant: 'error' });
      return old;
    }
    try {
      const saved = await props.update({ id: row.id, nombre: row.nombre.trim() });
      notify(`${props.title}: cambios guardados`);
      return saved;
    } catch (error) {
      notify(errorMessage(error, GENERIC_FAILURE, { firstProblem: true }), { variant: 'error' });
      return old;
    }
  };
  return (
    <Box component="section" aria-label={props.title} sx={{ flex: '1 1 360px', minWidth: 0 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {props.title}
      </Typography>
      {canWrite && (
        <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
          <TextField
            size="small"
            label={props.addLabel}
            value={nombre}
            onChange={(event) => setNombre(event.target.value)}
          />
          <Button onClick={() => void add()}>Añadir</Button>
        </Box>
      )}
      <DataGrid
        aria-label={props.title}
        rows={props.list.data ?? []}
        columns={columns}
        loading={props.list.isFetching}
        isCellEditable={() => canWrite}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(error: unknown) =>
          notify(errorMessage(error, GENERIC_FAILURE, { firstProblem: true }), { variant: 'error' })
        }
        pageSizeOptions={[5, 10, 20]}
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 0 } } }}
        autoHeight
        density="compact"
      />
    </Box>
  );
}
