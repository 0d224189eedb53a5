import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { PageHeading } from '../../../components/page-heading';
import { centreLabel, useSelectedCentre } from '../../../lib/state/selected-centre';
import { centreSelected } from '../../../lib/state/selection-slice';
import { LoadError } from '../../../components/load-error';
import { CreateUserDialog } from '../components/create-user-dialog';
import { MassUploadPanel } from '../components/mass-upload-panel';
import { ProfilesAndCargos } from '../components/profiles-and-cargos';
import { UsersTable } from '../components/users-table';
import { useCanWrite } from '../../../lib/admin-scope';

/** /admin/usermngmt (spec §2): users, profiles, cargos and mass upload. */
export default function UsersPage() {
  const canWrite = useCanWrite();
  const dispatch = useDispatch();
  const { id: centreId, centre } = useSelectedCentre();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ id: number; email: string } | null>(null);
  // A line of Auditoría links here with the user's e-mail: every user is listed,
  // searched by it. The address bar is then cleaned, so a reload keeps the remembered search.
  const [params, setParams] = useSearchParams();
  const linked = params.get('correo');
  const linkedId = Number(params.get('id'));
  useEffect(() => {
    if (!linked) return;
    dispatch(centreSelected(null));
    setShown({ id: linkedId, email: linked });
    setParams({}, { replace: true });
  }, [linked, linkedId, dispatch, setParams]);
  return (
    <Stack spacing={3}>
      <PageHeading title="Gestión de usuarios" />
      {/* Scoped by a row chosen in BBDD Centros, kept across visits: named, and undone here. */}
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
              Mostrar todos los usuarios
            </Button>
          }
        >
          {`Mostrando solo los usuarios del centro ${
            centre.data ? centreLabel(centre.data) : `con id ${centreId}`
          }.`}
        </Alert>
      )}
      {centreId !== null && <LoadError what="el centro seleccionado" loads={[centre]} />}
      <UsersTable
        key={centreId ?? 'all'}
        centreId={centreId}
        onCreate={canWrite ? () => setCreating(true) : undefined}
        shown={shown}
      />
      {creating && (
        <CreateUserDialog
          open
          centreId={centreId}
          onClose={() => setCreating(false)}
          onCreated={setShown}
        />
      )}
      <Divider />
      <ProfilesAndCargos />
      {canWrite && (
        <>
          <Divider />
          <MassUploadPanel />
        </>
      )}
    </Stack>
  );
}
