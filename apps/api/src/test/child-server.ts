import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { apiRoot } from '../paths';

/**
 * Bundles the server with the project's own build script into `apps/api/<outDir>/main.js` and
 * returns its path. Each user has its own git-ignored `dist-*` folder, so two test files or a
 * test and the bench never overwrite each other's bundle; API_OUTFILE keeps it inside apps/api,
 * where it finds its migrations and seed data.
 */
export function bundleServer(outDir: string): string {
  const root = apiRoot();
  const bundle = join(root, outDir, 'main.js');
  const result = spawnSync(process.execPath, [join(root, 'build.mjs')], {
    env: { ...process.env, API_OUTFILE: `./${outDir}/main.js` },
    encoding: 'utf8',
  });
  if (result.status !== 0 || !existsSync(bundle))
    throw new Error(`API build failed:\n${result.stderr}${result.stdout}`);
  return bundle;
}

/** A loopback port nothing listens on now: bind to 0, note the port, release it. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface HealthWait {
  /** Give up (killing the child) after this long. */
  timeoutMs: number;
  /** What the child wrote so far, for the error when it ends or never answers. */
  output(): string;
}

/**
 * Waits for a server started as a child process (tests, crash series, benchmark) to answer its
 * first 200 on /health. Rejects with the child's output if it ends first or never answers; each
 * attempt has its own timeout, so a server that accepts connections but hangs cannot stall it.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  wait: HealthWait,
): Promise<void> {
  const deadline = Date.now() + wait.timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server ended while starting:\n${wait.output()}`);
    const status = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /health in time:\n${wait.output()}`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 20));
  }
}

export interface ChildServerSettings {
  port: number;
  jwtSecret: string;
  admin: { email: string; password: string };
  database: { url: string } | { dataDir: string };
  seedDemo?: boolean;
}

/**
 * The environment of a built server run as a child on loopback: nothing inherited but PATH and
 * HOME, production mode, warnings only, no drain on SIGTERM, and the given secret,
 * administrator and database.
 */
export function childServerEnv(settings: ChildServerSettings): NodeJS.ProcessEnv {
  const { database } = settings;
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(settings.port),
    HOST: '127.0.0.1',
    JWT_SECRET: settings.jwtSecret,
    ADMIN_EMAIL: settings.admin.email,
    ADMIN_PASSWORD: settings.admin.password,
    SEED_DEMO: settings.seedDemo ? 'true' : 'false',
    LOG_LEVEL: 'warn',
    // No balancer in front: an orderly stop needs no drain (SIGTERM and the process ends).
    SHUTDOWN_DRAIN_MS: '0',
    ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
  };
}

/** Whether a line a child server wrote is a log line at level error or fatal (pino: 50, 60). */
export function isErrorLogLine(line: string): boolean {
  if (!line.startsWith('{')) return false;
  try {
    const level = (JSON.parse(line) as { level?: unknown }).level;
    return typeof level === 'number' && level >= 50;
  } catch {
    return false;
  }
}
