import { z } from 'zod';
import { dataEnvelope, DOWNLOAD_FORMATS } from './common';
import { REPORT_OWNERSHIPS, SOCIOECONOMIC_LEVELS } from './centre-enums';

/** Upper bound of multi-select values, so a filter can never grow a query without limit. */
const MAX_MULTI = 50;

/**
 * The dashboard filter shared by its three cards (spec §2): ownership, autonomous community,
 * province, municipality (each narrowing the next), groups and socio-economic levels (multi).
 * Absent, null or empty fields do not filter. `WITHOUT_OWNERSHIP` selects centres with none.
 */
export const dashboardFilterSchema = z.strictObject({
  ownership: z.enum(REPORT_OWNERSHIPS).nullish(),
  comunidad: z.number().int().positive().nullish(),
  provincia: z.number().int().positive().nullish(),
  municipio: z.number().int().positive().nullish(),
  groupby: z.array(z.string().trim().min(1).max(100)).max(MAX_MULTI).nullish(),
  nivel_socioeconomico: z.array(z.enum(SOCIOECONOMIC_LEVELS)).max(MAX_MULTI).nullish(),
});
export type DashboardFilter = z.infer<typeof dashboardFilterSchema>;

/** `GET /v2/centers/dashboard-filters`: `provincia` adds the municipalities of that province. */
export const dashboardFiltersQuerySchema = z.strictObject({
  provincia: z.coerce.number().int().positive().optional(),
});

/** The options of the dashboard filter; municipalities only for the province asked for. */
export const dashboardFiltersSchema = z.object({
  ownership: z.array(z.object({ value: z.enum(REPORT_OWNERSHIPS), label: z.string() })),
  comunidades: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  provincias: z.array(
    z.object({ id_provincia: z.number().int(), provincia: z.string(), comunidad_id: z.number() }),
  ),
  municipios: z.array(
    z.object({ id_municipio: z.number().int(), nombre: z.string(), id_provincia: z.number() }),
  ),
  groupby: z.array(z.string()),
  nivel_socioeconomico: z.array(
    z.object({ value: z.enum(SOCIOECONOMIC_LEVELS), label: z.string() }),
  ),
});
export type DashboardFilters = z.infer<typeof dashboardFiltersSchema>;
export const dashboardFiltersResponseSchema = dataEnvelope(dashboardFiltersSchema);

/** Active centres: all of them, and those matching the filter (card 1). */
export const centreCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  filtered: z.number().int().nonnegative(),
});
export type CentreCounts = z.infer<typeof centreCountsSchema>;
export const centreCountsResponseSchema = dataEnvelope(centreCountsSchema);

/** Evaluations started and finished in one period (spec §3 "Evaluation per period"). */
export const evaluationPerPeriodSchema = z.object({
  periodo: z.string(),
  Empezadas: z.number().int().nonnegative(),
  Terminadas: z.number().int().nonnegative(),
});
export type EvaluationPerPeriod = z.infer<typeof evaluationPerPeriodSchema>;
export const evaluationPeriodResponseSchema = dataEnvelope(
  z.object({ centers: z.array(evaluationPerPeriodSchema) }),
);

/**
 * Results of one key (spec §3 "Dashboard result per key"): the mean key score of the centres'
 * first finished evaluations and of their later ones (null when there are none), and
 * `difference` = restKeysAvg − firstKeysAvg of the two rounded means (null if either is null).
 */
export const keyResultSchema = z.object({
  key: z.number().int(),
  title: z.string(),
  color: z.string(),
  firstKeysAvg: z.number().nullable(),
  restKeysAvg: z.number().nullable(),
  difference: z.number().nullable(),
});
export type KeyResult = z.infer<typeof keyResultSchema>;
export const keyResultsResponseSchema = dataEnvelope(z.array(keyResultSchema));

/**
 * Plan adoption in the active period (docs/domain.md "The improvement plan"): of the active
 * centres matching the filter, how many have a plan (an action or more), their actions by state
 * (and how many of those not done are past their due date), and per active key.
 */
export const planAdoptionSchema = z.object({
  /** The active period, null when none is open (every figure is then 0). */
  periodo: z.string().nullable(),
  centres: z.number().int().nonnegative(),
  withPlan: z.number().int().nonnegative(),
  pendiente: z.number().int().nonnegative(),
  en_curso: z.number().int().nonnegative(),
  hecha: z.number().int().nonnegative(),
  vencidas: z.number().int().nonnegative(),
  keys: z.array(
    z.object({
      key: z.number().int(),
      title: z.string(),
      color: z.string(),
      pendiente: z.number().int().nonnegative(),
      en_curso: z.number().int().nonnegative(),
      hecha: z.number().int().nonnegative(),
    }),
  ),
});
export type PlanAdoption = z.infer<typeof planAdoptionSchema>;
export const planAdoptionResponseSchema = dataEnvelope(planAdoptionSchema);

/** Formats of the dashboard's centre download. */
export const DOWNLOAD_CENTRE_FORMATS = DOWNLOAD_FORMATS;
export type DownloadCentreFormat = (typeof DOWNLOAD_CENTRE_FORMATS)[number];

/** Which chart a PDF report carries; its table of values is computed by the server. */
export const CHART_REPORTS = ['results-keys', 'evaluation-period', 'plans'] as const;
export type ChartReport = (typeof CHART_REPORTS)[number];

/** Largest PNG the PDF report accepts, decoded (a 1200×800 chart is far below it). */
export const MAX_CHART_IMAGE_BYTES = 3 * 1024 * 1024;
/** Largest side of the chart image, in pixels. */
export const MAX_CHART_IMAGE_SIDE = 4000;

/** `POST /v3/keys/results-report/download` body: a PNG data URL, the title and what it shows. */
export const chartPdfBodySchema = z.strictObject({
  image: z
    .string()
    .max(Math.ceil((MAX_CHART_IMAGE_BYTES * 4) / 3) + 64)
    .startsWith('data:image/png;base64,', 'La imagen debe ser un PNG codificado como data URL.'),
  title: z.string().trim().min(1).max(200),
  report: z.enum(CHART_REPORTS).optional(),
  filter: dashboardFilterSchema.optional(),
});
export type ChartPdfBody = z.infer<typeof chartPdfBodySchema>;

/** Spanish messages and labels of the dashboard. */
export const DASHBOARD_MESSAGES = {
  badImage: 'La imagen no es un PNG válido.',
  imageTooLarge: 'La imagen supera el tamaño permitido.',
  provinceNotInCommunity: 'La provincia no pertenece a la comunidad autónoma seleccionada.',
  municipalityNotInProvince: 'El municipio no pertenece a la provincia seleccionada.',
  started: 'Empezadas',
  finished: 'Terminadas',
  firstEvaluation: 'Primera evaluación',
  laterEvaluations: 'Evaluaciones posteriores',
  difference: 'Diferencia',
  noFilter: 'Sin filtro: todos los centros',
  pending: 'Pendientes',
  inProgress: 'En curso',
  done: 'Hechas',
} as const;

const DIFFERENCE_FORMAT = new Intl.NumberFormat('es-ES', {
  signDisplay: 'always',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const SCORE_FORMAT = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The difference with its sign in Spanish format (spec §9): 3.25 → '+3,25'; null → '—'. */
export function formatDifference(value: number | null): string {
  return value === null ? '—' : DIFFERENCE_FORMAT.format(value === 0 ? 0 : value);
}

/** A score in Spanish format with 2 decimals: 71.5 → '71,50'; null → '—'. */
export function formatScore(value: number | null): string {
  return value === null ? '—' : SCORE_FORMAT.format(value);
}

/** Rounds to 2 decimals, as every figure of the dashboard is shown (spec §9). */
export const round2 = (value: number): number => Math.round(value * 100) / 100;
