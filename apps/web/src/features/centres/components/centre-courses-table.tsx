import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { CENTRE_MESSAGES, type CentreCourse } from '@eval/contracts/centres';
import { CENTRE_PAGE_SIZES } from '@eval/contracts/common';
import { gridLocale } from './grid-locale';
import { notify } from '../../../lib/notify';
import {
  errorMessage,
  useAddCentreCourseMutation,
  useGetCentreCoursesQuery,
  useGetCoursesQuery,
  useRemoveCentreCourseMutation,
} from '../api';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const serverProblem = () => notify(CENTRE_MESSAGES.serverProblem, { variant: 'error' });

/**
 * A centre's courses: add one from the active catalogue, change one for another (edit), remove
 * one. Failures to load or save show 'Problemas con el servidor.' (spec §8).
 */
export function CentreCoursesTable({ centreId }: { centreId: number }) {
  const { data: links = [], isError, isFetching } = useGetCentreCoursesQuery(centreId);
  const { data: catalogue = [] } = useGetCoursesQuery(undefined);
  const [addCourse, adding] = useAddCentreCourseMutation();
  const [removeCourse] = useRemoveCentreCourseMutation();
  const [choice, setChoice] = useState('');
  /** The course being replaced when editing, or null when adding. */
  const [editing, setEditing] = useState<CentreCourse | null>(null);
  useEffect(() => {
    if (isError) serverProblem();
  }, [isError]);
  const linked = new Set(links.map((l) => l.cursos_id));
  const options = catalogue.filter((c) => c.activo === 1 && !linked.has(c.id));

  const save = async () => {
    if (choice === '') {
      notify(CENTRE_MESSAGES.courseIncomplete, { variant: 'error' });
      return;
    }
    try {
      await addCourse({ centreId, courseId: Number(choice) }).unwrap();
      // Add first, then remove: a failure half-way leaves both courses rather than neither.
      if (editing) await removeCourse({ centreId, courseId: editing.cursos_id }).unwrap();
      setChoice('');
      setEditing(null);
    } catch (error) {
      notify(errorMessage(error, CENTRE_MESSAGES.serverProblem), { variant: 'error' });
    }
  };

  const remove = async (link: CentreCourse) => {
    try {
      await removeCourse({ centreId, courseId: link.cursos_id }).unwrap();
    } catch {
      serverProblem();
    }
  };

  const columns: GridColDef<CentreCourse>[] = [
    { field: 'curso', headerName: 'Curso', flex: 1, minWidth: 200 },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Acciones',
      width: 100,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="edit"
          icon={<EditIcon />}
          label={`Cambiar el curso ${row.curso}`}
          onClick={() => {
            setEditing(row);
            setChoice('');
          }}
        />,
        <GridActionsCellItem
          key="remove"
          icon={<DeleteIcon />}
          label={`Quitar el curso ${row.curso}`}
          onClick={() => void remove(row)}
        />,
      ],
    },
  ];

  return (
    <Box>
      <Typography component="h3" variant="h6" gutterBottom>
        Cursos del centro
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 260 }}
          label={editing ? `Nuevo curso en lugar de ${editing.curso}` : 'Curso para añadir'}
          value={choice}
          slotProps={nativeSelect}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="" />
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.curso}
            </option>
          ))}
        </TextField>
        <Button onClick={() => void save()} disabled={adding.isLoading}>
          {editing ? 'Guardar cambio' : 'Añadir curso'}
        </Button>
        {editing && (
          <Button variant="text" onClick={() => setEditing(null)}>
            Cancelar
          </Button>
        )}
      </Box>
      <DataGrid
        aria-label="Cursos del centro"
        rows={links}
        getRowId={(row) => row.cursos_id}
        columns={columns}
        loading={isFetching}
        pageSizeOptions={[...CENTRE_PAGE_SIZES]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        localeText={gridLocale(
          isError ? CENTRE_MESSAGES.serverProblem : 'El centro no tiene cursos.',
        )}
        autoHeight
        density="compact"
      />
    </Box>
  );
}
