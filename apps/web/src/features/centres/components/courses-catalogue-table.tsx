import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { CENTRE_MESSAGES, type Course } from '@eval/contracts/centres';
import { CENTRE_PAGE_SIZES } from '@eval/contracts/common';
import { gridLocale } from '../../../components/grid-locale';
import { HistoryButton } from '../../../components/history/history-button';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../lib/notify';
import { useCreateCourseMutation, useGetCoursesQuery, useUpdateCourseMutation } from '../api';
import { notifyFailure } from '../../../lib/api-errors';
import { useCanWriteNational } from '../../../lib/admin-scope';

type CourseRow = Omit<Course, 'activo'> & { activo: boolean };

const columns: GridColDef<CourseRow>[] = [
  { field: 'id', headerName: 'Id', width: 70 },
  { field: 'curso', headerName: 'Curso', flex: 1, minWidth: 240, editable: true },
  { field: 'activo', headerName: 'Activo', width: 100, type: 'boolean', editable: true },
  {
    field: 'historial',
    headerName: 'Historial',
    width: 100,
    sortable: false,
    renderCell: ({ row }) => <HistoryButton entity="course" id={row.id} name={row.curso} />,
  },
];

const validName = (name: string) => name.trim().length >= 2;

/** The courses catalogue (spec §2, §5): create, rename, switch active or inactive. */
export function CoursesCatalogueTable() {
  // The courses catalogue is national data: a scoped or read-only administrator only reads it.
  const canWrite = useCanWriteNational();
  const courses = useGetCoursesQuery(undefined);
  const { data = [], isFetching, isError } = courses;
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
      notifyFailure(error, CENTRE_MESSAGES.serverProblem);
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
      notifyFailure(error, CENTRE_MESSAGES.serverProblem);
      return old;
    }
  };

  return (
    <Box component="section" aria-label="Catálogo de cursos" sx={{ mt: 4 }}>
      <Typography component="h2" variant="h5" gutterBottom>
        Catálogo de cursos
      </Typography>
      <LoadError what="el catálogo de cursos" loads={[courses]} />
      {canWrite && (
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
      )}
      <DataGrid
        aria-label="Catálogo de cursos"
        rows={data.map((c) => ({ ...c, activo: c.activo === 1 }))}
        columns={columns}
        loading={isFetching}
        pageSizeOptions={[...CENTRE_PAGE_SIZES]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        editMode="row"
        isCellEditable={() => canWrite}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={() => notify(CENTRE_MESSAGES.serverProblem, { variant: 'error' })}
        localeText={gridLocale('No hay cursos.', isError)}
        autoHeight
        density="compact"
      />
    </Box>
  );
}
