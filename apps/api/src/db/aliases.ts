import { alias } from 'drizzle-orm/pg-core';
import {
  centros,
  comunidades,
  evaluations,
  municipios,
  periodos,
  provincias,
} from './schema/index';

/**
 * The aliases hand-written SQL gives the main tables, as Drizzle objects: `${centre.id}` renders
 * `"c"."id"` and `from ${centros} ${centre}` renders `from "centros" "c"`, so a renamed table or
 * column fails the typecheck. Shared conditions are written on these aliases as text
 * (lib/centre-filter on `c`, the reports' periodCondition on `e`): a query that uses them must
 * name its tables with these.
 */
export const centre = alias(centros, 'c');
export const evaluation = alias(evaluations, 'e');
export const schoolYear = alias(periodos, 'pe');
export const community = alias(comunidades, 'co');
export const province = alias(provincias, 'p');
export const municipality = alias(municipios, 'm');
