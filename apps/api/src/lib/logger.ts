import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Query parameters whose values must never reach a log line (set-password links carry one). */
const SECRET_QUERY_PARAMS = /([?&](?:token|password|secret|code)=)[^&#]*/gi;

/** The request URL as logged: secrets in the query string are replaced by `[oculto]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[oculto]');
}

/**
 * pino settings of the server. Fastify logs neither headers nor bodies by default; the
 * redaction below is the safety net for anything a handler or plugin logs on purpose or by
 * accident (a request, an error carrying a body, a user row).
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'password',
        'password_hash',
        'token',
        '*.password',
        '*.password_hash',
        '*.token',
        '*.*.password',
        '*.*.password_hash',
        '*.*.token',
        // A PostgreSQL error's detail repeats the values of the row ("Key (email)=(…)").
        'err.detail',
        'err.parameters',
        'err.where',
      ],
      censor: '[oculto]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; host?: string }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
