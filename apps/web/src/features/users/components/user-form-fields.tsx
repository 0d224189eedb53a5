import Box from '@mui/material/Box';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import type { CentreOption } from '@eval/contracts/centre-options';
import type { registerUserBodySchema, updateUserBodySchema } from '@eval/contracts/users';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ContractForm } from '../../../components/form/use-contract-form';
import { useLanguageOptions } from '../../../lib/languages';
import { useGetCargosQuery, useGetProfilesQuery } from '../api';
import { CentrePicker } from './centre-picker';
import { useCanWriteNational } from '../../../lib/admin-scope';
import { UserScopeFields } from './user-scope-fields';

const ACTIVE_OPTIONS = [
  { value: 1, label: 'Sí' },
  { value: 0, label: 'No' },
] as const;

type UserSchema = typeof registerUserBodySchema | typeof updateUserBodySchema;

interface UserFormFieldsProps<S extends UserSchema> {
  form: ContractForm<S>;
  centre: CentreOption | null;
  onCentreChange(centre: CentreOption | null): void;
  /** With a centre selected the user belongs to it: the picker shows it, fixed. */
  centreFixed: boolean;
}

/**
 * The fields of a user, the same in "Nuevo usuario" and in "Editar": each field's
 * own message under it, the contract's required ones marked.
 */
export function UserFormFields<S extends UserSchema>(props: UserFormFieldsProps<S>) {
  const canEditScope = useCanWriteNational();
  const { form, centre, onCentreChange, centreFixed } = props;
  const { data: profiles = [] } = useGetProfilesQuery(undefined);
  const { data: cargos = [] } = useGetCargosQuery(undefined);
  const languages = useLanguageOptions();
  // The two schemas share these fields; the form is read through the create one's names.
  const shared = form as unknown as ContractForm<typeof registerUserBodySchema>;
  const profileOptions = profiles.map((p) => ({ value: p.id, label: p.nombre }));
  const cargoOptions = [
    { value: null, label: 'Sin cargo' },
    ...cargos.map((c) => ({ value: c.id, label: c.nombre })),
  ];
  const languageOptions = languages.map((l) => ({ value: l.code, label: l.name }));
  // The server's rule (domain.md): everyone but an administrator belongs to a centre.
  const centreRequired = shared.watch('perfil') !== ADMIN_PROFILE;
  // Only a national administrator who writes gives an administrator a scope (the server's rule).
  const scopeShown = canEditScope && !centreRequired;
  const text = { form: shared, size: 'small' } as const;
  const select = { form: shared, size: 'small', native: false } as const;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
      <FormTextField {...text} name="nombre" label="Nombre" />
      <FormTextField {...text} name="apellidos" label="Apellidos" />
      <FormTextField {...text} name="email" label="Correo electrónico" type="email" />
      <FormTextField {...text} name="telefono" label="Teléfono" type="tel" />
      <FormTextField {...text} name="dni" label="DNI" />
      <FormSelectField {...select} name="perfil" label="Perfil" options={profileOptions} />
      <FormSelectField {...select} name="cargos_id" label="Cargo" options={cargoOptions} />
      <FormSelectField {...select} name="language_id" label="Idioma" options={languageOptions} />
      <FormSelectField {...select} name="activo" label="Activo" options={ACTIVE_OPTIONS} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <CentrePicker
          label="Centro"
          value={centre}
          onChange={(option) => {
            onCentreChange(option);
            shared.clearErrors('centros_id');
          }}
          disabled={centreFixed}
          required={centreRequired}
          error={shared.formState.errors.centros_id?.message}
        />
      </Box>
      {scopeShown && <UserScopeFields form={shared} />}
    </Box>
  );
}
