import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { CENTRE_MESSAGES, type Course } from '@eval/contracts/centres';
import { CENTRE_PAGE_SIZES } from '@eval/contracts/common';
import { gridLocale } from './grid-locale';
import { notify } from '../../../lib/notify';
import {
  errorMessage,
  useCreateCourseMutation,
  useGetCoursesQuery,
  useUpdateCourseMutation,
} from '../api';

type CourseRow = Omit<Course, 'activo'> & { activo: boolean };

const columns: GridColDef<CourseRow>[] = [
  { field: 'id', headerName: 'Id', width: 70 },
  { field: 'curso', headerName: 'Curso', flex: 1, minWidth: 240, editable: true },
  { field: 'activo', headerName: 'Activo', width: 100, type: 'boolean', editable: true },
];

const validName = (name: string) => name.trim().length >= 2;

/** The courses catalogue (spec §2, §5): create, rename, switch active or inactive. */
export function CoursesCatalogueTable() {
  const { data = [], isFetching, isError } = useGetCoursesQuery(undefined);
  const [createCourse, creating] = useCreateCourseMutation();
  const [updateCourse] = useUpdateCourseMutation();
  const [name, setName] = useState('');

  const create = async () => {
    if (!validName(name)) {
      notify(CENTRE_MESSAGES.courseIncomplete, { variant: 'error' });
      return;
    }
    try {
      await createCourse({ curso: name.trim() }).unwrap();
      setName('');
    } catch (error) {
      notify(errorMessage(error, CENTRE_MESSAGES.serverProblem), { variant: 'error' });
    }
  };

  const processRowUpdate = async (row: CourseRow, old: CourseRow): Promise<CourseRow> => {
    if (!validName(row.curso)) {
      notify(CENTRE_MESSAGES.courseIncomplete, { variant: 'error' });
      return old;
    }
    try {
      const saved = await updateCourse({
        id: row.id,
        body: { curso: row.curso.trim(), activo: row.activo ? 1 : 0 },
      }).unwrap();
      return { ...saved, activo: saved.activo === 1 };
    } catch (error) {
      notify(errorMessage(error, CENTRE_MESSAGES.serverProblem), { variant: 'error' });
      return old;
    }
  };

  return (
    <Box component="section" aria-label="Catálogo de cursos" sx={{ mt: 4 }}>
      <Typography component="h2" variant="h5" gutterBottom>
        Catálogo de cursos
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
        sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      >
        <TextField
          size="small"
          label="Nombre del nuevo curso"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={creating.isLoading}>
          Crear curso
        </Button>
      </Box>
      <DataGrid
        aria-label="Catálogo de cursos"
        rows={data.map((c) => ({ ...c, activo: c.activo === 1 }))}
        columns={columns}
        loading={isFetching}
        pageSizeOptions={[...CENTRE_PAGE_SIZES]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        editMode="row"
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={() => notify(CENTRE_MESSAGES.serverProblem, { variant: 'error' })}
        localeText={gridLocale(isError ? CENTRE_MESSAGES.serverProblem : 'No hay cursos.')}
        autoHeight
        density="compact"
      />
    </Box>
  );
}
