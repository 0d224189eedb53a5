import { defineCall, withScope } from '../call';
import { apiErrorSchema, idParamsSchema } from '../common';
import {
  planSuggestionAdminResponseSchema,
  planSuggestionBodySchema,
  planSuggestionDeletedSchema,
  planSuggestionsAdminResponseSchema,
  planSuggestionsQuerySchema,
} from '../plan-suggestions';
import {
  EVIDENCE_TYPES,
  EVIDENCE_UPLOAD_TYPES,
  MAX_EVIDENCE_BYTES,
  evidenceUploadQuerySchema,
  planActionCreateSchema,
  planActionParamsSchema,
  planActionResponseSchema,
  planActionUpdateSchema,
  planDeletedResponseSchema,
  planEvidenceParamsSchema,
  planEvidenceResponseSchema,
  planLanguageQuerySchema,
  planQuerySchema,
  planResponseSchema,
  planStateBodySchema,
  planSuggestionParamsSchema,
  planSuggestionsResponseSchema,
} from '../plans';

const tags = ['Plan de mejora'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
/** An evidence's refusals add too large and not an accepted kind. */
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

/**
 * The improvement plan of the caller's centre (contracts/plans.ts; docs/domain.md "The
 * improvement plan"). The centre is always the session's: an id of another centre's action,
 * evidence or evaluation is a 404. Creating, editing and deleting actions and adopting a
 * suggestion are the coordinator's (`coordinator`); a state or an evidence may also be changed
 * by the teacher who is the action's responsable (checked by the service, 403 otherwise).
 */
export const planCalls = {
  plan: defineCall({
    method: 'GET',
    path: '/v15/centro/plan',
    access: 'centre',
    summary: 'Plan de mejora del periodo activo o de una evaluación del centro',
    tags,
    query: planQuerySchema,
    responses: { 200: planResponseSchema, ...errors },
  }),
  create: defineCall({
    method: 'POST',
    path: '/v15/centro/plan/acciones',
    access: 'coordinator',
    summary: 'Añade una acción al plan de mejora del periodo activo',
    tags,
    query: planLanguageQuerySchema,
    body: planActionCreateSchema,
    responses: { 201: planActionResponseSchema, ...errors },
  }),
  update: defineCall({
    method: 'PATCH',
    path: '/v15/centro/plan/acciones/:actionId',
    access: 'coordinator',
    summary: 'Modifica una acción del plan de mejora',
    tags,
    params: planActionParamsSchema,
    query: planLanguageQuerySchema,
    body: planActionUpdateSchema,
    responses: { 200: planActionResponseSchema, ...errors },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/v15/centro/plan/acciones/:actionId',
    access: 'coordinator',
    summary: 'Elimina una acción del plan de mejora y sus evidencias',
    tags,
    params: planActionParamsSchema,
    responses: { 200: planDeletedResponseSchema, ...errors },
  }),
  state: defineCall({
    method: 'PUT',
    path: '/v15/centro/plan/acciones/:actionId/estado',
    access: 'centre',
    summary: 'Cambia el estado de una acción (coordinación o responsable)',
    tags,
    params: planActionParamsSchema,
    query: planLanguageQuerySchema,
    body: planStateBodySchema,
    responses: { 200: planActionResponseSchema, ...errors },
  }),
  attach: defineCall({
    method: 'POST',
    path: '/v15/centro/plan/acciones/:actionId/evidencias',
    access: 'centre',
    summary:
      'Adjunta una evidencia a una acción (cuerpo: el fichero tal cual; PDF, imagen o documento de oficina, hasta 10 MB)',
    tags,
    params: planActionParamsSchema,
    query: evidenceUploadQuerySchema,
    upload: { types: EVIDENCE_UPLOAD_TYPES, maxBytes: MAX_EVIDENCE_BYTES },
    responses: { 201: planEvidenceResponseSchema, ...uploadErrors },
  }),
  evidence: defineCall({
    method: 'GET',
    path: '/v15/centro/plan/evidencias/:evidenceId',
    access: 'centre',
    summary: 'Descarga una evidencia (coordinación o responsable de la acción)',
    tags,
    params: planEvidenceParamsSchema,
    responses: errors,
    download: Object.values(EVIDENCE_TYPES),
  }),
  removeEvidence: defineCall({
    method: 'DELETE',
    path: '/v15/centro/plan/evidencias/:evidenceId',
    access: 'centre',
    summary: 'Elimina una evidencia (coordinación o responsable de la acción)',
    tags,
    params: planEvidenceParamsSchema,
    responses: { 200: planDeletedResponseSchema, ...errors },
  }),
  suggestions: defineCall({
    method: 'GET',
    path: '/v15/centro/plan/sugerencias',
    access: 'centre',
    summary: 'Acciones sugeridas para las tres claves más débiles del centro',
    tags,
    query: planLanguageQuerySchema,
    responses: { 200: planSuggestionsResponseSchema, ...errors },
  }),
  adopt: defineCall({
    method: 'POST',
    path: '/v15/centro/plan/sugerencias/:suggestionId/adoptar',
    access: 'coordinator',
    summary: 'Añade una acción sugerida al plan de mejora del periodo activo',
    tags,
    params: planSuggestionParamsSchema,
    query: planLanguageQuerySchema,
    responses: { 201: planActionResponseSchema, ...errors },
  }),
};

/**
 * The catalogue of suggested starting actions (contracts/plan-suggestions.ts), for
 * administrators: national data, so a scoped or read-only administrator reads it and every
 * write of theirs is refused (403) before the body is read.
 */
export const planSuggestionCalls = withScope('national', {
  list: defineCall({
    method: 'GET',
    path: '/v3/plan-suggestions',
    access: 'admin',
    summary: 'Sugerencias del plan de mejora (de una clave con claves_id), en su orden',
    tags,
    query: planSuggestionsQuerySchema,
    responses: { 200: planSuggestionsAdminResponseSchema, ...errors },
  }),
  create: defineCall({
    method: 'POST',
    path: '/v3/plan-suggestions',
    access: 'admin',
    summary: 'Crea una sugerencia del plan de mejora',
    tags,
    body: planSuggestionBodySchema,
    responses: { 201: planSuggestionAdminResponseSchema, ...errors },
  }),
  update: defineCall({
    method: 'PUT',
    path: '/v3/plan-suggestions/:id',
    access: 'admin',
    summary: 'Modifica una sugerencia del plan de mejora',
    tags,
    params: idParamsSchema,
    body: planSuggestionBodySchema,
    responses: { 200: planSuggestionAdminResponseSchema, ...errors },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/v3/plan-suggestions/:id',
    access: 'admin',
    summary: 'Elimina una sugerencia del plan de mejora',
    tags,
    params: idParamsSchema,
    responses: { 200: planSuggestionDeletedSchema, ...errors },
  }),
});
