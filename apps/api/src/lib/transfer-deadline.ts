import type { Config } from '../config';

/**
 * The `handlerTimeout` (ms) of an upload or download route: Fastify answers the request with
 * our Spanish 503 once TRANSFER_TIMEOUT has passed since it arrived (the error handler maps
 * FST_ERR_HANDLER_TIMEOUT) and aborts `request.signal`, which the route's work checks so that
 * its transaction is rolled back (issue 24; docs/operations.md).
 */
export const transferDeadline = (config: Pick<Config, 'TRANSFER_TIMEOUT'>): number =>
  config.TRANSFER_TIMEOUT * 1000;
