import Box from '@mui/material/Box';
import { USER_MESSAGES } from '@eval/contracts/users';
import { LoadError } from '../../../components/load-error';
import {
  useCreateCargoMutation,
  useCreateProfileMutation,
  useGetCargosQuery,
  useGetProfilesQuery,
  useUpdateCargoMutation,
  useUpdateProfileMutation,
} from '../api';
import { NameListTable } from './name-list-table';

const filled = (value: unknown) =>
  value !== null && value !== undefined && String(value).trim() !== '';
const letters = (value: string) => (value.match(/\p{L}/gu) ?? []).length;

/** Profiles and positions (spec §2, rules of §5). */
export function ProfilesAndCargos() {
  const profiles = useGetProfilesQuery(undefined);
  const cargos = useGetCargosQuery(undefined);
  const [createProfile] = useCreateProfileMutation();
  const [updateProfile] = useUpdateProfileMutation();
  const [createCargo] = useCreateCargoMutation();
  const [updateCargo] = useUpdateCargoMutation();
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <LoadError
        what="los perfiles y cargos"
        loads={[profiles, cargos]}
        sx={{ flexBasis: '100%', mb: 0 }}
      />
      <NameListTable
        title="Perfiles"
        addLabel="Nuevo perfil"
        list={profiles}
        // Add needs a value; the server also asks for two letters.
        checkAdd={(nombre) => (filled(nombre) ? null : USER_MESSAGES.incomplete)}
        checkUpdate={(row) => (letters(row.nombre) < 2 ? USER_MESSAGES.profileTooShort : null)}
        add={(nombre) => createProfile({ nombre }).unwrap()}
        update={(row) => updateProfile(row).unwrap()}
      />
      <NameListTable
        title="Cargos"
        addLabel="Nuevo cargo"
        list={cargos}
        // Add: at least 1 value; update: at least 2 (id and nombre).
        checkAdd={(nombre) => (filled(nombre) ? null : USER_MESSAGES.incomplete)}
        checkUpdate={(row) =>
          [row.id, row.nombre].filter(filled).length < 2 ? USER_MESSAGES.incomplete : null
        }
        add={(nombre) => createCargo({ nombre }).unwrap()}
        update={(row) => updateCargo(row).unwrap()}
      />
    </Box>
  );
}
