import { z } from 'zod';
import {
  bulkCountResponseSchema,
  centreBulkBodySchema,
  centreBulkExportBodySchema,
  centreBulkResponseSchema,
  centreSelectionSchema,
} from '../bulk-actions';
import { adminCallErrors, defineCall } from '../call';
import {
  CENTRE_IMPORT_CSV_TYPE,
  CENTRE_IMPORT_MAX_BYTES,
  CENTRE_IMPORT_XLSX_TYPE,
  centreImportPreviewResponseSchema,
  centreImportResultResponseSchema,
} from '../centre-import';
import { centreOptionsQuerySchema, centreOptionsResponseSchema } from '../centre-options';
import {
  centreCourseParamsSchema,
  centreCourseResponseSchema,
  centreCoursesResponseSchema,
  centreCreateSchema,
  centreIdParamsSchema,
  centreResponseSchema,
  centresQuerySchema,
  centresResponseSchema,
  centreUpdateSchema,
} from '../centres';
import { apiErrorSchema } from '../common';
import { CSV_TYPE, XLSX_TYPE } from '../file-types';
import { jsonQuery } from '../json-query';

const tags = ['centres'];
/** The register import's body: the CSV or XLSX file itself (register-import-routes.ts). */
const registerFile = {
  types: [CENTRE_IMPORT_CSV_TYPE, CENTRE_IMPORT_XLSX_TYPE],
  maxBytes: CENTRE_IMPORT_MAX_BYTES,
};
/** A read's refusals: bad input, a centre that is not there. */
const readErrors = { 400: apiErrorSchema, 404: apiErrorSchema };
/** A write's refusals: bad input, a centre or course that is not there, a code taken. */
const recordErrors = { ...readErrors, 409: apiErrorSchema };
/** A bulk call's refusals: bad input, no session, not an administrator, refused rows. */
const bulkErrors = { ...adminCallErrors, 409: apiErrorSchema };
/** An import's refusals: bad file, no session or not allowed, too slow, too large, not CSV or XLSX, too busy. */
const importErrors = {
  ...adminCallErrors,
  408: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * Centres, their courses, their bulk actions and the import of the register (spec §7 "Centres
 * and courses"). The catalogue of courses is in courses.ts.
 */
export const centreCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/centros',
    access: 'admin',
    scope: 'scoped',
    summary:
      'Centros: filter=actives (solo activos), o filter JSON (search, actives, …) con setup JSON para paginar',
    tags,
    query: centresQuerySchema,
    responses: { 200: centresResponseSchema, 400: apiErrorSchema },
  }),
  byId: defineCall({
    method: 'GET',
    path: '/v2/centros/:centerId',
    access: 'admin',
    scope: 'scoped',
    summary:
      'Un centro por su id: la pantalla que solo muestra los usuarios de un centro lo nombra aunque no esté en la página cargada',
    tags,
    params: centreIdParamsSchema,
    responses: { 200: centreResponseSchema, ...readErrors },
  }),
  search: defineCall({
    method: 'GET',
    path: '/v2/centros/search',
    access: 'admin',
    scope: 'scoped',
    summary: 'Centros para elegir uno: search busca en nombre, código y municipio (hasta 25)',
    tags,
    query: centreOptionsQuerySchema,
    responses: { 200: centreOptionsResponseSchema, 400: apiErrorSchema },
  }),
  create: defineCall({
    method: 'PUT',
    path: '/v2/centros',
    access: 'admin',
    scope: 'scoped',
    summary: 'Crea un centro',
    tags,
    body: centreCreateSchema,
    responses: { 201: centreResponseSchema, ...recordErrors },
  }),
  update: defineCall({
    method: 'PATCH',
    path: '/v2/centros',
    access: 'admin',
    scope: 'scoped',
    summary: 'Actualiza un centro (también activarlo o desactivarlo)',
    tags,
    body: centreUpdateSchema,
    responses: { 200: centreResponseSchema, ...recordErrors },
  }),
  courses: defineCall({
    method: 'GET',
    path: '/v2/cursoscentros/:centerId',
    access: 'admin',
    scope: 'scoped',
    summary: 'Cursos de un centro',
    tags,
    params: centreIdParamsSchema,
    responses: { 200: centreCoursesResponseSchema, ...readErrors },
  }),
  addCourse: defineCall({
    method: 'PUT',
    path: '/v2/cursoscentros/:centerId/:courseId',
    access: 'admin',
    scope: 'scoped',
    summary: 'Añade un curso a un centro: 201 si lo añade, 200 si ya lo tenía (no cambia nada)',
    tags,
    params: centreCourseParamsSchema,
    responses: {
      200: centreCourseResponseSchema,
      201: centreCourseResponseSchema,
      ...recordErrors,
    },
  }),
  removeCourse: defineCall({
    method: 'DELETE',
    path: '/v2/cursoscentros/:centerId/:courseId',
    access: 'admin',
    scope: 'scoped',
    summary: 'Quita un curso de un centro',
    tags,
    params: centreCourseParamsSchema,
    responses: { 200: centreCourseResponseSchema, ...recordErrors },
  }),
  // A GET, because counting changes nothing and so is no write for the audit log.
  bulkCount: defineCall({
    method: 'GET',
    path: '/v2/centros/bulk/count',
    access: 'admin',
    scope: 'scoped',
    summary: 'Cuántos centros contiene una selección (ids, o filtro sin excepciones)',
    tags,
    query: z.strictObject({ selection: jsonQuery(centreSelectionSchema) }),
    responses: { 200: bulkCountResponseSchema, ...bulkErrors },
  }),
  bulk: defineCall({
    method: 'POST',
    path: '/v2/centros/bulk',
    access: 'admin',
    scope: 'scoped',
    summary: 'Activa o desactiva los centros seleccionados: todo o nada',
    tags,
    body: centreBulkBodySchema,
    responses: { 200: centreBulkResponseSchema, ...bulkErrors },
  }),
  // A POST because a selection of ids does not fit in a URL; the audit log records who exported.
  bulkExport: defineCall({
    method: 'POST',
    path: '/v2/centros/bulk/export',
    access: 'admin',
    scope: 'scoped',
    summary: 'Exporta los centros seleccionados (CSV con ";" o Excel)',
    tags,
    body: centreBulkExportBodySchema,
    responses: bulkErrors,
    download: [CSV_TYPE, XLSX_TYPE],
  }),
  // The file is the raw request body (text/csv or the XLSX type), so no body schema.
  importPreview: defineCall({
    method: 'POST',
    path: '/v2/centros/import/preview',
    access: 'admin',
    scope: 'scoped',
    summary: 'Importar centros: vista previa (cuerpo: el CSV o XLSX tal cual; no escribe)',
    tags,
    upload: registerFile,
    responses: { 200: centreImportPreviewResponseSchema, ...importErrors },
  }),
  import: defineCall({
    method: 'POST',
    path: '/v2/centros/import',
    access: 'admin',
    scope: 'scoped',
    summary:
      'Importar centros: crea o actualiza por código, todo o nada (201 si creó alguno, si no 200)',
    tags,
    upload: registerFile,
    responses: {
      200: centreImportResultResponseSchema,
      201: centreImportResultResponseSchema,
      ...importErrors,
    },
  }),
};
