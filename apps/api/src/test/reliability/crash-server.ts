import { fork, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { childServerEnv, freePort, isErrorLogLine, waitForHealth } from '../child-server';
import type { CrashBuild } from './crash-build';
import { isProbeReply, PROBE_MARK, type ProbeMark, type ProbeReply } from './crash-protocol';

/** Administrator of the crash-test servers (the child creates it on its first start). */
export const CRASH_ADMIN = {
  email: 'crash.admin@autoevaluacion.example',
  password: 'Crash-Admin-2026',
};
/** Fixed, so a session token survives the restarts and one login serves every iteration. */
const CRASH_JWT_SECRET = 'crash-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const HEALTH_TIMEOUT_MS = 120_000;

export type CrashDatabase = { url: string } | { dataDir: string };

export interface CrashServer {
  url: string;
  /** Milliseconds from spawn to the first 200 of /health. */
  startMs: number;
  /** Where stdout is now: marks after this position belong to what happens next. */
  position(): number;
  /** Transaction marks the probe wrote after `position`. */
  marksSince(position: number): ProbeMark[];
  /** Resolves as soon as stdout has the probe's `begin` mark after `position`. */
  begun(position: number): Promise<void>;
  /** Everything the process wrote to stderr, and its log lines at level error or fatal. */
  problems(): string[];
  /** SQL on the server's own embedded database (PGlite only). */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** SIGKILL, as a power cut or the OOM killer would: no handler runs. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly shutdown. */
  stop(): Promise<void>;
}

/**
 * Starts the built server with the probe preloaded, on loopback, and waits for its first 200
 * of /health. A start that ends or times out instead rejects with everything the process wrote:
 * after a crash, that is the finding.
 */
export async function startCrashServer(
  build: CrashBuild,
  database: CrashDatabase,
): Promise<CrashServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...childServerEnv({ port, jwtSecret: CRASH_JWT_SECRET, admin: CRASH_ADMIN, database }),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Nothing here reads the e-mails, and the receiver's folder would outlive the temporary one.
    MAIL_RECEIVER: 'false',
  };
  const started = performance.now();
  const child: ChildProcess = fork(build.bundle, [], {
    env,
    execArgv: ['--import', pathToFileURL(build.probe).href],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stdout = '';
  let stderr = '';
  /** Waiting for a `begin` mark: [position after which it counts, resolve]. */
  const beginWaiters: [number, () => void][] = [];
  const beginLine = `${PROBE_MARK}begin\n`;
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    for (const [index, [position, resolveBegin]] of [...beginWaiters.entries()].reverse()) {
      if (stdout.indexOf(beginLine, position) === -1) continue;
      beginWaiters.splice(index, 1);
      resolveBegin();
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // 'close', not 'exit': a mark written just before the kill may still be in the pipe at exit.
  const exited = new Promise<void>((resolveExit) => child.once('close', () => resolveExit()));
  const pending = new Map<number, (reply: ProbeReply) => void>();
  let nextQuery = 0;
  child.on('message', (message: unknown) => {
    if (isProbeReply(message)) pending.get(message.id)?.(message);
  });

  await waitForHealth(url, child, {
    timeoutMs: HEALTH_TIMEOUT_MS,
    output: () => `${stdout}\n${stderr}`,
  });
  const startMs = performance.now() - started;

  const ended = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    for (const resolveQuery of pending.values())
      resolveQuery({ type: 'crash-probe-error', id: -1, message: 'server ended' });
  };

  return {
    url,
    startMs,
    position: () => stdout.length,
    marksSince(position) {
      return stdout
        .slice(position)
        .split('\n')
        .filter((line) => line.startsWith(PROBE_MARK))
        .map((line) => line.slice(PROBE_MARK.length) as ProbeMark);
    },
    begun(position) {
      if (stdout.indexOf(beginLine, position) !== -1) return Promise.resolve();
      return new Promise<void>((resolveBegin) => beginWaiters.push([position, resolveBegin]));
    },
    problems() {
      const lines = stdout.split('\n').filter(isErrorLogLine);
      return stderr.trim() === '' ? lines : [stderr.trim(), ...lines];
    },
    query<T>(text: string, params: unknown[] = []) {
      nextQuery += 1;
      const id = nextQuery;
      return new Promise<T[]>((resolveQuery, reject) => {
        pending.set(id, (reply) => {
          pending.delete(id);
          if (reply.type === 'crash-probe-rows') resolveQuery(reply.rows as T[]);
          else reject(new Error(`SQL on the server failed: ${reply.message}\n${text}`));
        });
        child.send({ type: 'crash-probe-query', id, text, params });
      });
    },
    kill: () => ended('SIGKILL'),
    async stop() {
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await ended('SIGTERM');
      clearTimeout(timer);
    },
  };
}
