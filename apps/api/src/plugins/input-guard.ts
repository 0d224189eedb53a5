import { COMMON_MESSAGES } from '@eval/contracts/common';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { nulPath } from '@eval/contracts/nul-text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The handler checks its body's text for NUL itself, row by row (the mass upload rejects
     * such a row with its reason instead of refusing the whole file). Path and query are still
     * guarded.
     */
    nulCheckedPerRow?: boolean;
  }
}

/**
 * One guard for every route, before validation and handlers: a NUL character (`\u0000`) in any
 * path parameter, query value or body string (or body key) is refused with a 400 in Spanish.
 * PostgreSQL cannot store NUL in text or jsonb, and comparing a column with such a value fails,
 * so without this guard the value would reach SQL and end in a 500 — or, in a streamed answer,
 * cut the stream after its first bytes. JSON query parameters (`filter`, `setup`) carry NUL
 * escaped; contracts/json-query.ts checks them once parsed.
 */
const inputGuardPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async (request) => {
    const inputs: unknown[] = [request.params, request.query];
    if (!request.routeOptions.config.nulCheckedPerRow) inputs.push(request.body);
    for (const value of inputs) {
      const path = nulPath(value);
      if (path !== null)
        throw new AppError('BAD_REQUEST', COMMON_MESSAGES.nulCharacter, [
          { path, message: COMMON_MESSAGES.nulCharacter },
        ]);
    }
  });
};

export default fp(inputGuardPlugin, { name: 'input-guard', fastify: '5.x' });
