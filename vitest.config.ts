import { defineConfig } from 'vitest/config';

// One runner, four projects: the contracts and the API run in Node, the two apps in happy-dom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds once per run a template each file's fresh database is copied from.
          globalSetup: ['apps/api/src/test/template-database.ts'],
          // Each test file builds the real app on its own fresh database; PGlite start-up is CPU bound.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 60_000,
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'centre',
          include: ['apps/centre/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
