import { z } from 'zod';

/** GET /health: whether the process answers and whether its database does. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /health/ready: whether the balancer should send this instance new requests. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'draining', 'error']),
  database: z.enum(['ok', 'error']),
  /**
   * 'stalled' when a due e-mail has waited longer than OUTBOX_STALL_MINUTES: reported, not a
   * reason to take the instance out (docs/operations.md, "Readiness").
   */
  outbox: z.enum(['ok', 'stalled', 'unknown']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
