import { requestOf } from '@eval/contracts/call';
import { geographyCalls } from '@eval/contracts/calls/geography';
import { defineEndpoints, type DataOf } from './api';

/**
 * The communities (GET /v5/comunidades) as the scope needs them: the top bar's names and the
 * "Ámbito" field of Gestión de usuarios. Named apart from BBDD Centros' `getComunidades`, since
 * two injections of one name would keep only the first.
 */
const communitiesApi = defineEndpoints((build) => ({
  getScopeCommunities: build.query<DataOf<typeof geographyCalls.comunidades>, undefined>({
    query: () => requestOf(geographyCalls.comunidades),
    providesTags: ['Comunidad'],
    // The communities change hardly ever (national data); an hour, as the other place lists.
    keepUnusedDataFor: 3600,
  }),
}));

export const { useGetScopeCommunitiesQuery } = communitiesApi;
