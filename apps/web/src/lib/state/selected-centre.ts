import { useSelector } from 'react-redux';
import type { Centre } from '@eval/contracts/centres';
import { requestOf } from '@eval/contracts/call';
import { centreCalls } from '@eval/contracts/calls/centres';
import { api, type DataOf } from '../api';
import { selectSelectedCentre, type SelectionState } from './selection-slice';

/**
 * One centre by its id (`centreCalls.byId`), whatever page of the centres table it is on.
 * Shared by the screens the selected centre scopes (BBDD Centros' detail panel, Gestión de
 * usuarios), so it sits beside the selection rather than in one feature.
 */
const selectedCentreApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCentreById: build.query<DataOf<typeof centreCalls.byId>, number>({
      query: (id) => requestOf(centreCalls.byId, { params: { centerId: String(id) } }),
      // Any change to centres (a rename) reloads it with the list.
      providesTags: [{ type: 'Centre', id: 'LIST' }],
    }),
  }),
});

/** How a screen names a centre: its name and its code, which administrators search by. */
export const centreLabel = (centre: Pick<Centre, 'nombre' | 'codigo'>): string =>
  `${centre.nombre} (código ${centre.codigo})`;

/**
 * The selected centre (spec §3): its id, kept in the saved state, and the centre itself, loaded
 * by id so it can be named after a reload or when it is not on the centres table's page.
 */
export function useSelectedCentre() {
  const id = useSelector((state: { selection: SelectionState }) => selectSelectedCentre(state));
  const centre = selectedCentreApi.useGetCentreByIdQuery(id ?? 0, { skip: id === null });
  return { id, centre };
}
