/**
 * `node --import tsx bench/lighthouse.ts [--runs 2] [--port 3115] [--no-build] [--only TEXT]`:
 * Lighthouse's
 * mobile preset (simulated slow 4G, 4× CPU slowdown) on the pages a phone opens first: the
 * centres' sign-in, answer and results screens and the back-office's sign-in.
 *
 * 1. Builds both apps and the API into private folders (`dist-lighthouse`), as
 *    scripts/e2e-private.sh does, unless `--no-build`.
 * 2. Starts that build the way the browser tests do (scripts/e2e-server.mjs: a fresh embedded
 *    database with the demo seed, the demo centre user's published password) on `--port`.
 * 3. Runs Lighthouse from npm in Debian's Chromium (/usr/bin/chromium, through chrome-launcher:
 *    nothing downloads a browser), `--runs` times per page, performance, accessibility and best
 *    practices. The signed-in screens need a session: the script signs the demo coordinator in
 *    through the API and stores the session where the app keeps it (`centro.session`) before
 *    Lighthouse loads the page, with the HTTP cache emptied so every run is a cold load.
 *
 * The performance score depends on the machine: Lighthouse's simulation scales the CPU time it
 * observes, so a busy machine (other processes on the two cores) lowers it. Each run is printed
 * with Lighthouse's `benchmarkIndex` (its measure of the machine's speed during the run: lower
 * is busier) and the main thread's long tasks. `--only TEXT` measures the pages whose path
 * contains TEXT (`--only entrar`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CENTRE_SESSION_STORAGE_KEY } from '@eval/contracts/centre-app-constants';
import { intFlag, log, parseArgs } from './lib/cli';
import { ROOT } from './lib/server';

const args = parseArgs(process.argv.slice(2), ['runs', 'port', 'only']);
const runs = intFlag(args, 'runs', 2);
const port = intFlag(args, 'port', 3115);
const base = `http://127.0.0.1:${port}`;
const NAME = 'lighthouse';
const dist = (app: string) => resolve(ROOT, `apps/${app}/dist-${NAME}`);
const API_BUNDLE = resolve(ROOT, `apps/api/dist-${NAME}/main.js`);
const CENTRE_USER = {
  email: 'coordinacion.demo@autoevaluacion.example',
  password: 'Demo-Centro-2026',
};

function build(): void {
  const vite = (app: string): [string, string[]] => [
    'npx',
    [
      'vite',
      'build',
      `apps/${app}`,
      '--outDir',
      `dist-${NAME}`,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
  ];
  // As `npm run build` does: the .br/.gz twins the server sends instead of compressing.
  const twins = (app: string): [string, string[]] => [
    'node',
    ['scripts/precompress.mjs', `apps/${app}/dist-${NAME}`],
  ];
  const steps: [string, string[]][] = [
    vite('web'),
    twins('web'),
    vite('centre'),
    twins('centre'),
    ['node', ['apps/api/build.mjs']],
  ];
  for (const [command, argv] of steps) {
    const result = spawnSync(command, argv, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, API_OUTFILE: `./dist-${NAME}/main.js` },
    });
    if (result.status !== 0) throw new Error(`${command} ${argv.join(' ')} failed`);
  }
}

const healthy = () =>
  new Promise<boolean>((done) =>
    get(`${base}/health`, (response) => {
      response.resume();
      done(response.statusCode === 200);
    }).on('error', () => done(false)),
  );

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [resolve(ROOT, 'scripts/e2e-server.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      E2E_PORT: String(port),
      E2E_API_BUNDLE: API_BUNDLE,
      E2E_WEB_DIST: dist('web'),
      E2E_CENTRE_DIST: dist('centre'),
    },
  });
  for (let waited = 0; !(await healthy()); waited += 500) {
    if (server.exitCode !== null) throw new Error('the server ended before it was ready');
    if (waited > 300_000) throw new Error('the server was not ready in 5 minutes');
    await sleep(500);
  }
  return server;
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The demo coordinator's session and the screens it can open: answering, and its results. */
async function centreSession(): Promise<{ session: unknown; pages: [string, string][] }> {
  const session = await api<{ token: string }>('/v15/centro/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CENTRE_USER),
  });
  const evaluations = await api<{ evaluationId: number; status: string }[]>(
    '/v15/centro/evaluaciones',
    { headers: { authorization: `Bearer ${session.token}` } },
  );
  const finished = evaluations.find((e) => e.status === 'FINISHED');
  const pages: [string, string][] = [['answer screen', '/centro/cuestionario?clave=1']];
  if (finished) pages.push(['results', `/centro/resultados?evaluacion=${finished.evaluationId}`]);
  else log('the demo coordinator has no finished evaluation: no results page to measure');
  return { session, pages };
}

interface BootupItem {
  url: string;
  scripting: number;
}

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

interface Scores {
  /** The scripts that ran longest (bootup-time), with their scripting time. */
  scripts: string[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbt: number;
  lcp: number;
  /** First contentful paint and speed index (ms), and the layout shift: the other metrics. */
  fcp: number;
  si: number;
  cls: number;
  failed: string[];
  /** Lighthouse's measure of this machine's speed during the run (lower: busier or slower). */
  benchmarkIndex: number;
  /** The main thread's tasks over 50 ms (as simulated: start and length, ms, and the script). */
  longTasks: string[];
}

async function measure(path: string, session: unknown): Promise<Scores> {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (session) {
      // The session where the app keeps it, then an empty HTTP cache: a signed-in cold load.
      await page.goto(`${base}/health`);
      await page.evaluate(
        (key, value) => localStorage.setItem(key, value),
        CENTRE_SESSION_STORAGE_KEY,
        JSON.stringify(session),
      );
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
    }
    const result = await lighthouse(
      `${base}${path}`,
      {
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Lighthouse would clear the origin's storage, the session with it.
        disableStorageReset: Boolean(session),
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits } = result.lhr;
    // A run Lighthouse could not finish (no paint in time, say) has no scores: say why.
    if (result.lhr.runtimeError) log(`${path}: ${JSON.stringify(result.lhr.runtimeError)}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    // The failed pass/fail audits, with what the browser's issues panel reported (the CSP's).
    const failed = Object.values(audits)
      .filter((a) => a.scoreDisplayMode === 'binary' && a.score !== null && a.score < 1)
      .map((a) =>
        a.id === 'inspector-issues' ? `${a.id} ${JSON.stringify(a.details).slice(0, 600)}` : a.id,
      );
    // Where the main thread's time went, per script: what to cut when TBT is high.
    const bootup = (audits['bootup-time']?.details as { items?: BootupItem[] } | undefined)?.items;
    const scripts = (bootup ?? [])
      .slice(0, 4)
      .map((item) => `${item.url.replace(base, '')} ${Math.round(item.scripting)} ms`);
    const long = (audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items;
    const longTasks = (long ?? []).map(
      (task) =>
        `${Math.round(task.startTime)}+${Math.round(task.duration)} ${task.url.replace(base, '')}`,
    );
    return {
      scripts,
      longTasks,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      fcp: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      si: Math.round(audits['speed-index']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      failed,
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}

if (!args.switches.has('no-build')) build();
const server = await startServer();
try {
  const centre = await centreSession();
  const pages: [string, string, unknown][] = [
    ["centres' sign-in", '/centro/entrar', null],
    ...centre.pages.map(([name, path]): [string, string, unknown] => [name, path, centre.session]),
    ['back-office sign-in', '/auth/login', null],
  ];
  const only = args.values.get('only');
  for (const [name, path, session] of pages) {
    if (only !== undefined && !path.includes(only)) continue;
    for (let run = 1; run <= runs; run += 1) {
      const s = await measure(path, session);
      log(
        `${name} (${path}) run ${run}: performance ${s.performance}, accessibility ${s.accessibility}, ` +
          `best practices ${s.bestPractices}; TBT ${s.tbt} ms, LCP ${s.lcp} ms, FCP ${s.fcp} ms, ` +
          `SI ${s.si} ms, CLS ${s.cls}; ` +
          `benchmarkIndex ${s.benchmarkIndex}` +
          (s.failed.length ? `; failed: ${s.failed.join(', ')}` : '') +
          `; scripting: ${s.scripts.join(', ')}; long tasks: ${s.longTasks.join(', ')}`,
      );
    }
  }
} finally {
  server.kill('SIGTERM');
}
