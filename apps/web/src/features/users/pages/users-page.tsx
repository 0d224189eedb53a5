import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { PageHeading } from '../../../components/page-heading';
import { centreSelected, selectSelectedCentre } from '../../../app/state/selection-slice';
import { CreateUserDialog } from '../components/create-user-dialog';
import { MassUploadPanel } from '../components/mass-upload-panel';
import { ProfilesAndCargos } from '../components/profiles-and-cargos';
import { UsersTable } from '../components/users-table';

/** /admin/usermngmt (spec §2): users, profiles, cargos and mass upload. */
export default function UsersPage() {
  const dispatch = useDispatch();
  const centreId = useSelector(selectSelectedCentre);
  const [creating, setCreating] = useState(false);
  return (
    <Stack spacing={3}>
      <PageHeading title="Gestión de usuarios" />
      {centreId !== null && (
        <Alert
          severity="info"
          action={
            <Button
              variant="text"
              color="inherit"
              size="small"
              onClick={() => dispatch(centreSelected(null))}
            >
              Ver todos
            </Button>
          }
        >
          Mostrando solo los usuarios del centro {centreId}.
        </Alert>
      )}
      <UsersTable key={centreId ?? 'all'} centreId={centreId} onCreate={() => setCreating(true)} />
      {creating && <CreateUserDialog open centreId={centreId} onClose={() => setCreating(false)} />}
      <Divider />
      <ProfilesAndCargos />
      <Divider />
      <MassUploadPanel />
    </Stack>
  );
}
