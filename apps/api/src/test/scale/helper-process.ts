import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, join } from 'node:path';

/**
 * An executable by name: `envVar` if set, else the first match on PATH, else /usr/sbin (where
 * Debian puts nginx and pgbouncer, often not on a normal user's PATH). Null when none is found.
 */
export function findExecutable(name: string, envVar: string): string | null {
  const given = process.env[envVar];
  const candidates = given
    ? [given]
    : [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/sbin'].map((dir) =>
        join(dir, name),
      );
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Whether something accepts TCP connections on loopback `port` now. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolvePort(true);
    });
    socket.once('error', () => resolvePort(false));
  });
}

/** A helper server (nginx, PgBouncer) run as a child process of the test. */
export interface HelperProcess {
  child: ChildProcess;
  /** Everything it wrote on stdout and stderr. */
  output(): string;
  /** Sends `signal` and waits for the process to end (SIGKILL after 10 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `command` and waits until it accepts connections on `port`; rejects with its output if
 * it ends first or does not listen within `timeoutMs`.
 */
export async function startHelper(
  command: string,
  args: readonly string[],
  port: number,
  timeoutMs = 15_000,
): Promise<HelperProcess> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolveExit) => child.once('close', () => resolveExit()));
  child.once('error', (error) => (output += `\n${error.message}`));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${command} ended while starting:\n${output}`);
    if (await portAnswers(port)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${command} did not listen on ${port} in time:\n${output}`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 25));
  }
  return {
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
