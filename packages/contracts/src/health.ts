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
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
