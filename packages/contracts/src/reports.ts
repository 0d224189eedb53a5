import { z } from 'zod';
import { dataEnvelope } from './common';
import { REPORT_OWNERSHIPS } from './centre-enums';

/** "All periods" in the period selector and the `period` query parameter (spec §2). */
export const ALL_PERIODS = 0;

/** `?period=` of the results calls: a period id, or 0 for all periods. */
export const reportPeriodQuerySchema = z.strictObject({
  period: z.coerce.number().int().min(0).max(2_147_483_647).default(ALL_PERIODS),
});
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

/** One community of the results report (spec §3 "Community report"). */
export const communityTotalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  total: z.number().int().nonnegative(),
  /**
   * Active centres of the community today: with one period's `total`, its participation rate
   * (the map shows both).
   */
  centres: z.number().int().nonnegative(),
});
export type CommunityTotal = z.infer<typeof communityTotalSchema>;

/** One ownership of the results report; `name` is its Spanish label (spec §9). */
export const ownershipTotalSchema = z.object({
  id: z.enum(REPORT_OWNERSHIPS),
  name: z.string(),
  total: z.number().int().nonnegative(),
});
export type OwnershipTotal = z.infer<typeof ownershipTotalSchema>;

/**
 * `GET /v15/reports/results?period=`: finished evaluations of the period (all periods for 0),
 * in total, per autonomous community (every community, zeros included) and per ownership.
 */
export const resultsReportSchema = z.object({
  total: z.number().int().nonnegative(),
  communities: z.array(communityTotalSchema),
  ownership: z.array(ownershipTotalSchema),
});
export type ResultsReport = z.infer<typeof resultsReportSchema>;
export const resultsReportResponseSchema = dataEnvelope(resultsReportSchema);

/** Spanish messages and texts of the reports. */
export const REPORT_MESSAGES = {
  periodNotFound: 'El periodo de evaluación no existe.',
  allPeriods: 'Todos los periodos',
} as const;

/** Smallest bubble radius of the map; a community's share of the total (%) is added (spec §9). */
export const MAP_BUBBLE_BASE = 20;

/** Bubble radius of a community: its share of the total in percent, plus 20 (spec §2, §9). */
export function bubbleRadius(total: number, grandTotal: number): number {
  const share = grandTotal > 0 ? (100 * total) / grandTotal : 0;
  return share + MAP_BUBBLE_BASE;
}
