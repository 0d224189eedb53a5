import type { Recurso, RecursoCreate, RecursoUpdate } from '@eval/contracts/content';

/** The editable fields of a resource as the dialog holds them. */
export interface ResourceFields {
  titulo: string;
  descripcion: string;
  url: string;
  perspectivas_id: number | null;
  tipos_material_id: number | null;
  claves_id: number | null;
  comunidades: number[];
  cursos: number[];
}

/** Files of the dialog: newly chosen ones as data strings, and what to drop. */
export interface ResourceFiles {
  logo: string | null;
  removeLogo: boolean;
  document: string | null;
  documentName: string | null;
  removeDocument: boolean;
}

export const emptyResourceFields = (row: Recurso | null): ResourceFields => ({
  titulo: row?.titulo ?? '',
  descripcion: row?.descripcion ?? '',
  url: row?.url ?? '',
  perspectivas_id: row?.perspectivas_id ?? null,
  tipos_material_id: row?.tipos_material_id ?? null,
  claves_id: row?.claves_id ?? null,
  comunidades: row?.comunidades ?? [],
  cursos: row?.cursos ?? [],
});

/** The body of POST /v11/recursos: files as data strings (spec §5). */
export function resourceCreateBody(fields: ResourceFields, files: ResourceFiles): RecursoCreate {
  return {
    ...fields,
    centerLogo: files.logo,
    document: files.document,
    ...(files.documentName ? { documentName: files.documentName } : {}),
  };
}

/**
 * The body of PATCH /v11/recursos (spec §5): a logo not chosen again is sent as null (the server
 * keeps it unless told to remove it); a document not chosen again is sent as its path.
 */
export function resourceUpdateBody(
  row: Recurso,
  fields: ResourceFields,
  files: ResourceFiles,
): RecursoUpdate {
  return {
    ...fields,
    id: row.id,
    centros_id: row.centros_id,
    centerLogo: files.logo,
    removeCenterLogo: files.removeLogo && files.logo === null,
    document: files.document,
    documentPath: files.document || files.removeDocument ? null : row.documentPath,
    ...(files.documentName ? { documentName: files.documentName } : {}),
  };
}
