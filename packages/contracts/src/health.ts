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
  /** Why the instance is not ready, when it is a deployment mistake an operator must fix. */
  message: z.string().optional(),
  /**
   * 'stalled' when a due e-mail has waited longer than OUTBOX_STALL_MINUTES: reported, not a
   * reason to take the instance out (docs/operations.md, "Readiness").
   */
  outbox: z.enum(['ok', 'stalled', 'unknown']),
});

export const HEALTH_MESSAGES = {
  /** The readiness probe's named statement failed on a pooled connection. */
  namedStatementsBroken:
    'Las sentencias preparadas con nombre no funcionan con esta conexión a la base de datos (un agrupador como PgBouncer en modo transacción no las conserva): arranque el servidor con DATABASE_PREPARED_STATEMENTS=false.',
} as const;
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
