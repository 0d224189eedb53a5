import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Query parameters whose values must never reach a log line (set-password links carry one). */
const SECRET_QUERY_PARAMS = /([?&](?:token|password|secret|code)=)[^&#]*/gi;

/**
 * A consultation's respondents are anonymous (docs/privacy.md "Consultations"): the lines of
 * their page, its files and its public calls carry no client address. The page's files sit
 * under `/centro/responder` and `/centro/assets/responder-*`; its calls under `/v15/consultas/`.
 */
const ANONYMOUS_PATHS = /^\/(?:centro\/responder|centro\/assets\/responder-|v15\/consultas\/)/;
export const isAnonymousPath = (url: string): boolean => ANONYMOUS_PATHS.test(url);

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
        const line = { method: request.method, url: redactUrl(request.url), host: request.host };
        return isAnonymousPath(request.url) ? line : { ...line, remoteAddress: request.ip };
      },
    },
  };
}
