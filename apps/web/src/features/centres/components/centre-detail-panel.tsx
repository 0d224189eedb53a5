import { useDispatch } from 'react-redux';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { centreLabel, useSelectedCentre } from '../../../lib/state/selected-centre';
import { centreSelected } from '../../../lib/state/selection-slice';
import { LoadError } from '../../../components/load-error';
import { CentreCoursesTable } from './centre-courses-table';
import { CentreUsersTable } from './centre-users-table';

/**
 * The selected centre's courses and users (spec §2), headed by its name and code, loaded by id:
 * the selection survives a reload, and the centre need not be on the table's current page.
 */
export function CentreDetailPanel({ centreId }: { centreId: number }) {
  const dispatch = useDispatch();
  const { centre } = useSelectedCentre();
  return (
    <Paper
      component="section"
      aria-label="Detalle del centro"
      variant="outlined"
      sx={{ p: 2, mt: 3 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography component="h2" variant="h5" sx={{ flexGrow: 1 }}>
          {centre.data ? `Centro: ${centreLabel(centre.data)}` : 'Centro seleccionado'}
        </Typography>
        <Button variant="text" onClick={() => dispatch(centreSelected(null))}>
          Cerrar detalle
        </Button>
      </Stack>
      <LoadError what="el centro seleccionado" loads={[centre]} />
      <Stack spacing={3}>
        <CentreCoursesTable
          centreId={centreId}
          centreName={centre.data ? centreLabel(centre.data) : undefined}
        />
        <CentreUsersTable centreId={centreId} />
      </Stack>
    </Paper>
  );
}
