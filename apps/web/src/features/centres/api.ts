import type {
  CentreCreate,
  CentresFilter,
  CentreUpdate,
  CourseBody,
} from '@eval/contracts/centres';
import type { Setup } from '@eval/contracts/common';
import { requestOf } from '@eval/contracts/call';
import { centreCalls } from '@eval/contracts/calls/centres';
import { courseCalls } from '@eval/contracts/calls/courses';
import { geographyCalls } from '@eval/contracts/calls/geography';
import { userCalls } from '@eval/contracts/calls/users';
import type { MunicipiosFilter } from '@eval/contracts/geography';
import { defineEndpoints, type DataOf } from '../../lib/api';

/** A user of a centre as GET /v1/usersCentro/{centerId} answers (fields this screen shows). */
export interface CentreUser {
  id: number;
  nombre: string;
  apellidos: string;
  email: string;
  perfil: number;
  perfil_nombre?: string;
  cargos_id: number | null;
  activo: number;
}

/** A place list changes rarely: keep each province's municipalities for an hour once loaded. */
const GEOGRAPHY_CACHE_SECONDS = 3600;

/** One course of one centre's list. */
interface CentreCourseArgs {
  centreId: number;
  courseId: number;
}

/**
 * Adds (PUT) or removes (DELETE) a course of a centre's list, then reloads that list. The body
 * is an empty JSON object: the client always declares a JSON body.
 */
const centreCourseCall = (
  call: typeof centreCalls.addCourse | typeof centreCalls.removeCourse,
) => ({
  query: ({ centreId, courseId }: CentreCourseArgs) => ({
    ...requestOf(call, { params: { centerId: String(centreId), courseId: String(courseId) } }),
    body: {},
  }),
  invalidatesTags: (_result: unknown, _error: unknown, { centreId }: CentreCourseArgs) => [
    { type: 'CentreCourse' as const, id: centreId },
  ],
});

/** Calls of the centres screen: centres, courses, a centre's courses and users, geography. */
export const centresApi = defineEndpoints((build) => ({
  getCentres: build.query<DataOf<typeof centreCalls.list>, { filter: CentresFilter; setup: Setup }>(
    {
      // JSON query parameters are declared as the text the API parses (contracts/json-query.ts).
      query: ({ filter, setup }) =>
        requestOf(centreCalls.list, {
          query: { filter: JSON.stringify(filter), setup: JSON.stringify(setup) },
        }),
      providesTags: [{ type: 'Centre', id: 'LIST' }],
    },
  ),
  createCentre: build.mutation<DataOf<typeof centreCalls.create>, CentreCreate>({
    query: (body) => requestOf(centreCalls.create, { body }),
    invalidatesTags: [{ type: 'Centre', id: 'LIST' }],
  }),
  updateCentre: build.mutation<DataOf<typeof centreCalls.update>, CentreUpdate>({
    query: (body) => requestOf(centreCalls.update, { body }),
    invalidatesTags: [{ type: 'Centre', id: 'LIST' }],
  }),

  getCourses: build.query<DataOf<typeof courseCalls.list>, undefined>({
    query: () => requestOf(courseCalls.list),
    providesTags: [{ type: 'Course', id: 'LIST' }],
  }),
  createCourse: build.mutation<DataOf<typeof courseCalls.create>, CourseBody>({
    query: (body) => requestOf(courseCalls.create, { body }),
    invalidatesTags: [{ type: 'Course', id: 'LIST' }],
  }),
  updateCourse: build.mutation<DataOf<typeof courseCalls.edit>, { id: number; body: CourseBody }>({
    query: ({ id, body }) => requestOf(courseCalls.edit, { params: { id: String(id) }, body }),
    // A renamed course is renamed in every centre's list too.
    invalidatesTags: [{ type: 'Course', id: 'LIST' }, 'CentreCourse'],
  }),

  getCentreCourses: build.query<DataOf<typeof centreCalls.courses>, number>({
    query: (centreId) => requestOf(centreCalls.courses, { params: { centerId: String(centreId) } }),
    providesTags: (_result, _error, centreId) => [{ type: 'CentreCourse', id: centreId }],
  }),
  addCentreCourse: build.mutation<DataOf<typeof centreCalls.addCourse>, CentreCourseArgs>(
    centreCourseCall(centreCalls.addCourse),
  ),
  removeCentreCourse: build.mutation<DataOf<typeof centreCalls.removeCourse>, CentreCourseArgs>(
    centreCourseCall(centreCalls.removeCourse),
  ),

  /**
   * The users of one centre (BBDD Centros' row panel). Named apart from the users screen's
   * `getCentreUsers`: two features injecting one name would leave only the first one loaded.
   */
  getUsersOfCentre: build.query<
    { data: CentreUser[]; count: number },
    { centreId: number; setup: Setup }
  >({
    query: ({ centreId, setup }) =>
      requestOf(userCalls.centreUsers, {
        params: { centerId: String(centreId) },
        query: { setup: JSON.stringify(setup) },
      }),
    providesTags: (_result, _error, { centreId }) => [{ type: 'CentreUser', id: centreId }],
  }),

  getComunidades: build.query<DataOf<typeof geographyCalls.comunidades>, undefined>({
    query: () => requestOf(geographyCalls.comunidades),
    providesTags: ['Comunidad'],
    keepUnusedDataFor: GEOGRAPHY_CACHE_SECONDS,
  }),
  getProvincias: build.query<DataOf<typeof geographyCalls.provincias>, undefined>({
    query: () => requestOf(geographyCalls.provincias),
    providesTags: ['Provincia'],
    keepUnusedDataFor: GEOGRAPHY_CACHE_SECONDS,
  }),
  /** One province's municipalities, cached per province. */
  getMunicipios: build.query<DataOf<typeof geographyCalls.municipios>, number>({
    // A JSON query parameter is declared as the text the API parses (contracts/json-query.ts).
    query: (provinceId) =>
      requestOf(geographyCalls.municipios, {
        query: { filter: JSON.stringify({ id_provincia: provinceId } satisfies MunicipiosFilter) },
      }),
    providesTags: (_result, _error, provinceId) => [{ type: 'Municipio', id: provinceId }],
    keepUnusedDataFor: GEOGRAPHY_CACHE_SECONDS,
  }),
}));

export const {
  useGetCentresQuery,
  useCreateCentreMutation,
  useUpdateCentreMutation,
  useGetCoursesQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useGetCentreCoursesQuery,
  useAddCentreCourseMutation,
  useRemoveCentreCourseMutation,
  useGetUsersOfCentreQuery,
  useGetComunidadesQuery,
  useGetProvinciasQuery,
  useGetMunicipiosQuery,
} = centresApi;
