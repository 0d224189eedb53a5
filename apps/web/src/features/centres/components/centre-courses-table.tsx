import { actionsColumn } from '../../../components/grid-actions-column';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { CENTRE_MESSAGES, type CentreCourse } from '@eval/contracts/centres';
import { CENTRE_PAGE_SIZES } from '@eval/contracts/common';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { gridLocale } from '../../../components/grid-locale';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../lib/notify';
import {
  useAddCentreCourseMutation,
  useGetCentreCoursesQuery,
  useGetCoursesQuery,
  useRemoveCentreCourseMutation,
} from '../api';
import { notifyFailure } from '../../../lib/api-errors';
import { NativeSelect } from './native-select';
import { useCanWrite } from '../../../lib/admin-scope';

const serverProblem = () => notify(CENTRE_MESSAGES.serverProblem, { variant: 'error' });

/**
 * A centre's courses: add one from the active catalogue, change one for another (edit), remove
 * one. Failures to load or save show 'Problemas con el servidor.' (spec §8).
 */
export function CentreCoursesTable(props: { centreId: number; centreName?: string }) {
  const { centreId, centreName } = props;
  const canWrite = useCanWrite();
  const linksLoad = useGetCentreCoursesQuery(centreId);
  const catalogueLoad = useGetCoursesQuery(undefined);
  const { data: links = [], isError, isFetching } = linksLoad;
  const { data: catalogue = [] } = catalogueLoad;
  const [addCourse, adding] = useAddCentreCourseMutation();
  const [removeCourse, removal] = useRemoveCentreCourseMutation();
  /** The course link waiting for the administrator to confirm its removal. */
  const [removing, setRemoving] = useState<CentreCourse | null>(null);
  const [choice, setChoice] = useState('');
  /** The course being replaced when editing, or null when adding. */
  const [editing, setEditing] = useState<CentreCourse | null>(null);
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
      notifyFailure(error, CENTRE_MESSAGES.serverProblem);
    }
  };

  const remove = async (link: CentreCourse) => {
    try {
      await removeCourse({ centreId, courseId: link.cursos_id }).unwrap();
    } catch {
      serverProblem();
    }
    setRemoving(null);
  };

  const columns: GridColDef<CentreCourse>[] = [
    { field: 'curso', headerName: 'Curso', flex: 1, minWidth: 200 },
    // A read-only administrator is refused every change of a centre's courses.
    actionsColumn<CentreCourse>(100, (row) =>
      canWrite
        ? [
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
              onClick={() => setRemoving(row)}
            />,
          ]
        : [],
    ),
  ];

  return (
    <Box>
      <Typography component="h3" variant="h6" gutterBottom>
        Cursos del centro
      </Typography>
      <LoadError what="los cursos del centro" loads={[linksLoad, catalogueLoad]} />
      {canWrite && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <NativeSelect
            size="small"
            sx={{ minWidth: 260 }}
            label={editing ? `Nuevo curso en lugar de ${editing.curso}` : 'Curso para añadir'}
            value={choice}
            options={options.map((c) => ({ id: c.id, name: c.curso }))}
            onChange={setChoice}
          />
          <Button onClick={() => void save()} disabled={adding.isLoading}>
            {editing ? 'Guardar cambio' : 'Añadir curso'}
          </Button>
          {editing && (
            <Button variant="text" onClick={() => setEditing(null)}>
              Cancelar
            </Button>
          )}
        </Box>
      )}
      <DataGrid
        aria-label="Cursos del centro"
        rows={links}
        getRowId={(row) => row.cursos_id}
        columns={columns}
        loading={isFetching}
        pageSizeOptions={[...CENTRE_PAGE_SIZES]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        localeText={gridLocale('El centro no tiene cursos.', isError)}
        autoHeight
        density="compact"
      />
      <ConfirmDialog
        open={removing !== null}
        title="Quitar el curso"
        message={`¿Quitar el curso «${removing?.curso ?? ''}» ${
          centreName ? `del centro ${centreName}` : 'de este centro'
        }? El curso sigue en el catálogo y se puede volver a añadir.`}
        confirmLabel="Quitar"
        busy={removal.isLoading}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
