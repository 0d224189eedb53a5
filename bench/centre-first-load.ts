/**
 * `node --import tsx bench/centre-first-load.ts [--runs 5] [--no-build]`: the centre app's first
 * load on the benchmark dataset (BENCH_DATABASE_URL, default bench_national).
 *
 * 1. Builds apps/centre into apps/centre/dist-bench (so it never races anyone's dist/) and sums
 *    the JavaScript a page loads before it can render (its entry script and the chunks its HTML
 *    modulepreloads, gzip -9): the sign-in's (entrar.html, a page of its own) and the app's
 *    (index.html); and what the answer screen adds to the app's (its lazy chunk and what that
 *    imports), from Vite's manifest.
 * 2. Starts the built API serving that build, signs a coordinator of a centre with an evaluation
 *    in progress in through `POST /v15/centro/auth/login`, and in headless Chromium (cold: a new
 *    context, empty cache, the session stored as the app stores it) times from navigation to
 *    `/centro/cuestionario?clave=1` until the first question's options can be clicked; and to
 *    the sign-in page's e-mail field. `--runs` cold loads each; the median and the worst.
 *
 * Loopback, no throttling: the times are the machine's (parsing, rendering, the API), not a
 * phone network's.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium, type Browser } from 'playwright-core';
import playwrightConfig from '../playwright.config';
import { benchDatabaseUrl, BENCH_USER_PASSWORD, intFlag, log, parseArgs } from './lib/cli';
import { buildApi, ROOT, startServer } from './lib/server';
import { datasetExists } from './generate';

const args = parseArgs(process.argv.slice(2), ['runs']);
const runs = intFlag(args, 'runs', 5);
const DIST = resolve(ROOT, 'apps/centre/dist-bench');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzip9 = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** A page's first load: its HTML's module script and modulepreloads, gzip -9 each. */
function firstLoad(page: string): { files: { file: string; gzip: number }[]; total: number } {
  const html = readFileSync(join(DIST, page), 'utf8');
  const srcs = [
    ...html.matchAll(/<script type="module"[^>]*src="\/centro\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/centro\/([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  const files = srcs.map((file) => ({ file, gzip: gzip9(file) }));
  return { files, total: files.reduce((a, f) => a + f.gzip, 0) };
}

/** What opening the answer screen adds to the first load: its chunk and its static imports. */
function answerScreenExtra(loaded: ReadonlySet<string>): number {
  const manifest = JSON.parse(
    readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit('src/features/quiz/answer-page.tsx');
  let total = 0;
  for (const key of seen) {
    const file = manifest[key]?.file ?? '';
    if (file.endsWith('.js') && !loaded.has(file)) total += gzip9(file);
  }
  return total;
}

async function coordinator(): Promise<string> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      `select u.email from users u
       join evaluations e on e.centros_id = u.centros_id and e.status = 'IN_PROGRESS'
       join periodos p on p.id = e.periodos_id and p.activo
       where u.perfil = 1 and u.activo = 1 and u.password_hash is not null
       order by u.id limit 1`,
    );
    const email = rows[0]?.email;
    if (!email) throw new Error('Ningún coordinador con una evaluación en curso');
    return email;
  } finally {
    await client.end();
  }
}

/** Cold loads of `path` until `selector` is visible and enabled: ms each. */
async function coldLoads(
  browser: Browser,
  url: string,
  session: unknown,
  selector: string,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext({
      locale: 'es-ES',
      viewport: { width: 390, height: 844 },
    });
    if (session)
      await context.addInitScript((user) => {
        window.localStorage.setItem('centro.session', JSON.stringify(user));
      }, session);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    const target = page.locator(selector).first();
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(
      (el) => el instanceof HTMLInputElement && !el.disabled,
      await target.elementHandle(),
    );
    times.push(Math.round(performance.now() - started));
    await context.close();
  }
  return times;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

if (!(await datasetExists()))
  throw new Error('Falta la base del benchmark: npm run bench:generate');
if (!args.switches.has('no-build')) {
  buildApi();
  const built = spawnSync(
    'npx',
    [
      'vite',
      'build',
      'apps/centre',
      '--outDir',
      'dist-bench',
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('No se pudo construir la app de centros');
}

const signInLoad = firstLoad('entrar.html');
log(
  `Página de entrada (gzip -9): ${kB(signInLoad.total)} kB en ${signInLoad.files.length} ficheros`,
);
const load = firstLoad('index.html');
const extra = answerScreenExtra(new Set(load.files.map((f) => f.file)));
log(
  `Primera carga de la aplicación (gzip -9): ${kB(load.total)} kB en ${load.files.length} ficheros: ${load.files
    .map((f) => `${f.file} ${kB(f.gzip)} kB`)
    .join(', ')}; la pantalla de respuesta añade ${kB(extra)} kB`,
);

const email = await coordinator();
const server = await startServer({
  database: { url: benchDatabaseUrl() },
  env: { CENTRE_DIST_DIR: DIST },
});
const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
try {
  const login = await fetch(`${server.url}/v15/centro/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.26.0.1' },
    body: JSON.stringify({ email, password: BENCH_USER_PASSWORD }),
  });
  const { data: session } = (await login.json()) as { data: unknown };
  if (login.status !== 200) throw new Error(`Inicio de sesión: ${login.status}`);
  const signIn = await coldLoads(
    browser,
    `${server.url}/centro/entrar`,
    null,
    'input[type="email"], input[name="email"]',
  );
  const answer = await coldLoads(
    browser,
    `${server.url}/centro/cuestionario?clave=1`,
    session,
    'main fieldset input',
  );
  log(
    `Página de entrada utilizable: mediana ${median(signIn)} ms, peor ${Math.max(...signIn)} ms (${signIn.join(', ')})`,
  );
  log(
    `Pantalla de respuesta utilizable: mediana ${median(answer)} ms, peor ${Math.max(...answer)} ms (${answer.join(', ')})`,
  );
  console.log(
    JSON.stringify({
      signInFirstLoadGzip: signInLoad.total,
      firstLoadGzip: load.total,
      files: load.files,
      answerScreenExtraGzip: extra,
      signInMs: signIn,
      answerScreenMs: answer,
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
