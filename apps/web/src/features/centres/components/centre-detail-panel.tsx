import { useDispatch } from 'react-redux';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { centreSelected } from '../../../app/state/selection-slice';
import { CentreCoursesTable } from './centre-courses-table';
import { CentreUsersTable } from './centre-users-table';

interface CentreDetailPanelProps {
  centreId: number;
  /** The centre's name when it is on the table's current page. */
  name: string | undefined;
}

/** The selected centre's courses and users (spec §2). */
export function CentreDetailPanel({ centreId, name }: CentreDetailPanelProps) {
  const dispatch = useDispatch();
  return (
    <Paper
      component="section"
      aria-label="Detalle del centro"
      variant="outlined"
      sx={{ p: 2, mt: 3 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography component="h2" variant="h5" sx={{ flexGrow: 1 }}>
          {name ? `Centro: ${name}` : 'Centro seleccionado'}
        </Typography>
        <Button variant="text" onClick={() => dispatch(centreSelected(null))}>
          Cerrar detalle
        </Button>
      </Stack>
      <Stack spacing={3}>
        <CentreCoursesTable centreId={centreId} />
        <CentreUsersTable centreId={centreId} />
      </Stack>
    </Paper>
  );
}
