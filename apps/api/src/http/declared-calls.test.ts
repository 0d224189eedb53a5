import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { allCalls } from '@eval/contracts/calls/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../plugins/access-rules';
import { createTestApp, type TestApp } from '../test/app';

// Each call is declared once in packages/contracts/src/calls/ (docs/architecture.md, "How a call
// is declared"): this test holds the API's routes and the clients' requests to those
// declarations.

const root = join(import.meta.dirname, '../../../..');

/**
 * Routes not declared yet, while the domains move to declarations one by one (issue 29): the
 * list only shrinks — a declared route still listed here fails the test.
 */
const ROUTES_NOT_YET_DECLARED: readonly string[] = [
  'DELETE /v1/documentos/:id',
  'DELETE /v10/contenido/:id',
  'DELETE /v11/recurso/:id',
  'DELETE /v2/cursoscentros/:centerId/:courseId',
  'DELETE /v3/deleteToolkits/:id',
  'DELETE /v3/feedback/:id',
  'DELETE /v3/pregunta/:id',
  'DELETE /v3/respuesta/:id',
  'GET /v1/documentos',
  'GET /v1/documentos/:id/download',
  'GET /v10/contenidos',
  'GET /v11/comunidadesrecurso/:id',
  'GET /v11/cursosrecurso/:id',
  'GET /v11/files/:id',
  'GET /v11/perspectivas',
  'GET /v11/recursos',
  'GET /v11/tipomaterial',
  'GET /v15/campaigns',
  'GET /v15/campaigns/:id',
  'GET /v15/centers/quiz-filters',
  'GET /v15/centro/archivos/:fileId',
  'GET /v15/centro/evaluaciones',
  'GET /v15/centro/evaluaciones/:evaluationId/informe',
  'GET /v15/centro/evaluaciones/:evaluationId/resultados',
  'GET /v15/centro/inicio',
  'GET /v15/centros/:centerId/cuestionario',
  'GET /v15/centros/:centerId/progreso',
  'GET /v15/centros/download-info',
  'GET /v15/centros/key-answers',
  'GET /v15/centros/quizes',
  'GET /v15/fields-visibility',
  'GET /v15/mail-templates',
  'GET /v15/mail-templates/:id',
  'GET /v15/reports/answers',
  'GET /v15/reports/excel-results',
  'GET /v15/reports/results',
  'GET /v15/sent-emails',
  'GET /v2/centers/dashboard',
  'GET /v2/centers/dashboard-filters',
  'GET /v2/centers/download-centers',
  'GET /v2/centros',
  'GET /v2/centros/:centerId',
  'GET /v2/centros/bulk/count',
  'GET /v2/centros/dashboard',
  'GET /v2/centros/evaluation-period',
  'GET /v2/centros/search',
  'GET /v2/cursoscentros/:centerId',
  'GET /v3/feedbacks',
  'GET /v3/preguntas',
  'GET /v3/preguntas/:id/respuestas',
  'GET /v3/results-keys-report',
  'GET /v3/toolkits',
  'PATCH /v10/contenidos',
  'PATCH /v11/recursos',
  'PATCH /v2/centros',
  'PATCH /v3/toolkits',
  'POST /v1/documentos',
  'POST /v10/contenidos',
  'POST /v11/recursos',
  'POST /v11/resources/upload',
  'POST /v15/campaigns',
  'POST /v15/campaigns/:id/cancel',
  'POST /v15/campaigns/:id/retry',
  'POST /v15/campaigns/preview',
  'POST /v15/centros/:centerId/enviar',
  'POST /v15/mail-templates',
  'POST /v15/mail-templates/:id/versions/:versionId/restore',
  'POST /v15/mail-templates/preview',
  'POST /v15/sent-emails/:id/resend',
  'POST /v2/centros/bulk',
  'POST /v2/centros/bulk/export',
  'POST /v2/centros/import',
  'POST /v2/centros/import/preview',
  'POST /v3/feedbacks',
  'POST /v3/keys/results-report/download',
  'POST /v3/preguntas',
  'POST /v3/respuestas',
  'POST /v3/toolkits',
  'POST /v7/reset-quiz',
  'PUT /v15/centros/:centerId/respuestas/:preguntaId',
  'PUT /v15/fields-visibility',
  'PUT /v15/mail-templates/:id',
  'PUT /v2/centros',
  'PUT /v2/cursoscentros/:centerId/:courseId',
  'PUT /v3/feedback/:id',
  'PUT /v3/pregunta/:id',
  'PUT /v3/respuesta/:id',
];

/** Client files that still write an API path by hand, shrinking like the list above. */
const CLIENT_FILES_NOT_YET_DECLARED: readonly string[] = [
  'apps/centre/src/features/quiz/api.ts',
  'apps/centre/src/features/results/api.ts',
  'apps/centre/src/features/results/recommendations.tsx',
  'apps/centre/src/features/results/results-page.tsx',
  'apps/web/src/lib/state/selected-centre.ts',
  'apps/web/src/features/campaigns/api.ts',
  'apps/web/src/features/catalogue/api.ts',
  'apps/web/src/features/centres/api.ts',
  'apps/web/src/features/centres/bulk-api.ts',
  'apps/web/src/features/centres/import-api.ts',
  'apps/web/src/features/content/api.ts',
  'apps/web/src/features/dashboard/api.ts',
  'apps/web/src/features/emails/api.ts',
  'apps/web/src/features/quizzes/api.ts',
  'apps/web/src/features/reports/api.ts',
  'apps/web/src/features/users/api.ts',
];

/** Routes that are no API call: the document and the health checks of the balancer. */
const isUndeclaredByDesign = (url: string) => url.startsWith('/docs') || url.startsWith('/health');

const key = (method: string, url: string) => `${method} ${url}`;

let t: TestApp;
let routes: RouteAccess[];

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeAccess.filter(
    (route) => route.method !== 'HEAD' && !isUndeclaredByDesign(route.url),
  );
});
afterAll(async () => {
  await t.close();
});

describe('declared calls and the API', () => {
  it('registers a route for every declared call, with its access rule', () => {
    const registered = new Map(routes.map((route) => [key(route.method, route.url), route.access]));
    const missing = allCalls
      .filter((call) => registered.get(key(call.method, call.path)) !== call.access)
      .map((call) => `${key(call.method, call.path)} (${call.access})`);
    expect(missing).toEqual([]);
  });

  it('declares each call once', () => {
    const keys = allCalls.map((call) => key(call.method, call.path));
    expect(keys.filter((item, index) => keys.indexOf(item) !== index)).toEqual([]);
  });

  it('has a declaration for every route', () => {
    const declared = new Set(allCalls.map((call) => key(call.method, call.path)));
    const undeclared = routes
      .map((route) => key(route.method, route.url))
      .filter((route) => !declared.has(route));
    expect(undeclared.sort()).toEqual([...ROUTES_NOT_YET_DECLARED].sort());
  });
});

/** Source files of a client app, tests left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The code of a file without its comments, which may name a path in prose. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** A string or template literal that starts like an API path (`'/v2/centros'`). */
const API_PATH_LITERAL = /['"`]\/v\d+\//;

describe('declared calls and the clients', () => {
  it('writes no API path by hand in the web or centre app: requests come from declarations', () => {
    const files = [
      ...sourceFiles(join(root, 'apps/web/src')),
      ...sourceFiles(join(root, 'apps/centre/src')),
    ];
    const writing = files
      .filter((file) => API_PATH_LITERAL.test(withoutComments(readFileSync(file, 'utf8'))))
      .map((file) => relative(root, file));
    expect(writing.sort()).toEqual([...CLIENT_FILES_NOT_YET_DECLARED].sort());
  });

  it('finds a hand-written path when there is one (the scan is not blind)', () => {
    expect(API_PATH_LITERAL.test(withoutComments("query: () => '/v7/allperiodos',"))).toBe(true);
    expect(API_PATH_LITERAL.test(withoutComments('// GET `/v7/allperiodos`'))).toBe(false);
  });
});
