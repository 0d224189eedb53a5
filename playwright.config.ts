import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * One worker unless E2E_WORKERS asks for more. Each worker drives its own server on its own
 * database (port, port + 10, …; e2e-server.mjs uses the next port for its first start), so no
 * test sees another worker's changes; spec files are shared out, a file's tests run in order on
 * one worker. CI keeps one: beside the API tests on two cores, a second worker was measured to
 * pass but left the API suite the bottleneck (docs/operations.md).
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);
const serverPorts = Array.from({ length: workers }, (_, index) => port + 10 * index);

// Debian's Chromium: nothing is downloaded. These flags keep it from reaching for the network,
// which this machine closes, and let it run as root in CI.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 30_000,
  // CI runs this suite beside the API tests on two cores: a reload there can take over 10 s.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: serverPorts.map((serverPort) => ({
    command: 'node scripts/e2e-server.mjs',
    env: { E2E_PORT: String(serverPort) },
    url: `http://127.0.0.1:${serverPort}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM first (the default is SIGKILL): scripts/e2e-server.mjs then stops the server and
    // removes its database and folder (with the e-mails the receiver kept) instead of leaving them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
