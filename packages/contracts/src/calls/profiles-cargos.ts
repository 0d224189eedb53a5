import { adminCallErrors, defineCall, withScope } from '../call';
import { apiErrorSchema } from '../common';
import {
  cargoResponseSchema,
  cargosResponseSchema,
  createCargoBodySchema,
  createProfileBodySchema,
  profileResponseSchema,
  profilesResponseSchema,
  updateCargoBodySchema,
  updateProfileBodySchema,
} from '../user-profiles';

const tags = ['users'];
/** A renaming's refusals: those of any administration call, and a row that is not there. */
const renameErrors = { 404: apiErrorSchema, ...adminCallErrors };

/** Profiles and cargos, lists of names: created by name, renamed by id (spec §7). */
export const profileCargoCalls = withScope('national', {
  profiles: defineCall({
    method: 'GET',
    path: '/v1/profiles',
    access: 'admin',
    summary: 'Lista los perfiles',
    tags,
    // Nothing to validate: its errors keep the generic body, as this list always had.
    responses: { 200: profilesResponseSchema },
  }),
  createProfile: defineCall({
    method: 'POST',
    path: '/v1/profiles',
    access: 'admin',
    summary: 'Crea un perfil con id = último id + 1',
    tags,
    body: createProfileBodySchema,
    responses: { 201: profileResponseSchema, ...adminCallErrors },
  }),
  renameProfile: defineCall({
    method: 'PUT',
    path: '/v1/profiles',
    access: 'admin',
    summary: 'Renombra un perfil',
    tags,
    body: updateProfileBodySchema,
    responses: { 200: profileResponseSchema, ...renameErrors },
  }),
  cargos: defineCall({
    method: 'GET',
    path: '/v4/cargos',
    access: 'admin',
    summary: 'Lista los cargos',
    tags,
    responses: { 200: cargosResponseSchema },
  }),
  createCargo: defineCall({
    // PUT creates, as the spec names the call (§7).
    method: 'PUT',
    path: '/v4/cargos',
    access: 'admin',
    summary: 'Crea un cargo',
    tags,
    body: createCargoBodySchema,
    responses: { 201: cargoResponseSchema, ...adminCallErrors },
  }),
  renameCargo: defineCall({
    method: 'PATCH',
    path: '/v4/cargos',
    access: 'admin',
    summary: 'Actualiza un cargo',
    tags,
    body: updateCargoBodySchema,
    responses: { 200: cargoResponseSchema, ...renameErrors },
  }),
});
