import { COMMON_MESSAGES, MAX_JSON_DEPTH } from '@eval/contracts/common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { jsonDepthExceeds } from '@eval/contracts/json-depth';

/**
 * The client sends `Content-Type: application/json` on every call (spec §7), a DELETE or a
 * bodiless POST included. Fastify would refuse such an empty body as invalid JSON; here it
 * simply means "no body". A body nested deeper than MAX_JSON_DEPTH is refused before it is
 * parsed (400). Anything else goes through Fastify's own parser, which keeps its protection
 * against `__proto__` and `constructor` poisoning. The size is bounded by each route's
 * bodyLimit (1 MiB by default).
 */
async function jsonBody(app: FastifyInstance): Promise<void> {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // With parseAs 'string' the body always arrives as a string.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError('BAD_REQUEST', COMMON_MESSAGES.tooDeep), undefined);
      return;
    }
    parse(request, text, done);
  });
}

export default fp(jsonBody, { name: 'json-body' });
