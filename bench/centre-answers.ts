/**
 * `node --import tsx bench/centre-answers.ts [--clients 200] [--seconds 15] [--pace-ms 1000] [--warmup-seconds 5]
 * [--scale 30000] [--no-build] [--bundle other/main.js]` (or `npm run bench:centre -- …`): the centre app's hot calls
 * on PostgreSQL with the benchmark dataset (BENCH_DATABASE_URL, default
 * bench_national; generated at `--scale` centres when missing).
 *
 * 1. Answer saves: `--clients` concurrent clients, each a coordinator of its own centre (centres
 *    whose evaluation of the active period is not finished), saving answers
 *    (`PUT /v15/centros/:id/respuestas/:q`, a valid option of a random question):
 *    a. paced: each client one answer every `--pace-ms` (1 s: 200 answers/s offered by 200
 *       clients, far faster than people read and answer a question): p50/p95/p99 at that load;
 *    b. flat out: each client its next answer as soon as the previous is answered, for the
 *       sustained answers per second the server reaches (the latency there is clients ÷ rate).
 * 2. The results screen's calls (`/v15/centro/inicio`, `/evaluaciones`, `…/resultados`) for
 *    coordinators of centres with a finished evaluation, at `--result-clients` (default 20), and
 *    the PDF report at 4: p95 of each.
 *
 * The load runs in this process on the same machine as the server and PostgreSQL: on a small
 * machine the figures include the client's own share of the CPU.
 */
import { benchDatabaseUrl, intFlag, log, parseArgs } from './lib/cli';
import { answerDataset, loadLoop, signInAll } from './lib/centre-load';
import type { Figures } from './lib/measure';
import { API_BUNDLE, buildApi, startServer } from './lib/server';
import { datasetExists, generate } from './generate';
import { existsSync } from 'node:fs';

const args = parseArgs(process.argv.slice(2), [
  'clients',
  'seconds',
  'scale',
  'result-clients',
  'pace-ms',
  'warmup-seconds',
  'bundle',
]);
const clients = intFlag(args, 'clients', 200);
const seconds = intFlag(args, 'seconds', 15);
const resultClients = intFlag(args, 'result-clients', 20);
const paceMs = intFlag(args, 'pace-ms', 1000);
// Unmeasured paced saves first: a fresh server's first save per evaluation computes every key,
// and the JIT and the per-connection prepared statements are cold (figures are taken after a
// warm-up).
const warmupSeconds = intFlag(args, 'warmup-seconds', 5);
const url = benchDatabaseUrl();

if (!(await datasetExists())) {
  const centres = intFlag(args, 'scale', 30_000);
  log(`No existe la base de datos del benchmark: se genera con ${centres} centros`);
  await generate({ centres, force: false });
}
// `--bundle`: another build of the API (e.g. an earlier commit's) to compare under the same load.
const bundle = args.values.get('bundle');
if (!bundle && (!args.switches.has('no-build') || !existsSync(API_BUNDLE))) buildApi();

const show = (name: string, f: Figures) =>
  log(
    `${name}: p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, ${f.rps}/s, ${f.requests} correctas, ${f.errors} errores${f.firstError ? ` (${f.firstError})` : ''}`,
  );

const data = await answerDataset(url, clients, resultClients);
log(
  `Conjunto: ${data.answering.length} centros respondiendo, ${data.finished.length} con resultados, ${data.questions.length} preguntas`,
);
const server = await startServer({ database: { url }, ...(bundle ? { bundle } : {}) });
try {
  const base = server.url;
  const answerTokens = await signInAll(base, data.answering);
  const resultTokens = await signInAll(base, data.finished.slice(0, resultClients));
  const auth = (token: string | undefined) => ({ authorization: `Bearer ${token ?? ''}` });

  let n = 0;
  const save = (worker: number) => {
    n += 1;
    const person = data.answering[worker];
    const question = data.questions[(n * 7919 + worker) % data.questions.length];
    return fetch(`${base}/v15/centros/${person?.centreId}/respuestas/${question?.id}`, {
      method: 'PUT',
      headers: { ...auth(answerTokens[worker]), 'content-type': 'application/json' },
      body: JSON.stringify({ respuestasIds: [question?.option] }),
    });
  };
  if (warmupSeconds > 0) await loadLoop(answerTokens.length, warmupSeconds, save, paceMs);
  const paced = await loadLoop(answerTokens.length, seconds, save, paceMs);
  show(
    `Respuestas guardadas (${answerTokens.length} clientes, una cada ${paceMs} ms cada uno)`,
    paced,
  );
  const saves = await loadLoop(answerTokens.length, seconds, save);
  show(`Respuestas guardadas (${answerTokens.length} clientes sin pausa)`, saves);

  const short = Math.max(5, Math.round(seconds / 2));
  const results: Record<string, Figures> = {};
  for (const [name, path] of [
    ['inicio', () => '/v15/centro/inicio'],
    ['evaluaciones', () => '/v15/centro/evaluaciones'],
  ] as const) {
    results[name] = await loadLoop(resultTokens.length, short, (worker) =>
      fetch(`${base}${path()}`, { headers: auth(resultTokens[worker]) }),
    );
    show(`GET ${name} (${resultTokens.length} clientes)`, results[name]);
  }
  results.resultados = await loadLoop(resultTokens.length, short, (worker) =>
    fetch(`${base}/v15/centro/evaluaciones/${data.finished[worker]?.evaluationId}/resultados`, {
      headers: auth(resultTokens[worker]),
    }),
  );
  show(`GET resultados (${resultTokens.length} clientes)`, results.resultados);
  results.informe = await loadLoop(Math.min(4, resultTokens.length), short, (worker) =>
    fetch(`${base}/v15/centro/evaluaciones/${data.finished[worker]?.evaluationId}/informe`, {
      headers: auth(resultTokens[worker]),
    }),
  );
  show('GET informe PDF (4 clientes)', results.informe);
  console.log(
    JSON.stringify({ clients: answerTokens.length, seconds, paceMs, paced, saves, results }),
  );
} finally {
  await server.stop();
}
