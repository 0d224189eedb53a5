import type {
  Cargo,
  MassUploadResult,
  MassUploadRow,
  Profile,
  RegisterUserBody,
  UpdateUserBody,
  UserFilter,
  UserRow,
  UsersResponse,
  UserSetup,
} from '@eval/contracts/users';
import { api } from '../../lib/api';

interface UsersPageArgs {
  setup: UserSetup;
  filter: UserFilter;
}

/** Calls of the user area (spec §7 "Authentication and users"). */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
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
    registerUser: build.mutation<UserRow, RegisterUserBody>({
      query: (body) => ({ url: '/v1/auth/registeruser', method: 'POST', body }),
      transformResponse: (response: { data: UserRow }) => response.data,
      invalidatesTags: ['User', 'CentreUser'],
    }),
    updateUser: build.mutation<UserRow, UpdateUserBody>({
      query: (body) => ({ url: '/v1/users', method: 'PUT', body }),
      transformResponse: (response: { data: UserRow }) => response.data,
      invalidatesTags: ['User', 'CentreUser'],
    }),
    deleteUser: build.mutation<null, number>({
      query: (id) => ({ url: `/v1/user/${id}`, method: 'DELETE' }),
      invalidatesTags: ['User', 'CentreUser'],
    }),
    resetPassword: build.mutation<UserRow, number>({
      query: (id) => ({ url: `/v1/auth/reset/${id}`, method: 'PATCH' }),
      transformResponse: (response: { data: UserRow }) => response.data,
      invalidatesTags: ['User', 'CentreUser'],
    }),
    massUpload: build.mutation<MassUploadResult, MassUploadRow[]>({
      query: (body) => ({ url: '/v1/auth/massive', method: 'POST', body }),
      transformResponse: (response: { data: MassUploadResult }) => response.data,
      invalidatesTags: ['User', 'CentreUser'],
    }),
    getProfiles: build.query<Profile[], undefined>({
      query: () => '/v1/profiles',
      transformResponse: (response: { data: Profile[] }) => response.data,
      providesTags: ['Profile'],
    }),
    createProfile: build.mutation<Profile, { nombre: string }>({
      query: (body) => ({ url: '/v1/profiles', method: 'POST', body }),
      transformResponse: (response: { data: Profile }) => response.data,
      invalidatesTags: ['Profile'],
    }),
    updateProfile: build.mutation<Profile, Profile>({
      query: (body) => ({ url: '/v1/profiles', method: 'PUT', body }),
      transformResponse: (response: { data: Profile }) => response.data,
      // Listed users carry the profile's name.
      invalidatesTags: ['Profile', 'User'],
    }),
    getCargos: build.query<Cargo[], undefined>({
      query: () => '/v4/cargos',
      transformResponse: (response: { data: Cargo[] }) => response.data,
      providesTags: ['Cargo'],
    }),
    createCargo: build.mutation<Cargo, { nombre: string }>({
      query: (body) => ({ url: '/v4/cargos', method: 'PUT', body }),
      transformResponse: (response: { data: Cargo }) => response.data,
      invalidatesTags: ['Cargo'],
    }),
    updateCargo: build.mutation<Cargo, Cargo>({
      query: (body) => ({ url: '/v4/cargos', method: 'PATCH', body }),
      transformResponse: (response: { data: Cargo }) => response.data,
      invalidatesTags: ['Cargo'],
    }),
  }),
});

export const {
  useGetUsersPageQuery,
  useGetCentreUsersQuery,
  useRegisterUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useResetPasswordMutation,
  useMassUploadMutation,
  useGetProfilesQuery,
  useCreateProfileMutation,
  useUpdateProfileMutation,
  useGetCargosQuery,
  useCreateCargoMutation,
  useUpdateCargoMutation,
} = usersApi;

/** The Spanish message of a failed call: the server's `error.message`, else a generic text. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: { error?: { message?: unknown; details?: unknown } } }).data;
    const message = data?.error?.message;
    const details = data?.error?.details;
    // Validation errors name the field problems in details; show the first one's text.
    if (Array.isArray(details) && details.length > 0) {
      const first = details[0] as { message?: unknown };
      if (typeof first.message === 'string') return first.message;
    }
    if (typeof message === 'string') return message;
  }
  return 'Interal Error';
}
