import { z } from 'zod';
import { CENTRE_KINDS, OWNERSHIPS, SOCIOECONOMIC_LEVELS } from './centre-enums';
import {
  centreIdParamsSchema,
  dataEnvelope,
  idParam,
  idParamsSchema,
  pagedEnvelope,
  setupSchema,
} from './common';
import { jsonQuery } from './json-query';
import { postalCodeProblem } from './spanish-identity';

/** Spanish messages of the centres and courses calls; the first five are the spec's (§8). */
export const CENTRE_MESSAGES = {
  centreIncomplete: 'Todos los campos deben estar rellenados',
  centreCreated: '¡Centro creado exitosamente!',
  noCentres: 'Sin centros que mostrar.',
  courseIncomplete: 'Todos los campos deben ser rellenados',
  serverProblem: 'Problemas con el servidor.',
  centreUpdated: 'Centro actualizado.',
  centreNotFound: 'El centro indicado no existe.',
  codeTaken: 'Ya existe un centro con ese código.',
  courseNotFound: 'El curso indicado no existe.',
  courseNameTaken: 'Ya existe un curso con ese nombre.',
  courseInactive: 'El curso está desactivado: actívelo antes de asignarlo a un centro.',
  courseLinkNotFound: 'El centro no tiene asignado ese curso.',
  badOrderField: 'No se puede ordenar por ese campo.',
} as const;

/** A stored centre (spec §3) with the names of its community, province and municipality. */
export const centreSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  direccion: z.string(),
  kind: z.enum(CENTRE_KINDS),
  ownership: z.enum(OWNERSHIPS).nullable(),
  comunidades_id: z.number().int(),
  provincias_id_provincia: z.number().int(),
  municipios_id_municipio: z.number().int(),
  cp: z.string(),
  codigo: z.string(),
  groupby: z.string().nullable(),
  nivel_socioeconomico: z.enum(SOCIOECONOMIC_LEVELS).nullable(),
  activo: z.number().int(),
  home: z.string(),
  comunidad: z.string(),
  provincia: z.string(),
  municipio: z.string(),
});
export type Centre = z.infer<typeof centreSchema>;

/** Columns the centres list can be ordered by (`setup.order.field`). */
export const CENTRE_ORDER_FIELDS = [
  'id',
  'nombre',
  'codigo',
  'direccion',
  'cp',
  'kind',
  'ownership',
  'comunidad',
  'provincia',
  'municipio',
  'groupby',
  'nivel_socioeconomico',
  'activo',
] as const;
export type CentreOrderField = (typeof CENTRE_ORDER_FIELDS)[number];

/** The plain `filter` value of spec §7: `GET /v2/centros?filter=actives`. */
export const ACTIVES_FILTER = 'actives';

/**
 * The JSON form of `filter` for GET /v2/centros. `search` matches name, code, community,
 * province, municipality, ownership and kind labels, group and socio-economic level labels;
 * `actives: true` is the same as the plain `filter=actives`.
 */
export const centresFilterSchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  actives: z.boolean().optional(),
  comunidades_id: z.number().int().optional(),
  provincias_id_provincia: z.number().int().optional(),
  municipios_id_municipio: z.number().int().optional(),
  ownership: z.enum(OWNERSHIPS).optional(),
  kind: z.enum(CENTRE_KINDS).optional(),
  groupby: z.string().trim().max(100).optional(),
  nivel_socioeconomico: z.enum(SOCIOECONOMIC_LEVELS).optional(),
});
export type CentresFilter = z.infer<typeof centresFilterSchema>;

/**
 * The query of GET /v2/centros: `filter` is the spec's plain `actives` (spec §7), read as the
 * JSON filter `{"actives":true}`, or a JSON filter object (paging and search come with `setup`).
 * One schema rather than a union, so a refused filter is answered with its own reason.
 */
export const centresQuerySchema = z.strictObject({
  filter: z
    .preprocess(
      (value) => (value === ACTIVES_FILTER ? JSON.stringify({ actives: true }) : value),
      jsonQuery(centresFilterSchema),
    )
    .optional(),
  setup: jsonQuery(setupSchema).optional(),
});

/** GET /v2/centros response: the centres and how many match the filter. */
export const centresResponseSchema = pagedEnvelope(centreSchema);
export type CentresResponse = z.infer<typeof centresResponseSchema>;

const incomplete = { error: CENTRE_MESSAGES.centreIncomplete };
const nullableText = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .transform((value) => (value ? value : null));

/**
 * The fields of a centre the administrator writes (PUT to create, PATCH with `id` to update).
 * Required by spec §5: nombre (≥ 2 characters, not blank), municipio, provincia, codigo,
 * activo and comunidad. The others keep their current value (or default) when absent.
 */
const centreFields = {
  nombre: z.string(incomplete).trim().min(2, incomplete).max(200),
  comunidades_id: z.number(incomplete).int().positive(),
  provincias_id_provincia: z.number(incomplete).int().positive(),
  municipios_id_municipio: z.number(incomplete).int().positive(),
  codigo: z.string(incomplete).trim().min(1, incomplete).max(30),
  activo: z.union([z.literal(0), z.literal(1)], incomplete),
  direccion: z.string().trim().max(200).optional(),
  kind: z.enum(CENTRE_KINDS).optional(),
  ownership: z.enum(OWNERSHIPS).nullable().optional(),
  cp: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, { error: 'El código postal debe tener 5 cifras.' })
    .optional(),
  groupby: nullableText.optional(),
  nivel_socioeconomico: z.enum(SOCIOECONOMIC_LEVELS).nullable().optional(),
  home: z.string().trim().max(500).optional(),
};

/**
 * A postal code that exists for the chosen province: its first two digits are the
 * province's INE code. Shown under the postal code; the form, the API and the register import
 * apply the same check, being the same schema.
 */
function postalCodeOfProvince(
  centre: { cp?: string | undefined; provincias_id_provincia: number },
  ctx: z.RefinementCtx,
): void {
  if (!centre.cp) return;
  const message = postalCodeProblem(centre.cp, centre.provincias_id_provincia);
  if (message) ctx.addIssue({ code: 'custom', path: ['cp'], message, input: centre.cp });
}

/** PUT /v2/centros body (create). */
export const centreCreateSchema = z.strictObject(centreFields).superRefine(postalCodeOfProvince);
export type CentreCreate = z.input<typeof centreCreateSchema>;

/** PATCH /v2/centros body (update): the centre's id and its fields. */
export const centreUpdateSchema = z
  .strictObject({
    id: z.number().int().positive(),
    ...centreFields,
  })
  .superRefine(postalCodeOfProvince);
export type CentreUpdate = z.input<typeof centreUpdateSchema>;

export const centreResponseSchema = dataEnvelope(centreSchema);

/** The fields of a course (spec §3) wherever it is listed: on its own or offered by a centre. */
const courseFields = {
  curso: z.string(),
  activo: z.number().int(),
};

/** Curso (spec §3). */
export const courseSchema = z.object({ id: z.number().int(), ...courseFields });
export type Course = z.infer<typeof courseSchema>;
export const coursesResponseSchema = dataEnvelope(z.array(courseSchema));
export const courseResponseSchema = dataEnvelope(courseSchema);

const courseIncomplete = { error: CENTRE_MESSAGES.courseIncomplete };
/** POST /v2/cursos and PUT /v2/curso/{id} body: name required, at least 2 characters (§5). */
export const courseBodySchema = z.strictObject({
  curso: z.string(courseIncomplete).trim().min(2, courseIncomplete).max(200),
  activo: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type CourseBody = z.input<typeof courseBodySchema>;

export const courseIdParamsSchema = idParamsSchema;
export { centreIdParamsSchema };
export const centreCourseParamsSchema = centreIdParamsSchema.extend({ courseId: idParam });

/** A course offered by a centre (GET /v2/cursoscentros/{centerId}). */
export const centreCourseSchema = z.object({
  centros_id: z.number().int(),
  cursos_id: z.number().int(),
  ...courseFields,
});
export type CentreCourse = z.infer<typeof centreCourseSchema>;
export const centreCoursesResponseSchema = dataEnvelope(z.array(centreCourseSchema));
export const centreCourseResponseSchema = dataEnvelope(centreCourseSchema);
