/**
 * Administrators reading pages while something else loads the server, measured from a process
 * of their own: an administrator's browser is not in the process that sends a thousand
 * responses a second, and timing the pages there measured that process's own event loop (each
 * page waiting behind the responses' callbacks) as the server's latency.
 *
 * `startAdminReaders(options)` starts the child and resolves once it is ready; `go()` starts
 * the readers and resolves with their figures after `seconds`. The child is this file run as a
 * script: `node --import tsx bench/lib/admin-readers.ts` with its options as JSON on argv.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadLoop } from './centre-load';
import type { Figures } from './measure';

export interface AdminReadersOptions {
  /** The server's base URL. */
  base: string;
  token: string;
  /** The pages, each opened in turn by the next reader. */
  paths: string[];
  readers: number;
  seconds: number;
  /** Milliseconds between one reader's pages. */
  pace: number;
}

export interface AdminReaders {
  go(): Promise<Figures>;
}

export async function startAdminReaders(options: AdminReadersOptions): Promise<AdminReaders> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify(options)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const next = () =>
    new Promise<string>((resolveLine, reject) => {
      lines.once('line', resolveLine);
      child.once('exit', (code) => reject(new Error(`lectores: el proceso terminó (${code})`)));
    });
  if ((await next()) !== 'ready') throw new Error('lectores: no se prepararon');
  return {
    async go() {
      const result = next();
      child.stdin.end('go\n');
      return JSON.parse(await result) as Figures;
    },
  };
}

async function runAsChild(options: AdminReadersOptions): Promise<void> {
  const headers = { accept: 'application/json', authorization: `Bearer ${options.token}` };
  let turn = 0;
  const page = () => options.paths[turn++ % options.paths.length] ?? '/';
  // Warm the child's own connections and code, not the server: its pages were opened before.
  await (await fetch(options.base + page(), { headers })).arrayBuffer();
  process.stdout.write('ready\n');
  await new Promise((resolveGo) => process.stdin.once('data', resolveGo));
  const figures = await loadLoop(
    options.readers,
    options.seconds,
    () => fetch(options.base + page(), { headers }),
    options.pace,
  );
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runAsChild(JSON.parse(process.argv[2] ?? '{}') as AdminReadersOptions);
}
