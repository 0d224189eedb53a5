import type { CentreOption, CentreOptionsQuery } from '@eval/contracts/centre-options';
import type {
  Cargo,
  MassUploadPreview,
  MassUploadResult,
  MassUploadRow,
  Profile,
  RegisterUserBody,
  UpdateUserBody,
  UserFilter,
  UserMailResponse,
  UserRow,
  UsersResponse,
  UserSetup,
} from '@eval/contracts/users';
import { requestOf } from '@eval/contracts/call';
import { profileCargoCalls } from '@eval/contracts/calls/profiles-cargos';
import { defineEndpoints, type DataOf } from '../../lib/api';
import { removeById, writeTo } from '../../lib/rest-endpoints';

interface UsersPageArgs {
  setup: UserSetup;
  filter: UserFilter;
}

/** The rows of a mass upload; `update` updates existing users instead of refusing them. */
interface MassUploadArgs {
  rows: MassUploadRow[];
  update: boolean;
}

/** A mass upload's rows posted as the body, with `?update=true` when asked for. */
const massUploadRequest =
  (url: string) =>
  ({ rows, update }: MassUploadArgs) => ({
    url,
    method: 'POST',
    body: rows,
    params: update ? { update: 'true' } : undefined,
  });

/** Calls of the user area (spec §7 "Authentication and users"). */
export const usersApi = defineEndpoints((build) => ({
  /** GET /v1/users, always in its server-paged form: 200,000 users never travel at once. */
  getUsersPage: build.query<UsersResponse, UsersPageArgs>({
    query: ({ setup, filter }) => ({ url: '/v1/users', params: { setup, filter } }),
    providesTags: ['User'],
  }),
  /** GET /v1/usersCentro/{centerId}, paged with 5 or 10 rows (spec §9). */
  getCentreUsers: build.query<UsersResponse, UsersPageArgs & { centreId: number }>({
    query: ({ centreId, setup, filter }) => ({
      url: `/v1/usersCentro/${centreId}`,
      params: { setup, filter },
    }),
    providesTags: ['User', 'CentreUser'],
  }),
  /** The created user, and whether its welcome e-mail went out or waits in the queue. */
  registerUser: build.mutation<UserMailResponse, RegisterUserBody>(
    writeTo('/v1/auth/registeruser', 'POST', ['User', 'CentreUser']),
  ),
  updateUser: build.mutation<UserRow, UpdateUserBody>(
    writeTo('/v1/users', 'PUT', ['User', 'CentreUser']),
  ),
  deleteUser: build.mutation<null, number>(removeById('/v1/user', ['User', 'CentreUser'])),
  resetPassword: build.mutation<UserMailResponse, number>({
    query: (id) => ({ url: `/v1/auth/reset/${id}`, method: 'PATCH' }),
    invalidatesTags: ['User', 'CentreUser'],
  }),
  /** DELETE /v1/auth/totp/:userId: another administrator's second factor (issue 24). */
  resetSecondFactor: build.mutation<{ message: string }, number>({
    query: (id) => ({ url: `/v1/auth/totp/${id}`, method: 'DELETE' }),
  }),
  /** POST /v1/auth/massive. */
  massUpload: build.mutation<MassUploadResult, MassUploadArgs>({
    query: massUploadRequest('/v1/auth/massive'),
    transformResponse: (response: { data: MassUploadResult }) => response.data,
    invalidatesTags: ['User', 'CentreUser'],
  }),
  /** POST /v1/auth/massive/preview: each row's outcome; writes nothing. */
  previewMassUpload: build.mutation<MassUploadPreview, MassUploadArgs>({
    query: massUploadRequest('/v1/auth/massive/preview'),
  }),
  /** GET /v2/centros/search: the few centres a picker offers for the text typed. */
  searchCentres: build.query<CentreOption[], CentreOptionsQuery>({
    query: (params) => ({ url: '/v2/centros/search', params }),
    providesTags: [{ type: 'Centre', id: 'LIST' }],
  }),
  getProfiles: build.query<DataOf<typeof profileCargoCalls.profiles>, undefined>({
    query: () => requestOf(profileCargoCalls.profiles),
    providesTags: ['Profile'],
  }),
  createProfile: build.mutation<DataOf<typeof profileCargoCalls.createProfile>, { nombre: string }>(
    {
      query: (body) => requestOf(profileCargoCalls.createProfile, { body }),
      invalidatesTags: ['Profile'],
    },
  ),
  updateProfile: build.mutation<DataOf<typeof profileCargoCalls.renameProfile>, Profile>({
    query: (body) => requestOf(profileCargoCalls.renameProfile, { body }),
    // Listed users carry the profile's name.
    invalidatesTags: ['Profile', 'User'],
  }),
  getCargos: build.query<DataOf<typeof profileCargoCalls.cargos>, undefined>({
    query: () => requestOf(profileCargoCalls.cargos),
    providesTags: ['Cargo'],
  }),
  createCargo: build.mutation<DataOf<typeof profileCargoCalls.createCargo>, { nombre: string }>({
    query: (body) => requestOf(profileCargoCalls.createCargo, { body }),
    invalidatesTags: ['Cargo'],
  }),
  updateCargo: build.mutation<DataOf<typeof profileCargoCalls.renameCargo>, Cargo>({
    query: (body) => requestOf(profileCargoCalls.renameCargo, { body }),
    invalidatesTags: ['Cargo'],
  }),
}));

export const {
  useGetUsersPageQuery,
  useGetCentreUsersQuery,
  useRegisterUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useResetPasswordMutation,
  useResetSecondFactorMutation,
  useMassUploadMutation,
  usePreviewMassUploadMutation,
  useSearchCentresQuery,
  useGetProfilesQuery,
  useCreateProfileMutation,
  useUpdateProfileMutation,
  useGetCargosQuery,
  useCreateCargoMutation,
  useUpdateCargoMutation,
} = usersApi;
