// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Features are vertical slices: one feature never imports another (pages in app/ compose them).
 * The list is read from the folder, so a new feature is fenced from its first file and no entry
 * outlives its folder.
 */
const featureNames = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The centres' app (apps/centre) has its own features, under the same rule. */
const centreFeatureNames = ['auth', 'quiz', 'results'];
const centreFeatureZones = centreFeatureNames.map((name) => ({
  target: `./apps/centre/src/features/${name}`,
  from: './apps/centre/src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in apps/centre/src/app.',
}));
const featureZones = featureNames.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in apps/web/src/app.',
}));

/**
 * The web app's layers, top to bottom: app/ composes (router, layout, store), features are the
 * screens, components the shared widgets, lib the data, state and helpers (lib/state holds the
 * remembered tables, selection, show-inactive and saved views). A layer never imports one above
 * it; scripts/web-layers.test.ts proves the rule runs.
 */
const webLayerZones = [
  {
    target: ['./apps/web/src/features', './apps/web/src/components', './apps/web/src/lib'],
    from: './apps/web/src/app',
    message: 'app/ only composes (router, layout, store); nothing below it imports it.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: './apps/web/src/features',
    message: 'components and lib sit below the features and never import one.',
  },
  {
    target: './apps/web/src/lib',
    from: './apps/web/src/components',
    message: 'lib sits below the components and never imports one.',
  },
];

/**
 * API modules import no sibling module, except these declared allowances (module → the modules
 * it may import): shared pieces live in apps/api/src/lib (or plugins) instead. Each allowance
 * is a real dependency of the domain, written here so that a new one is a visible decision.
 */
const apiModuleAllowances = {
  // reverting a change re-applies it with the record's own rules (users, centres, courses)
  // and a period change is reverted by reopening the period before it
  audit: ['centres', 'geography', 'users', 'periods'],
  auth: ['emails'], // a second step voided for wrong codes is told to the owner through the outbox
  // a reminder is a template sent through the outbox to the centres of a follow-up filter
  campaigns: ['emails', 'quizzes', 'templates'],
  // the centres' app answers and reads the quizzes' evaluations, prints the plan and the
  // consultations in its report and links its e-mails' pages
  'centre-app': ['quizzes', 'periods', 'plans', 'consultations', 'emails'],
  catalogue: ['quizzes'], // editing the questionnaire refreshes the in-progress scores
  // a centre's place is checked against the geography; a selection exports as the dashboard does
  centres: ['geography', 'dashboard'],
  consultations: ['periods'], // a consultation belongs to a period, the active one takes answers
  content: [],
  dashboard: [],
  emails: ['templates'], // a stored template is formatted into the message sent
  geography: [],
  health: [],
  languages: [],
  // a reopened period's evaluations get their key rows recomputed, as a catalogue edit does;
  // opening a period carries the plans' unfinished actions, reopening one undoes that
  periods: ['catalogue', 'plans'],
  plans: [],
  // evaluations belong to a period; the report prints the plan and the consultations
  quizzes: ['periods', 'plans', 'consultations'],
  reports: [],
  'saved-views': [],
  templates: ['emails'], // templates fill the outbox's link markers
  // new users, invitations and password resets send the e-mails of their templates; the
  // personal-data export shows the audit lines about the person as Auditoría does
  users: ['emails', 'templates', 'audit'],
};
const apiModuleZones = Object.entries(apiModuleAllowances).map(([name, allowed]) => ({
  target: `./apps/api/src/modules/${name}`,
  from: './apps/api/src/modules',
  except: [`./${name}`, ...allowed.map((other) => `./${other}`)],
  message: `API modules import no sibling module beyond the allowances in eslint.config.js (${name}: ${allowed.join(', ') || 'none'}); shared pieces go to src/lib, src/http or src/plugins.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'reports/**',
      'data/**',
      '**/.data*/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
      'bench/results/**',
      // a deliberate import cycle, linted only by scripts/import-cycle.test.ts
      'scripts/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { import: importPlugin },
    settings: {
      // The plain node resolver: enough for the relative imports the boundaries and cycles are
      // about (the code imports without extensions), and free of native bindings (the
      // TypeScript resolver's are not all on this registry).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // Without this the plugin parses an imported .ts file with its default parser, fails, and
      // import/no-cycle silently sees no imports at all (scripts/import-cycle.test.ts proves it
      // now reads them).
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // One lint run is short-lived: keep resolutions for the whole run instead of the default
      // 30 s, after which every import is resolved again (import/no-cycle walks them all).
      'import/cache': { lifetime: Infinity },
      'import/ignore': ['node_modules'],
      'import/external-module-folders': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...centreFeatureZones,
            ...webLayerZones,
            {
              target: './apps/centre',
              from: './apps/web',
              message: 'the centre app is independent of the administration app',
            },
            {
              target: './apps/web',
              from: './apps/centre',
              message: 'the administration app is independent of the centre app',
            },
            {
              target: './apps/centre',
              from: './apps/api',
              message: 'the centre app talks to the API over HTTP only',
            },
            {
              target: './packages/contracts',
              from: './apps',
              message: 'contracts import no app code',
            },
            {
              // the shared HTTP kit sits below the domain modules (docs/architecture.md)
              target: './apps/api/src/http',
              from: './apps/api/src/modules',
              message: 'the HTTP kit (src/http) imports no domain module',
            },
            {
              target: ['./apps/api/src/lib', './apps/api/src/db'],
              from: './apps/api/src/http',
              message: 'lib/ and db/ sit below the HTTP kit (src/http)',
            },
            {
              // the floors below the domain modules (docs/architecture.md, "The rooms")
              // (tests aside: they may set up data through a module's service)
              target: './apps/api/src/{lib,db,plugins}/**/!(*.test).ts',
              from: './apps/api/src/modules',
              message:
                'lib/, db/ and plugins/ import no domain module: move the piece down, or up into its module',
            },
            {
              target: './apps/web',
              from: './apps/api',
              message: 'the web app talks to the API over HTTP only',
            },
            {
              target: './apps/api',
              from: './apps/web',
              message: 'the API does not import the web app',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the code that is imported: a test file, an e2e spec or a script is
    // imported by nothing, so it cannot be part of a cycle, and walking the graph from each of
    // them again would double the lint's time (docs/decisions.md, "Import cycles"). The fixture
    // is the proof that the rule reads TypeScript (scripts/import-cycle.test.ts).
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.ts',
      'scripts/fixtures/import-cycle/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // API product modules: the boundaries above plus the sibling-module allowances. Tests may
    // set up data through other modules (a period, an evaluation), so they are left out.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiModuleZones,
            {
              target: './apps/api',
              from: './apps/web',
              message: 'the API does not import the web app',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL only in repository files (docs/architecture.md), true of every module file; type
    // imports (a row's type, `SQL` as a parameter) are free.
    // scripts/sql-placement.test.ts proves the rule runs.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      'apps/api/src/modules/**/*.test.ts',
      'apps/api/src/modules/**/repository.ts',
      'apps/api/src/modules/**/*-repository.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              allowTypeImports: true,
              message: 'SQL lives in repository files (repository.ts, *-repository.ts).',
            },
          ],
          patterns: [
            {
              regex: '(^|/)db/(schema|aliases|prepared)(/|$)',
              allowTypeImports: true,
              message: 'Tables are queried in repository files (repository.ts, *-repository.ts).',
            },
            {
              regex: '(^|/)db/client$',
              importNames: ['queryRows'],
              message: 'Raw queries run in repository files (repository.ts, *-repository.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Repository files hold SQL only (docs/architecture.md): no transaction of their own, no
    // audit line and no HTTP error. The service (or the route) opens the transaction, writes
    // the audit and decides what an absent row means; a repository returns what it found.
    // scripts/repository-purity.test.ts proves the rule runs.
    files: ['apps/api/src/modules/**/repository.ts', 'apps/api/src/modules/**/*-repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib/errors$',
              message:
                'A repository returns what it found; the service or route turns it into an error.',
            },
            {
              regex: '(^|/)lib/(audit-trail|audited-record|created-record)$',
              message: 'Audit lines and audited writes belong to services, not repositories.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'A repository runs inside the transaction its caller opened (it takes the executor).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/centre/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Test support lives in each app's src/test/ (suites, fixtures, servers for tests); the
    // product never imports it, so none of it can reach a build.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/*/src/test/**', 'apps/*/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)test(/|$)',
              message: 'Product code does not import test support (src/test/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
