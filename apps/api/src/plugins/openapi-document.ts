/**
 * What the published OpenAPI document needs beyond what fastify-type-provider-zod generates, so
 * that real clients (centres' and regions' systems) can build on it: a stable operationId, the
 * security of every operation (public ones say so), the error responses the server really sends
 * (401/403 for a session, 429 where rate limited, 500 everywhere), each download's content type,
 * integer formats, and OpenAPI 3.0 forms for what the generator writes in JSON-Schema style.
 * Checked by scripts/check-openapi.ts (Redocly, Spectral with the OWASP rules, openapi-typescript).
 */

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The content types of a route whose success is a file (reply.send of a buffer or stream,
     * no response schema): published as its 200 response.
     */
    download?: readonly string[];
    /** The content types and largest size of a route whose body is a file: its request body. */
    upload?: { types: readonly string[]; maxBytes: number };
  }
}

/** What the document needs to know of a route that the generated operation does not say. */
export interface OperationFacts {
  secured: boolean;
  rateLimited: boolean;
  download: readonly string[] | undefined;
  upload: { types: readonly string[]; maxBytes: number } | undefined;
  /** The route's body limit in bytes (its own or the server's). */
  bodyLimit: number;
}

/** Fastify's router refuses a path parameter longer than this (maxParamLength, default 100). */
const PATH_PARAMETER_LIMIT = 100;
/** Node refuses a request line and headers longer than this (maxHeaderSize, default 16 KiB). */
const HEADER_LIMIT = 16 * 1024;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * A stable operationId from the method and the path: `GET /v2/cursoscentros/:centerId` →
 * `getV2CursoscentrosByCenterId`. The paths are the specification's (§7) and never change, so
 * neither does the id; scripts/check-openapi.ts fails on two operations with one id.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) =>
      segment.startsWith(':') || segment.startsWith('{')
        ? ['by', ...segment.replace(/[:{}]/g, '').split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter((word) => word !== '');
  return [
    method.toLowerCase(),
    ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)),
  ].join('');
}

const ERROR_SCHEMA: Json = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string', maxLength: 64 },
        message: { type: 'string', maxLength: 2000 },
        details: {},
      },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'Datos no válidos: el mensaje dice cuál, en español.',
  '401': 'Sin sesión válida (falta el token, ha caducado o se ha revocado).',
  '403': 'La sesión no tiene permiso para esta llamada.',
  '429': 'Demasiados intentos desde esta dirección: vuelva a probar más tarde.',
  '500': 'Error interno; el mensaje no muestra detalles.',
};

/** The headers @fastify/rate-limit sends on the responses of a rate-limited route. */
const RATE_LIMIT_HEADERS: Json = {
  'X-RateLimit-Limit': {
    description: 'Peticiones permitidas en la ventana.',
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 2_147_483_647 },
  },
  'X-RateLimit-Remaining': {
    description: 'Peticiones que quedan en la ventana.',
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 2_147_483_647 },
  },
  'X-RateLimit-Reset': {
    description: 'Segundos hasta que se abre la ventana siguiente.',
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 2_147_483_647 },
  },
};

function errorResponse(code: string): Json {
  return {
    description: ERROR_DESCRIPTIONS[code] ?? 'Error',
    content: { 'application/json': { schema: ERROR_SCHEMA } },
  };
}

/** Adds the responses the server sends for every operation of its kind, keeping declared ones. */
function completeResponses(operation: Json, facts: OperationFacts): void {
  const responses = isRecord(operation.responses) ? operation.responses : {};
  if (facts.download && !Object.keys(responses).some((code) => code.startsWith('2'))) {
    const file: Json = { type: 'string', format: 'binary', maxLength: 1_073_741_824 };
    responses['200'] = {
      description: 'El fichero, con su nombre en Content-Disposition.',
      headers: {
        'content-disposition': {
          description: 'attachment; filename="…" (nombre en español).',
          schema: { type: 'string', maxLength: 512 },
        },
      },
      content: Object.fromEntries(facts.download.map((type) => [type, { schema: file }])),
    };
  }
  // 204 No Content has no body (RFC 9110): a schema there (zod's z.null()) would tell a client
  // to expect a JSON body the server never sends.
  const noContent = responses['204'];
  if (isRecord(noContent)) delete noContent.content;
  const codes = ['500'];
  if (facts.secured) codes.push('401', '403');
  if (facts.rateLimited) codes.push('429');
  for (const code of codes)
    if (responses[code] === undefined) responses[code] = errorResponse(code);
  if (facts.rateLimited) {
    for (const response of Object.values(responses)) {
      if (!isRecord(response)) continue;
      const headers = isRecord(response.headers) ? response.headers : {};
      response.headers = { ...RATE_LIMIT_HEADERS, ...headers };
    }
    const tooMany = responses['429'];
    if (isRecord(tooMany) && isRecord(tooMany.headers)) {
      tooMany.headers['Retry-After'] = {
        description: 'Segundos que hay que esperar antes de volver a intentarlo.',
        schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 2_147_483_647 },
      };
    }
  }
  operation.responses = responses;
}

/**
 * The bounds the server applies to every input whose schema sets none of its own: a string in a
 * body cannot be longer than the route's body limit, nor an array have more than half as many
 * items; a path parameter is at most 100 characters, a query value at most the header limit.
 * Published so that a client (and the OWASP checks) see the real limits, not "unbounded".
 */
function boundInputs(node: unknown, maxLength: number, maxItems: number): void {
  if (Array.isArray(node)) {
    for (const item of node) boundInputs(item, maxLength, maxItems);
    return;
  }
  if (!isRecord(node)) return;
  const bounded = node.maxLength !== undefined || node.enum !== undefined || 'const' in node;
  if (node.type === 'string' && !bounded) node.maxLength = maxLength;
  if (node.type === 'array' && node.maxItems === undefined) node.maxItems = maxItems;
  for (const value of Object.values(node)) boundInputs(value, maxLength, maxItems);
}

/** The request body of a route that receives a file as it is (the centre register import). */
function declareUpload(operation: Json, facts: OperationFacts): void {
  if (!facts.upload || operation.requestBody !== undefined) return;
  const file: Json = { type: 'string', format: 'binary', maxLength: facts.upload.maxBytes };
  operation.requestBody = {
    required: true,
    description: 'El fichero tal cual, con su tipo en Content-Type.',
    content: Object.fromEntries(facts.upload.types.map((type) => [type, { schema: file }])),
  };
}

function boundOperationInputs(operation: Json, facts: OperationFacts): void {
  boundInputs(operation.requestBody, facts.bodyLimit, Math.floor(facts.bodyLimit / 2));
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  for (const parameter of parameters) {
    if (!isRecord(parameter)) continue;
    const limit = parameter.in === 'path' ? PATH_PARAMETER_LIMIT : HEADER_LIMIT;
    boundInputs(parameter.schema, limit, Math.floor(limit / 2));
  }
}

const INT32 = 2 ** 31;

/**
 * One pass over every schema: OpenAPI 3.0 forms and the limits the server applies.
 * - `nullable` beside `anyOf` (zod's optional-or-null of a union) has no `type` to qualify:
 *   each branch becomes nullable instead, which accepts the same values;
 * - an integer gets the format its bounds allow (int32 within ±2³¹, else int64);
 * - a nullable `enum` lists null among its values: OpenAPI 3.0.3 says `nullable` does not widen
 *   an enum, so a validating client would refuse the nulls the server sends;
 * - a `$ref` to a definition the generator never published (`schema0`: zod's recursive
 *   `z.json()`, a saved view's filter values) stands for any JSON value, which is what it is.
 */
function normaliseSchemas(node: unknown, definitions: Json): void {
  if (Array.isArray(node)) {
    for (const item of node) normaliseSchemas(item, definitions);
    return;
  }
  if (!isRecord(node)) return;
  if (node.nullable === true && node.type === undefined && Array.isArray(node.anyOf)) {
    delete node.nullable;
    for (const branch of node.anyOf) if (isRecord(branch)) branch.nullable = true;
  }
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) {
    node.enum = [...(node.enum as unknown[]), null];
  }
  if (node.type === 'integer' && node.format === undefined) {
    const minimum = typeof node.minimum === 'number' ? node.minimum : -Infinity;
    const maximum = typeof node.maximum === 'number' ? node.maximum : Infinity;
    node.format = minimum >= -INT32 && maximum < INT32 ? 'int32' : 'int64';
  }
  for (const [key, value] of Object.entries(node)) {
    if (isRecord(value) && typeof value.$ref === 'string') {
      const name = value.$ref.replace('#/components/schemas/', '');
      if (value.$ref.startsWith('#/components/schemas/') && definitions[name] === undefined) {
        node[key] = { description: 'Cualquier valor JSON.' };
        continue;
      }
    }
    normaliseSchemas(value, definitions);
  }
}

/**
 * Completes the generated document: each operation from the facts its route declared (keyed by
 * operationId), then every schema. Mutates and returns `document`.
 */
export function completeDocument<D extends object>(
  document: D,
  facts: ReadonlyMap<string, OperationFacts>,
): D {
  if (!isRecord(document)) return document;
  const doc: Json = document;
  if (doc.servers === undefined) {
    // the API is served by the same origin as its document (the web app's and the centres')
    doc.servers = [
      {
        url: '/',
        description:
          'El servidor que publica este documento (producción, o el local de quien lo arranque).',
        'x-internal': false,
      },
    ];
  }
  const paths = isRecord(doc.paths) ? doc.paths : {};
  for (const item of Object.values(paths)) {
    if (!isRecord(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isRecord(operation) || typeof operation.operationId !== 'string') continue;
      const known = facts.get(operation.operationId);
      if (!known) continue;
      completeResponses(operation, known);
      declareUpload(operation, known);
      boundOperationInputs(operation, known);
    }
  }
  const components = isRecord(doc.components) ? doc.components : {};
  const definitions = isRecord(components.schemas) ? components.schemas : {};
  normaliseSchemas(paths, definitions);
  normaliseSchemas(definitions, definitions);
  return document;
}
