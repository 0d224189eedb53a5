import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/** The e2e suite's browser and server, with this folder's review instead of e2e/. */
export default defineConfig({
  ...base,
  testDir: '.',
  reporter: 'list',
  use: { ...base.use, actionTimeout: 20_000 },
  outputDir: '/tmp/screens/test-results',
  webServer: base.webServer && {
    ...base.webServer,
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    // A server started by hand (`E2E_PORT=… node scripts/e2e-server.mjs`) serves several runs.
    reuseExistingServer: true,
  },
});
