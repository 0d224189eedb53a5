import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { childServerEnv, freePort, waitForHealth } from '../../apps/api/src/test/child-server';
import type { CaptureMessage, CaptureReply, CapturedQuery } from './sql-capture';
import { BENCH_ADMIN, BENCH_JWT_SECRET } from './cli';

export const ROOT = resolve(import.meta.dirname, '../..');
/** The bench's own API bundle and web build, so it never races other people's dist/. */
export const API_BUNDLE = resolve(ROOT, 'apps/api/dist-bench/main.js');
export const WEB_DIST = resolve(ROOT, 'apps/web/dist-bench');

/** Bundles the API from the current sources (esbuild: a few seconds). */
export function buildApi(): void {
  const result = spawnSync('node', ['apps/api/build.mjs'], {
    cwd: ROOT,
    env: { ...process.env, API_OUTFILE: './dist-bench/main.js' },
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(API_BUNDLE))
    throw new Error('No se pudo construir la API');
}

/** Builds the web app with a Vite manifest into apps/web/dist-bench. */
export function buildWeb(): void {
  const result = spawnSync(
    'npx',
    [
      'vite',
      'build',
      'apps/web',
      '--outDir',
      'dist-bench',
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('No se pudo construir la web');
}

export interface ServerOptions {
  database: { url: string } | { dataDir: string };
  seedDemo?: boolean;
  /** Preload the SQL capture hook (not for cold-start timings: tsx adds its own start-up). */
  capture?: boolean;
  webDist?: string;
  /** How long to wait for the first 200 of /health (default 5 minutes). */
  startTimeoutMs?: number;
  /** Another built API than the bench's own (bench/ab-servers.ts compares two). */
  bundle?: string;
  /** More environment for the server (e.g. DATABASE_PREPARED_STATEMENTS). */
  env?: NodeJS.ProcessEnv;
  /** Node flags for the server (e.g. --cpu-prof, which NODE_OPTIONS refuses). */
  nodeFlags?: string[];
}

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 of /health. */
  startMs: number;
  captureOnce(action: () => Promise<void>): Promise<CapturedQuery[]>;
  stop(): Promise<void>;
}

/** Starts the built server on loopback with the bench environment and waits for /health. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...childServerEnv({
      port,
      jwtSecret: BENCH_JWT_SECRET,
      admin: BENCH_ADMIN,
      database: options.database,
      seedDemo: options.seedDemo,
    }),
    // The login route limits attempts per client address; the bench plays many clients by
    // sending X-Forwarded-For, which the server only honours behind a trusted proxy: the bench
    // is that one proxy hop, and the entry it writes is the client's address.
    TRUST_PROXY: '1',
    // The benchmarks send no e-mail worth receiving; no receiver folder beside the data dir.
    MAIL_RECEIVER: 'false',
    ...(options.webDist ? { WEB_DIST_DIR: options.webDist } : {}),
    ...options.env,
  };
  const execArgv = [
    ...(options.capture
      ? [
          '--import',
          'tsx',
          '--import',
          pathToFileURL(resolve(ROOT, 'bench/lib/sql-capture.ts')).href,
        ]
      : []),
    ...(options.nodeFlags ?? []),
  ];
  const started = performance.now();
  const child = fork(options.bundle ?? API_BUNDLE, [], {
    cwd: ROOT,
    env,
    execArgv,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  await waitForHealth(url, child, {
    timeoutMs: options.startTimeoutMs ?? 300_000,
    output: () => output,
  });
  const startMs = performance.now() - started;
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    child,
    startMs,
    async captureOnce(action) {
      if (!options.capture) {
        await action();
        return [];
      }
      const reply = new Promise<CapturedQuery[]>((resolveReply) => {
        const onMessage = (message: CaptureReply) => {
          if (message.type !== 'captured') return;
          child.off('message', onMessage);
          resolveReply(message.queries);
        };
        child.on('message', onMessage);
      });
      child.send({ type: 'capture-start' } satisfies CaptureMessage);
      await new Promise((r) => setTimeout(r, 20));
      await action();
      // Let fire-and-forget queries of the request settle.
      await new Promise((r) => setTimeout(r, 50));
      child.send({ type: 'capture-stop' } satisfies CaptureMessage);
      return reply;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/** Resident memory of a process in MiB, from /proc (VmRSS now, VmHWM the peak so far). */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}
