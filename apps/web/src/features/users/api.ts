import type { CentreOption, CentreOptionsQuery } from '@eval/contracts/centre-options';
import type {
  Cargo,
  MassUploadResult,
  MassUploadRow,
  Profile,
  RegisterUserBody,
  UpdateUserBody,
  UserFilter,
  UserSetup,
} from '@eval/contracts/users';
import { requestOf } from '@eval/contracts/call';
import { centreCalls } from '@eval/contracts/calls/centres';
import { profileCargoCalls } from '@eval/contracts/calls/profiles-cargos';
import { secondFactorCalls } from '@eval/contracts/calls/second-factor';
import { userCalls } from '@eval/contracts/calls/users';
import { defineEndpoints, type DataOf } from '../../lib/api';

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
const massUploadQuery = (update: boolean) => (update ? { update: 'true' as const } : undefined);

/** The page and filter of a users list, as the JSON its query carries. */
const listQuery = ({ setup, filter }: UsersPageArgs) => ({
  setup: JSON.stringify(setup satisfies UserSetup),
  filter: JSON.stringify(filter satisfies UserFilter),
});

/** Calls of the user area (spec §7 "Authentication and users"), contracts/calls/users.ts. */
export const usersApi = defineEndpoints((build) => ({
  /** GET /v1/users, always in its server-paged form: 200,000 users never travel at once. */
  getUsersPage: build.query<DataOf<typeof userCalls.list>, UsersPageArgs>({
    query: (args) => requestOf(userCalls.list, { query: listQuery(args) }),
    providesTags: ['User'],
  }),
  /** GET /v1/usersCentro/{centerId}, paged with 5 or 10 rows (spec §9). */
  getCentreUsers: build.query<
    DataOf<typeof userCalls.centreUsers>,
    UsersPageArgs & { centreId: number }
  >({
    query: ({ centreId, ...args }) =>
      requestOf(userCalls.centreUsers, {
        params: { centerId: String(centreId) },
        query: listQuery(args),
      }),
    providesTags: ['User', 'CentreUser'],
  }),
  /** The created user, and whether its welcome e-mail went out or waits in the queue. */
  registerUser: build.mutation<DataOf<typeof userCalls.register>, RegisterUserBody>({
    query: (body) => requestOf(userCalls.register, { body }),
    invalidatesTags: ['User', 'CentreUser'],
  }),
  updateUser: build.mutation<DataOf<typeof userCalls.update>, UpdateUserBody>({
    query: (body) => requestOf(userCalls.update, { body }),
    invalidatesTags: ['User', 'CentreUser'],
  }),
  deleteUser: build.mutation<null, number>({
    query: (id) => requestOf(userCalls.remove, { params: { id: String(id) } }),
    invalidatesTags: ['User', 'CentreUser'],
  }),
  resetPassword: build.mutation<DataOf<typeof userCalls.resetPassword>, number>({
    query: (id) => requestOf(userCalls.resetPassword, { params: { userId: String(id) } }),
    invalidatesTags: ['User', 'CentreUser'],
  }),
  /** Another administrator's second factor. */
  resetSecondFactor: build.mutation<DataOf<typeof secondFactorCalls.reset>, number>({
    query: (id) => requestOf(secondFactorCalls.reset, { params: { userId: String(id) } }),
  }),
  massUpload: build.mutation<MassUploadResult, MassUploadArgs>({
    query: ({ rows, update }) =>
      requestOf(userCalls.massUpload, { body: rows, query: massUploadQuery(update) }),
    transformResponse: (response: { data: MassUploadResult }) => response.data,
    invalidatesTags: ['User', 'CentreUser'],
  }),
  /** Each row's outcome; writes nothing. */
  previewMassUpload: build.mutation<DataOf<typeof userCalls.massUploadPreview>, MassUploadArgs>({
    query: ({ rows, update }) =>
      requestOf(userCalls.massUploadPreview, { body: rows, query: massUploadQuery(update) }),
  }),
  /** GET /v2/centros/search: the few centres a picker offers for the text typed. */
  searchCentres: build.query<CentreOption[], CentreOptionsQuery>({
    query: (query) => requestOf(centreCalls.search, { query }),
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
