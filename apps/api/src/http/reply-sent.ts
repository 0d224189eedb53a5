import type { FastifyReply } from 'fastify';

/**
 * Settles once the answer has left: its last byte handed to the connection ('finish'), or the
 * connection closed before that ('close'). For work a route does after answering, so that it
 * neither delays the answer nor shows in its timing (the forgot-password lookup).
 */
export function replySent(reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    if (reply.raw.writableFinished || reply.raw.destroyed) return resolve();
    reply.raw.once('finish', () => resolve());
    reply.raw.once('close', () => resolve());
  });
}
