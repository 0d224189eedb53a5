import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { sentEmails } from '../../db/schema/index';
import { seedDemo } from '../../seed/demo';
import { mailTestAppPerFile } from '../admin-app';
import { bearer, createUser, tokenFor, type TestUser } from '../app';
import { eventually } from '../eventually';
import { decodeQuotedPrintable } from '../mail-test-server';
import {
  contractRequests,
  demoIds,
  type Caller,
  type ContractIds,
  type ContractRequest,
  type Phase,
  type RequestBuilder,
} from './contract-requests';
import {
  documentValidator,
  essenceOf,
  operationsOf,
  type DocumentedOperation,
  type OpenApiDocument,
  type OpenApiSchema,
} from './document-validator';

/**
 * The contract test: every operation of the OpenAPI document the API publishes (GET /docs/json)
 * is called with a valid request on a demo database, and its reply must be one the document
 * declares: the status, the content type for that status and, for JSON, the body against the
 * declared schema (ajv). A client generated from the document can then trust every reply; a
 * route whose reply drifts from its declaration (packages/contracts/src/calls) fails the build.
 * The requests themselves are checked against the document's parameter and body schemas, so
 * they are requests the document allows. Reads run first, then writes, then deletions.
 */
const t = mailTestAppPerFile();

/**
 * Operations the test cannot call validly, with the reason. Keep it as small as possible: an
 * operation listed here is not checked.
 */
const UNCALLABLE: Record<string, string> = {};

/**
 * Valid requests that the server refuses with a declared error (checked against its error
 * schema like any other reply): the state the demo leaves cannot make them succeed.
 */
const REFUSED: Record<string, { status: number; reason: string }> = {
  postV15CampaignsByIdRetry: {
    status: 409,
    reason: 'only a campaign whose sending failed can be retried, and none fails in a test',
  },
};

/** An id no demo record has (the document's ids are at most ten digits). */
const MISSING_ID = '999999999';

const PHASES: readonly Phase[] = ['read', 'write', 'late', 'delete', 'last'];
/** The deletions' order: what a record holds goes before the record (an option, its question). */
const DELETE_ORDER = [
  // The plan's evidence and action while their period is active (a new period comes later).
  'getV15CentroPlanEvidenciasByEvidenceId',
  'deleteV15CentroPlanEvidenciasByEvidenceId',
  'deleteV15CentroPlanAccionesByActionId',
  'deleteV3RespuestaById',
  'deleteV3PreguntaById',
];

let document: OpenApiDocument;
let ids: ContractIds;
const tokens = {} as Record<Exclude<Caller, 'none'>, string>;
const problems: string[] = [];
const called = new Set<string>();
let ip = 0;

async function setUp() {
  await seedDemo(t.db, { centres: 6, years: 2 });
  // A centre with a finished evaluation of an earlier year whose current one is still open,
  // so that its coordinator can answer, send and see results.
  const [candidate] = await queryRows<{ id: number }>(
    t.db,
    sql`select c.id from centros c
        where exists (select 1 from evaluations e join periodos p on p.id = e.periodos_id
                      where e.centros_id = c.id and e.status = 'FINISHED' and not p.activo)
          and not exists (select 1 from evaluations e join periodos p on p.id = e.periodos_id
                          where e.centros_id = c.id and e.status = 'FINISHED' and p.activo)
        order by c.id limit 1`,
  );
  if (!candidate) throw new Error('the demo has no centre with a finished past evaluation');
  // A message that could not be sent (SMTP was down), the only kind that can be sent again;
  // its next attempt far away, so the outbox worker leaves it to the resend call.
  await t.db.insert(sentEmails).values({
    receiver: 'sin.enviar@contrato.example',
    subject: 'Recordatorio',
    html: '<p>Recordatorio</p>',
    status: false,
    error: 'SMTP no disponible',
    attempts: 1,
    next_attempt_at: new Date(Date.now() + 365 * 86_400_000),
  });
  const demo = await demoIds(t.db, candidate.id);
  const person = (perfil: number, centros_id: number | null = null) =>
    createUser(t.db, { perfil, centros_id });
  const self = await person(0);
  const enrolled = await person(0);
  const coordinator = await person(1, candidate.id);
  const leaving = await person(0);
  const spare = {
    changed: await person(2, candidate.id),
    reset: await person(2, candidate.id),
    erased: await person(2, candidate.id),
    deleted: await person(2, candidate.id),
  };
  ids = {
    ...demo,
    admin: t.admin,
    self,
    enrolled,
    coordinator,
    spare,
    question: { id: 0, option: 0 },
    lastQuestion: { id: 0, option: 0 },
    created: {},
    totp: { secret: '', recoveryCodes: [] },
    setPasswordToken: () => setPasswordTokenOf('nueva.persona@contrato.example'),
  };
  tokens.admin = t.auth.authorization.replace('Bearer ', '');
  tokens.self = tokenFor(t.app, self);
  tokens.coordinator = tokenFor(t.app, coordinator);
  tokens.leaving = tokenFor(t.app, leaving);
  await enrol(enrolled);
  await answerAllButOne(candidate.id);
  const response = await t.app.inject({ url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
}

/** Gives `user` a second factor through the API, for the call that removes another's. */
async function enrol(user: TestUser) {
  const started = await t.callAs(user, 'POST', '/v1/auth/totp/enrolment');
  const { secret } = started.json<{ data: { secret: string } }>().data;
  const confirmed = await t.callAs(user, 'POST', '/v1/auth/totp/enrolment/confirm', {
    code: await generate({ secret }),
  });
  expect(confirmed.statusCode).toBe(200);
}

interface Questionnaire {
  data: {
    claves: { preguntas: { id: number; respuestas: { id: number }[] }[] }[];
  };
}

/** The coordinator answers every question but the last, which the contract's own call answers. */
async function answerAllButOne(centreId: number) {
  const read = await t.app.inject({
    url: `/v15/centros/${centreId}/cuestionario`,
    headers: bearer(tokens.coordinator),
  });
  expect(read.statusCode, read.body).toBe(200);
  const questions = read.json<Questionnaire>().data.claves.flatMap((k) => k.preguntas);
  const last = questions.at(-1);
  if (!last?.respuestas[0]) throw new Error('the questionnaire has no question to answer');
  ids.lastQuestion = { id: last.id, option: last.respuestas[0].id };
  const firstQuestion = questions[0];
  ids.question = { id: firstQuestion?.id ?? last.id, option: 0 };
  for (const question of questions.slice(0, -1)) {
    const option = question.respuestas[0];
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/v15/centros/${centreId}/respuestas/${question.id}`,
      headers: bearer(tokens.coordinator),
      payload: option ? { respuestasIds: [option.id] } : { notApplicable: true },
    });
    expect(answered.statusCode, answered.body).toBe(200);
  }
}

/** The token of the set-password link last e-mailed to `email`. */
async function setPasswordTokenOf(email: string): Promise<string> {
  const link = /(?:set-password|establecer-contrasena)\?token=([\w-]+)/;
  const mail = () => t.smtp.received.findLast((m) => m.to.includes(email));
  await eventually(async () => mail() !== undefined);
  const match = link.exec(decodeQuotedPrintable(mail()?.raw ?? ''));
  if (!match?.[1]) throw new Error(`no set-password link e-mailed to ${email}`);
  return match[1];
}

const phaseOf = (entry: DocumentedOperation, declared: Phase | undefined): Phase =>
  declared ?? (entry.method === 'GET' ? 'read' : entry.method === 'DELETE' ? 'delete' : 'write');

const fill = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));

/** What is wrong with the request against the document's own schemas (none for a valid one). */
function requestProblems(
  entry: DocumentedOperation,
  request: ContractRequest,
  validatorOf: ReturnType<typeof documentValidator>,
): string[] {
  const found: string[] = [];
  for (const parameter of entry.operation.parameters ?? []) {
    const given =
      parameter.in === 'path' ? request.params?.[parameter.name] : request.query?.[parameter.name];
    if (given === undefined) {
      if (parameter.required) found.push(`falta el parámetro ${parameter.name}`);
      continue;
    }
    const schema = parameter.schema ?? {};
    // a query or path value is text on the wire; the document types some as integers
    const value =
      schema.type === 'integer' || schema.type === 'number' ? Number(given) : String(given);
    const validate = validatorOf(schema);
    if (!validate(value)) found.push(`${parameter.name}: ${JSON.stringify(validate.errors)}`);
  }
  const content = entry.operation.requestBody?.content;
  if (content && request.body !== undefined) {
    const media = content[request.contentType ?? 'application/json'];
    if (!media)
      found.push(`cuerpo de tipo ${request.contentType ?? 'application/json'} no declarado`);
    else if (!request.contentType && media.schema) {
      const validate = validatorOf(media.schema);
      if (!validate(request.body)) found.push(`cuerpo: ${JSON.stringify(validate.errors)}`);
    }
  }
  return found;
}

/** What is wrong with the reply against the document: its status, content type and body. */
function replyProblems(
  entry: DocumentedOperation,
  response: LightMyRequestResponse,
  validatorOf: ReturnType<typeof documentValidator>,
): string[] {
  const declared = entry.operation.responses[String(response.statusCode)];
  if (!declared)
    return [`responde ${response.statusCode}, no declarado: ${response.body.slice(0, 200)}`];
  const content = declared.content ?? {};
  const types = Object.keys(content);
  const sent = String(response.headers['content-type'] ?? '');
  if (types.length === 0) {
    return response.rawPayload.length === 0
      ? []
      : [`responde ${response.statusCode} con cuerpo (${sent}), declarado sin cuerpo`];
  }
  const type = types.find((declaredType) =>
    declaredType.includes(';')
      ? declaredType.replace(/\s/g, '').toLowerCase() === sent.replace(/\s/g, '').toLowerCase()
      : essenceOf(declaredType) === essenceOf(sent),
  );
  if (type === undefined)
    return [
      `responde ${response.statusCode} con ${sent || 'ningún tipo'}, declarado ${types.join(', ')}`,
    ];
  const schema: OpenApiSchema | undefined = content[type]?.schema;
  if (essenceOf(type) !== 'application/json' || !schema) {
    return response.rawPayload.length > 0
      ? []
      : [`responde ${response.statusCode} con un fichero vacío`];
  }
  const validate = validatorOf(schema);
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return [`responde ${response.statusCode} con JSON ilegible`];
  }
  return validate(body)
    ? []
    : [
        `cuerpo de ${response.statusCode} fuera del esquema: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
      ];
}

function injectOf(entry: DocumentedOperation, request: ContractRequest): InjectOptions {
  const caller = request.as ?? 'admin';
  ip += 1;
  const headers: Record<string, string> = {
    language: 'ES',
    ...(caller === 'none' ? {} : bearer(tokens[caller])),
    ...(request.contentType ? { 'content-type': request.contentType } : {}),
  };
  return {
    method: entry.method as 'GET',
    url: fill(entry.path, request.params),
    query: Object.fromEntries(
      Object.entries(request.query ?? {}).map(([key, value]) => [key, String(value)]),
    ),
    headers,
    // each call from its own address: the sign-in limits count per address
    remoteAddress: `10.77.${Math.floor(ip / 250)}.${ip % 250}`,
    ...(request.body === undefined ? {} : { payload: request.body as InjectOptions['payload'] }),
  };
}

beforeAll(setUp, 600_000);
afterAll(() => {
  console.log(`Contrato: ${called.size} operaciones llamadas y comprobadas contra el documento.`);
});

describe('the published OpenAPI document', () => {
  it('is what every operation answers, for valid requests on the demo', async () => {
    const validatorOf = documentValidator();
    const table = contractRequests(ids, t.db);
    const operations = operationsOf(document);
    const known = new Set(operations.map((entry) => entry.operation.operationId));
    // The table and the lists name only operations the document has.
    const stale = [
      ...Object.keys(table),
      ...Object.keys(UNCALLABLE),
      ...Object.keys(REFUSED),
    ].filter((name) => !known.has(name));
    expect(stale).toEqual([]);

    // Each operation's request is built when its phase comes: a later one may need what an
    // earlier one created.
    const planned = operations.filter((entry) => !(entry.operation.operationId in UNCALLABLE));
    const builderOf = (entry: DocumentedOperation): RequestBuilder =>
      table[entry.operation.operationId] ?? (() => ({}));
    for (const phase of PHASES) {
      const inPhase = planned
        .filter((entry) => phaseOf(entry, builderOf(entry).phase) === phase)
        .sort((a, b) => rank(a.operation.operationId) - rank(b.operation.operationId));
      for (const entry of inPhase) {
        const id = entry.operation.operationId;
        const request = await builderOf(entry)();
        const name = `${entry.method} ${entry.path} (${id})`;
        for (const problem of requestProblems(entry, request, validatorOf))
          problems.push(`${name}: petición no válida según el documento: ${problem}`);
        const response = await t.app.inject(injectOf(entry, request));
        called.add(id);
        for (const problem of replyProblems(entry, response, validatorOf))
          problems.push(`${name}: ${problem}`);
        const refused = REFUSED[id];
        if (response.statusCode >= 400 && refused?.status !== response.statusCode)
          problems.push(
            `${name}: una petición válida respondió ${response.statusCode}: ${response.body.slice(0, 300)}`,
          );
        if (response.statusCode < 300 && refused)
          problems.push(`${name}: figura como rechazada y respondió ${response.statusCode}`);
        if (response.statusCode < 300 && request.keep) {
          const data = response.json<{ data: Record<string, unknown> }>().data;
          request.keep(data);
        }
      }
    }
    expect(problems).toEqual([]);
    expect([...known].filter((id) => !called.has(id) && !(id in UNCALLABLE))).toEqual([]);
    // 156 calls, most a write with its transaction and audit line: slow on a loaded machine
    // (not a speed check).
  }, 600_000);
});

describe('the refusals of the published document', () => {
  it('are declared: an id that does not exist, a body without what it requires', async () => {
    const validatorOf = documentValidator();
    const table = contractRequests(ids, t.db);
    const found: string[] = [];
    let tried = 0;
    for (const entry of operationsOf(document)) {
      const path = (entry.operation.parameters ?? []).filter((p) => p.in === 'path');
      const schema = entry.operation.requestBody?.content?.['application/json']?.schema;
      const demandsBody =
        schema !== undefined &&
        (schema.type === 'array' || (Array.isArray(schema.required) && schema.required.length > 0));
      const params = Object.fromEntries(
        path.map((p) => [
          p.name,
          p.schema?.enum ? String((p.schema.enum as unknown[])[0]) : MISSING_ID,
        ]),
      );
      const as: Caller =
        entry.operation.security?.length === 0
          ? 'none'
          : /^\/v15\/centro\/|^\/v15\/centros\/\{centerId\}/.test(entry.path)
            ? 'coordinator'
            : 'admin';
      const cases: ContractRequest[] = [];
      // an id of nothing, with the valid body of the first test when one is required
      if (path.length > 0) {
        const valid = demandsBody ? await validBody(table[entry.operation.operationId]) : undefined;
        if (!demandsBody || valid !== undefined)
          cases.push({ as, params, ...(valid === undefined ? {} : { body: valid }) });
      }
      // a body missing every required field
      if (demandsBody) cases.push({ as, params, body: schema.type === 'array' ? [] : {} });
      for (const request of cases) {
        tried += 1;
        const response = await t.app.inject(injectOf(entry, request));
        const name = `${entry.method} ${entry.path} (${entry.operation.operationId})`;
        for (const problem of replyProblems(entry, response, validatorOf))
          found.push(`${name}: ${problem}`);
        const emptied = Array.isArray(request.body)
          ? request.body.length === 0
          : isEmpty(request.body);
        if (emptied && response.statusCode < 400)
          found.push(`${name}: aceptó un cuerpo sin lo que exige (${response.statusCode})`);
      }
    }
    console.log(`Contrato: ${tried} rechazos comprobados contra el documento.`);
    expect(found).toEqual([]);
    expect(tried).toBeGreaterThan(100);
  }, 600_000);
});

const isEmpty = (body: unknown) =>
  typeof body === 'object' && body !== null && Object.keys(body).length === 0;

/** The body of an operation's valid request, or undefined when it cannot be built now. */
async function validBody(build: RequestBuilder | undefined): Promise<unknown> {
  try {
    return (await build?.())?.body;
  } catch {
    return undefined;
  }
}

/** Deletions in DELETE_ORDER first; every other operation keeps the document's order. */
function rank(id: string): number {
  const index = DELETE_ORDER.indexOf(id);
  return index < 0 ? DELETE_ORDER.length : index;
}
