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
 * Routes not declared yet, while the domains move to declarations one by one: the
 * list only shrinks — a declared route still listed here fails the test.
 */
const ROUTES_NOT_YET_DECLARED: readonly string[] = [];

/**
 * Client files that write an API path by hand. The consultations' pages keep zod (which every
 * call declaration brings) out of a respondent's first load: they copy the paths, and their
 * tests (`apps/centre/src/lib/consultations.test.ts`, `src/responder/texts.test.ts`) hold each
 * copy to the declarations.
 */
const CLIENT_FILES_NOT_YET_DECLARED: readonly string[] = [
  'apps/centre/src/lib/consultations.ts',
  'apps/centre/src/responder/client.ts',
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
