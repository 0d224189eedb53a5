import { COMMON_MESSAGES } from '@eval/contracts/common';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * The `handlerTimeout` (ms) of an upload or download route: Fastify answers the request with
 * our Spanish 503 once TRANSFER_TIMEOUT has passed since it arrived (the error handler maps
 * FST_ERR_HANDLER_TIMEOUT; docs/operations.md).
 */
export const transferDeadline = (config: Pick<Config, 'TRANSFER_TIMEOUT'>): number =>
  config.TRANSFER_TIMEOUT * 1000;

/**
 * A signal aborted when the request's deadline passes, for work that must then stop and roll
 * its transaction back. Not Fastify's `request.signal`: that one is also aborted when the
 * request's body has been read (Node closes the IncomingMessage then), which would cancel every
 * upload. The reason is the same Spanish 503 as Fastify's answer, whichever fires first.
 */
export function transferSignal(
  reply: FastifyReply,
  config: Pick<Config, 'TRANSFER_TIMEOUT'>,
): AbortSignal {
  const controller = new AbortController();
  const left = Math.max(0, transferDeadline(config) - reply.elapsedTime);
  const timer = setTimeout(
    () => controller.abort(new AppError('UNAVAILABLE', COMMON_MESSAGES.transferTimeout)),
    left,
  );
  timer.unref();
  return controller.signal;
}
