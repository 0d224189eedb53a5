import { spawn, type ChildProcess } from 'node:child_process';
import { childServerEnv, freePort, waitForHealth, type ChildServerSettings } from '../child-server';

/** A built server (the bundle) running as a child process, as an operator starts it. */
export interface BuiltServer {
  url: string;
  /** SIGTERM and the wait for the process to end; its exit code. */
  stop(): Promise<number | null>;
}

export async function startBuiltServer(
  bundle: string,
  settings: Omit<ChildServerSettings, 'port'>,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<BuiltServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    env: { ...childServerEnv({ ...settings, port }), MAIL_RECEIVER: 'false', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, { timeoutMs: 480_000, output: () => output });
  return {
    url,
    stop: () =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null) return resolveStop(child.exitCode);
        child.once('exit', (code) => resolveStop(code));
        child.kill('SIGTERM');
      }),
  };
}

/** An administrator's token on `url`. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`sign-in failed: HTTP ${response.status}`);
  return body.data.token;
}

/** GET `path` with the token; the JSON body of a 200, or an error naming the status. */
export async function getJson<T>(url: string, path: string, token: string): Promise<T> {
  const response = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** `?setup=…&filter=…` with each value as JSON, as the web app sends list queries. */
export function listQuery(setup: unknown, filter: unknown): string {
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  return `?setup=${q(setup)}&filter=${q(filter)}`;
}
