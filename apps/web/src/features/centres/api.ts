import type {
  Centre,
  CentreCourse,
  CentreCreate,
  CentresFilter,
  CentresResponse,
  CentreUpdate,
  CourseBody,
} from '@eval/contracts/centres';
import type { Setup } from '@eval/contracts/common';
import { requestOf } from '@eval/contracts/call';
import { courseCalls } from '@eval/contracts/calls/courses';
import { geographyCalls } from '@eval/contracts/calls/geography';
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
const centreCourseCall = (method: 'PUT' | 'DELETE') => ({
  query: ({ centreId, courseId }: CentreCourseArgs) => ({
    url: `/v2/cursoscentros/${centreId}/${courseId}`,
    method,
    body: {},
  }),
  invalidatesTags: (_result: unknown, _error: unknown, { centreId }: CentreCourseArgs) => [
    { type: 'CentreCourse' as const, id: centreId },
  ],
});

/** Calls of the centres screen: centres, courses, a centre's courses and users, geography. */
export const centresApi = defineEndpoints((build) => ({
  getCentres: build.query<CentresResponse, { filter: CentresFilter; setup: Setup }>({
    query: (params) => ({ url: '/v2/centros', params }),
    providesTags: [{ type: 'Centre', id: 'LIST' }],
  }),
  createCentre: build.mutation<Centre, CentreCreate>({
    query: (body) => ({ url: '/v2/centros', method: 'PUT', body }),
    invalidatesTags: [{ type: 'Centre', id: 'LIST' }],
  }),
  updateCentre: build.mutation<Centre, CentreUpdate>({
    query: (body) => ({ url: '/v2/centros', method: 'PATCH', body }),
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

  getCentreCourses: build.query<CentreCourse[], number>({
    query: (centreId) => `/v2/cursoscentros/${centreId}`,
    providesTags: (_result, _error, centreId) => [{ type: 'CentreCourse', id: centreId }],
  }),
  addCentreCourse: build.mutation<CentreCourse, CentreCourseArgs>(centreCourseCall('PUT')),
  removeCentreCourse: build.mutation<CentreCourse, CentreCourseArgs>(centreCourseCall('DELETE')),

  getCentreUsers: build.query<
    { data: CentreUser[]; count: number },
    { centreId: number; setup: Setup }
  >({
    query: ({ centreId, setup }) => ({ url: `/v1/usersCentro/${centreId}`, params: { setup } }),
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
  useGetCentreUsersQuery,
  useGetComunidadesQuery,
  useGetProvinciasQuery,
  useGetMunicipiosQuery,
} = centresApi;
