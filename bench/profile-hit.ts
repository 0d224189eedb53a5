/**
 * `node --import tsx bench/profile-hit.ts --bundle DIR [--only TEXT] [--seconds N] [--cold]`: runs a
 * built API under `--cpu-prof` on the national dataset, loads one declared call (20
 * connections, after a warm-up, so it is a cache hit where the call caches) and prints where
 * the server's CPU went: the functions with the most self time and the time per package. The
 * profile (.cpuprofile, open it in Chrome DevTools) stays in --out (default /tmp/profile-hit),
 * out of git. Used for the fixed cost per request in docs/performance.md.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchDatabaseUrl, log, parseWithInts } from './lib/cli';
import { declaredCalls, readDatasetIds, urlOf } from './lib/calls';
import { loginToken } from './lib/call-runner';
import { loadHttp } from './lib/measure';
import { startServer } from './lib/server';

const args = parseWithInts(process.argv.slice(2), { seconds: 10 }, ['bundle', 'only', 'out']);
const bundleDir = args.values.get('bundle');
if (!bundleDir)
  throw new Error('--bundle DIR es obligatorio (la carpeta de un main.js construido)');
const only = args.values.get('only') ?? 'dashboard: centros (sin filtro)';
const outDir = resolve(args.values.get('out') ?? '/tmp/profile-hit');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const url = benchDatabaseUrl();
const calls = declaredCalls(await readDatasetIds(url));
const call = calls.find((entry) => entry.name.includes(only));
if (!call) throw new Error(`Ninguna llamada contiene «${only}»`);

// --cold: the caches forced to miss (as bench:peers's cold path), so the profile is a miss's.
const cold = args.switches.has('cold');
const server = await startServer({
  database: { url },
  ...(cold ? { env: { DATA_CACHE: 'false', RESPONSE_CACHE_MB: '0' } } : {}),
  bundle: resolve(bundleDir, 'main.js'),
  nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${outDir}`],
});
const token = await loginToken(server.url);
const load = (seconds: number) =>
  loadHttp({
    url: server.url + urlOf(call.path, call.query),
    method: call.method,
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    connections: 20,
    seconds,
  });
await load(2);
const figures = await load(args.ints.seconds);
await server.stop();
log(`${call.name}: ${figures.rps} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms`);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
const file = readdirSync(outDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`El servidor no dejó perfil en ${outDir}`);
const profile = JSON.parse(readFileSync(join(outDir, file), 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
// Only the measured load: the samples of its last seconds, less one for the shutdown (start-up
// compiles the bundle, which is not the cost of a request).
const at: number[] = [];
profile.timeDeltas.reduce((sum, delta, i) => (at[i] = sum + delta), 0);
const end = at[at.length - 1] ?? 0;
const from = end - (args.ints.seconds + 1) * 1e6;
const until = end - 1e6;
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  const time = at[i] ?? 0;
  if (time >= from && time < until)
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** The package a frame belongs to: node_modules/<pkg>, node internals, our bundle, or V8. */
function packageOf(frameUrl: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frameUrl);
  if (match?.[1]) return match[1];
  if (frameUrl.startsWith('node:')) return 'node (internals)';
  if (frameUrl.includes('main.js')) return 'api (bundle)';
  return frameUrl === '' ? '(v8: gc, idle, native)' : frameUrl;
}
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const [id, micros] of self) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url: frameUrl, lineNumber } = node.callFrame;
  const pkg = packageOf(frameUrl);
  const key = `${functionName || '(anónima)'} — ${pkg}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
}
const pct = (micros: number) => `${((100 * micros) / total).toFixed(1)} %`;
const top = (map: Map<string, number>, n: number) =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`\nCPU propia por paquete (${(total / 1e6).toFixed(1)} s de muestras):`);
for (const [name, micros] of top(byPackage, 15))
  console.log(`  ${pct(micros).padStart(7)}  ${name}`);
console.log('\nFunciones con más tiempo propio:');
for (const [name, micros] of top(byFunction, 25))
  console.log(`  ${pct(micros).padStart(7)}  ${name}`);
console.log(`\nPerfil: ${join(outDir, file)}`);
