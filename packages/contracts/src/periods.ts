import { z } from 'zod';
import { dataEnvelope } from './common';

/** An evaluation period (spec §3): the one with `activo` true is the active period. */
export const periodSchema = z.object({
  id: z.number().int(),
  periodo: z.string(),
  activo: z.boolean(),
});
export type PeriodDto = z.infer<typeof periodSchema>;

/** A school year written `YYYY-YYYY` with consecutive years, e.g. `2025-2026`. */
export const PERIOD_NAME_PATTERN = /^(\d{4})-(\d{4})$/;

/** Spanish messages of the periods domain. */
export const PERIOD_TEXTS = {
  badName: 'El periodo debe tener la forma AAAA-AAAA con años consecutivos, p. ej. 2025-2026.',
  created: 'Se ha creado el periodo y ahora es el periodo activo.',
  confirmCreate:
    'Al crear un periodo nuevo, este pasa a ser el periodo activo y se cierra el periodo actual: las evaluaciones en proceso quedarán como no terminadas.',
  typeToConfirm: 'Escriba el nombre del periodo para confirmar',
  reopen: 'Reabrir',
  reopenTitle: 'Reabrir el periodo',
  confirmReopen:
    'Al reabrir un periodo cerrado, este vuelve a ser el periodo activo y se cierra el periodo actual: sus evaluaciones no terminadas vuelven a estar en proceso y las del periodo actual en proceso quedarán como no terminadas.',
  reopened: 'Se ha reabierto el periodo y ahora es el periodo activo.',
  alreadyActive: 'Ese periodo ya es el periodo activo.',
  notFound: 'El periodo indicado no existe.',
} as const;

/** True when `value` is `YYYY-YYYY` with the second year right after the first. */
export function isSchoolYear(value: string): boolean {
  const match = PERIOD_NAME_PATTERN.exec(value);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/**
 * The school year after `periodo` (`2025-2026` → `2026-2027`); the suggestion for a new period.
 * Falls back to the current calendar year's school year when `periodo` is not a school year.
 */
export function nextSchoolYear(periodo: string | null | undefined, now: Date = new Date()): string {
  const match = periodo ? PERIOD_NAME_PATTERN.exec(periodo) : null;
  const start = match ? Number(match[2]) : now.getFullYear();
  return `${start}-${start + 1}`;
}

/** GET /v7/allperiodos → `{ data: periods }`, the newest first. */
export const allPeriodsResponseSchema = dataEnvelope(z.array(periodSchema));

/**
 * POST /v7/nuevoperiodo. `periodo` may be left out: the server then creates the school year
 * after the newest period (docs/quizzes.md).
 */
export const newPeriodBodySchema = z.strictObject({
  periodo: z.string().trim().refine(isSchoolYear, PERIOD_TEXTS.badName).optional(),
});
export type NewPeriodBody = z.infer<typeof newPeriodBodySchema>;

export const newPeriodResponseSchema = dataEnvelope(periodSchema);

/**
 * GET /v7/nuevoperiodo/impacto: what creating a period would close, stated with numbers in its
 * confirmation: the active period and the evaluations in progress that would become
 * "no terminadas".
 */
export const newPeriodImpactSchema = z.object({
  activo: z.string().nullable(),
  enProceso: z.number().int(),
});
export type NewPeriodImpact = z.infer<typeof newPeriodImpactSchema>;
export const newPeriodImpactResponseSchema = dataEnvelope(newPeriodImpactSchema);

/**
 * GET /v7/periodos/:id/reabrir/impacto: what reopening a closed period would do, stated with
 * numbers in its confirmation: the period it closes and its evaluations in progress,
 * and how many "no terminadas" of the reopened period go back to "en proceso".
 */
export const reopenPeriodImpactSchema = newPeriodImpactSchema.extend({
  periodo: z.string(),
  reabiertas: z.number().int(),
});
export type ReopenPeriodImpact = z.infer<typeof reopenPeriodImpactSchema>;
export const reopenPeriodImpactResponseSchema = dataEnvelope(reopenPeriodImpactSchema);

/** POST /v7/periodos/:id/reabrir: the reopened period, now the active one. */
export const reopenPeriodResponseSchema = dataEnvelope(
  periodSchema.extend({ reabiertas: z.number().int() }),
);
