import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import type { Database } from '../../db/client';
import { seedDemo } from '../../seed/demo';
import type { RouteAccess } from '../../plugins/access-rules';
import { issueChallenge } from '../../modules/auth/second-factor-service';
import { createUser, tokenFor, type TestUser } from '../app';
import { nowSeconds, sessionClaims, signTestToken } from '../jwt';

/**
 * Routes registered when this suite was written (docs, health, auth, audit and the five domains,
 * HEAD twins included). The matrix fails if the table shrinks below it: a module that stopped
 * registering its routes would otherwise make every generated test pass vacuously.
 */
export const KNOWN_ROUTE_COUNT = 217;

/** `GET /v1/users` — how a route is named in failures and reports. */
export const routeName = (route: RouteAccess): string => `${route.method} ${route.url}`;

/** Lone surrogates cannot be URL-encoded; they become U+FFFD, as a browser would send them. */
const encodeSegment = (text: string): string =>
  encodeURIComponent(
    text.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );

/** Replaces `:param` segments with `value(name)` and a wildcard with a file that exists. */
export function fillPath(url: string, value: (param: string) => string): string {
  return url
    .replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => encodeSegment(value(name)))
    .replace(/\*$/, 'index.html');
}

/** Path parameter names of a route pattern, in order. */
export const pathParams = (url: string): string[] =>
  [...url.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');

/**
 * Routes that end the session whose token they carry (logout): the suites call them with a
 * token of their own, so the actors' tokens stay valid for the routes after them.
 */
export const endsItsSession = (route: RouteAccess): boolean =>
  route.method === 'POST' && route.url === '/v1/auth/logout';

/** Methods that may change data. */
export const isWrite = (method: string): boolean =>
  method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';

/** Everyone the suites call the API as, on a database with demo centres, people and periods. */
export interface Actors {
  admin: TestUser;
  /** Profile 2, member of `centreId`. */
  centreUser: TestUser;
  /** Profile 1, the coordinator of `centreId`: the only one a `coordinator` route lets in. */
  coordinator: TestUser;
  centreId: number;
  /** A centre the centre user does not belong to. */
  otherCentreId: number;
  tokens: {
    admin: string;
    centre: string;
    coordinator: string;
    /** Signed with another secret. */
    forged: string;
    /** The admin's claims, signed with the app's secret, expired an hour ago. */
    expired: string;
    /**
     * A live sign-in challenge of the admin (POST /v1/auth/login's first step for an account
     * with a second factor): good for POST /v1/auth/login/totp only, a session nowhere.
     */
    challenge: string;
  };
}

/**
 * Demo data (centres with people, two school years of evaluations, the current one active) and
 * the users of the suites, created after it so their ids are above every demo row's: path
 * parameters drawn from small ids can then never reset or delete the suite's own sessions.
 */
export async function prepareActors(
  app: FastifyInstance,
  db: Database,
  secret: string,
): Promise<Actors> {
  await seedDemo(db, { centres: 6, years: 2 });
  const centreId = 1;
  const otherCentreId = 2;
  const admin = await createUser(db, { perfil: ADMIN_PROFILE });
  const centreUser = await createUser(db, { perfil: 2, centros_id: centreId });
  const coordinator = await createUser(db, { perfil: 1, centros_id: centreId });
  const claims = sessionClaims(admin);
  return {
    admin,
    centreUser,
    coordinator,
    centreId,
    otherCentreId,
    tokens: {
      admin: tokenFor(app, admin),
      centre: tokenFor(app, centreUser),
      coordinator: tokenFor(app, coordinator),
      forged: signTestToken(
        { ...claims, iat: nowSeconds(), exp: nowSeconds() + 3600 },
        'otro-secreto-que-no-es-el-del-servidor-0123456789',
      ),
      expired: signTestToken(
        { ...claims, iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 },
        secret,
      ),
      challenge: (await issueChallenge(db, admin)).challenge,
    },
  };
}

/** Words and letters that only a Spanish sentence has; messages must show at least one. */
const SPANISH =
  /[áéíóúñ¿¡]|\b(?:el|la|los|las|del|de|debe|una?|es|se|que|para|con|sin|ya|existe|no|puede|ha|han|hay|este|esta|campo|valor|recibido|esperaba)\b/i;
/** Defaults of Fastify, zod's English locale and HTTP reason phrases. */
const ENGLISH =
  /\b(?:the|is|are|must|should|invalid input|expected|required|received|not found|bad request|unauthorized|forbidden|internal server error|too many requests|payload too large|unsupported media type|body|cannot|unknown)\b/i;

/**
 * The message without what it quotes back from the request (zod names an unknown key as
 * `Llave desconocida: "…"`): a generated key such as `(is` is the client's text, not English.
 * From the first quote to the last: a generated key can hold quotes itself (`/y"Is|m$`).
 */
const ourWords = (text: string): string => text.replace(/"[\s\S]*"|«[^»]*»/g, '""');

/** Why an error message is not acceptable Spanish text for a client, or null when it is. */
export function messageProblem(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return 'mensaje vacío o ausente';
  if (ENGLISH.test(ourWords(message))) return `mensaje en inglés: ${message}`;
  if (!SPANISH.test(message)) return `mensaje que no parece español: ${message}`;
  return null;
}

/**
 * What is wrong with a response to a hostile or unauthorised request, or null: a 5xx, or a
 * 4xx without `{ error: { code, message } }` in Spanish (details' messages included).
 */
export function responseProblem(method: string, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `respuesta ${status}: ${response.body.slice(0, 300)}`;
  if (status < 400 || method === 'HEAD') return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `respuesta ${status} sin JSON: ${response.body.slice(0, 200)}`;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } })
    .error;
  if (!error || typeof error.code !== 'string' || error.code === '')
    return `respuesta ${status} sin error.code: ${response.body.slice(0, 200)}`;
  const problem = messageProblem(error.message);
  if (problem) return `respuesta ${status}: ${problem}`;
  // Details name fields and values (zod's Spanish locale): they must not be English defaults.
  if (Array.isArray(error.details)) {
    for (const detail of error.details as { message?: unknown }[]) {
      const text = detail && typeof detail === 'object' ? detail.message : undefined;
      if (typeof text === 'string' && ENGLISH.test(ourWords(text)))
        return `respuesta ${status}, detalle en inglés: ${text}`;
    }
  }
  return null;
}
