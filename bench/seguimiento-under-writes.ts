/**
 * `node --import tsx bench/seguimiento-under-writes.ts --a DIR --a-db URL --b DIR --b-db URL`:
 * Seguimiento centros (active period, one community, a previous period), the dashboard and two
 * lists at `--connections` clients while `--writers` coordinators each save an answer every
 * `--pace-ms` (200 answers/s by default), for two builds of the API on two copies of the national
 * dataset (the versions of the evaluation rows per period and community change what an
 * answer makes stale, and each build needs its own migrations). Rounds alternate A, B, B, A…, so
 * a drift of the shared machine's load weighs on both alike; the figures are medians of rounds.
 * Beside each p95, the share of the call's requests answered from stored bytes (the server's
 * `eval_response_cache_requests_total`): what the versions decide, whatever the machine's load.
 *
 *   --a DIR, --b DIR         built API bundles (the folder of a main.js)
 *   --a-db URL, --b-db URL   their databases (copies of bench_national)
 *   --rounds N (3)  --seconds N per call (6)  --warmup-seconds N (1)  --connections N (20)
 */
import { resolve } from 'node:path';
import { log, parseWithInts } from './lib/cli';
import { readDatasetIds, urlOf } from './lib/calls';
import { loginToken } from './lib/call-runner';
import { answerDataset, loadLoop, signInAll, type Person, type Question } from './lib/centre-load';
import { loadHttp, type Figures } from './lib/measure';
import { startServer, type RunningServer } from './lib/server';
import { median } from './lib/scale-settings';

const args = parseWithInts(
  process.argv.slice(2),
  {
    rounds: 3,
    seconds: 6,
    'warmup-seconds': 1,
    connections: 20,
    writers: 200,
    'pace-ms': 1000,
  },
  ['a', 'b', 'a-db', 'b-db'],
);
const { rounds, seconds, connections, writers } = args.ints;
const warmup = args.ints['warmup-seconds'];
const paceMs = args.ints['pace-ms'];
const required = (flag: string): string => {
  const value = args.values.get(flag);
  if (!value) throw new Error(`--${flag} es obligatorio`);
  return value;
};

const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';

/** The server's stored-bytes answers so far: hits (304 included) and misses. */
async function bytesCacheCounts(base: string): Promise<{ hits: number; misses: number }> {
  const response = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const count = (result: string) =>
    Number(
      new RegExp(`eval_response_cache_requests_total\\{result="${result}"\\} (\\d+)`).exec(
        text,
      )?.[1] ?? 0,
    );
  return { hits: count('hit') + count('not_modified'), misses: count('miss') };
}

interface Variant {
  label: string;
  server: RunningServer;
  token: string;
  writerTokens: string[];
  answering: Person[];
  questions: Question[];
}

async function startVariant(label: string, bundleDir: string, url: string): Promise<Variant> {
  const data = await answerDataset(url, writers, 1);
  const server = await startServer({
    database: { url },
    bundle: resolve(bundleDir, 'main.js'),
    env: { METRICS_TOKEN },
  });
  return {
    label,
    server,
    token: await loginToken(server.url),
    writerTokens: await signInAll(server.url, data.answering),
    answering: data.answering,
    questions: data.questions,
  };
}

/** The answers of one variant's writers, each to a question of its own centre. */
function saver(variant: Variant): (worker: number) => Promise<Response> {
  let n = 0;
  return (worker) => {
    n += 1;
    const person = variant.answering[worker];
    const question = variant.questions[(n * 7919 + worker) % variant.questions.length];
    return fetch(
      `${variant.server.url}/v15/centros/${person?.centreId}/respuestas/${question?.id}`,
      {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${variant.writerTokens[worker] ?? ''}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ respuestasIds: [question?.option] }),
      },
    );
  };
}

const variants: Variant[] = [];
try {
  variants.push(await startVariant('A', required('a'), required('a-db')));
  variants.push(await startVariant('B', required('b'), required('b-db')));
  const ids = await readDatasetIds(required('b-db'));
  const page10 = { size: 10, page: 0 };
  const seguimiento = (filter: object) => () =>
    urlOf('/v15/centros/quizes', { filter, setup: page10 });
  const calls: [string, () => string][] = [
    ['Seguimiento: periodo activo', seguimiento({})],
    [
      `Seguimiento: periodo activo, comunidad ${ids.comunidad}`,
      seguimiento({ comunidades: [ids.comunidad] }),
    ],
    ['Seguimiento: periodo anterior', seguimiento({ periodId: ids.olderPeriod })],
    [
      `Seguimiento: periodo anterior, comunidad ${ids.comunidad}`,
      seguimiento({ periodId: ids.olderPeriod, comunidades: [ids.comunidad] }),
    ],
    ['centros: página 1', () => urlOf('/v2/centros', { setup: page10 })],
    ['usuarios: página 1', () => urlOf('/v1/users', { setup: page10 })],
    ['dashboard: centros', () => '/v2/centers/dashboard'],
    ['dashboard: evaluaciones por periodo', () => '/v2/centros/evaluation-period'],
    ['dashboard: resultados por clave', () => '/v3/results-keys-report'],
  ];
  const p95s = new Map<string, number[]>();
  /** Per cent of a call's requests answered from stored bytes, per round (lists kept as bytes). */
  const hitShares = new Map<string, number[]>();
  const saves = new Map<string, Figures[]>();
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) {
      const headers = { accept: 'application/json', authorization: `Bearer ${variant.token}` };
      const writing = loadLoop(
        variant.writerTokens.length,
        warmup + calls.length * (warmup + seconds),
        saver(variant),
        paceMs,
      );
      await new Promise((r) => setTimeout(r, warmup * 1000));
      for (const [name, path] of calls) {
        const load = (s: number) =>
          loadHttp({
            url: variant.server.url + path(),
            method: 'GET',
            headers,
            connections,
            seconds: s,
          });
        await load(warmup);
        const before = await bytesCacheCounts(variant.server.url);
        const figures = await load(seconds);
        const after = await bytesCacheCounts(variant.server.url);
        const hits = after.hits - before.hits;
        const served = hits + after.misses - before.misses;
        const key = `${variant.label}\u0000${name}`;
        p95s.set(key, [...(p95s.get(key) ?? []), figures.p95]);
        if (served > 0) hitShares.set(key, [...(hitShares.get(key) ?? []), (100 * hits) / served]);
        log(
          `ronda ${round + 1} ${variant.label} ${name}: p95 ${figures.p95} ms, ${figures.rps} req/s${served ? `, ${((100 * hits) / served).toFixed(1)} % de aciertos` : ''}${figures.errors ? `, ${figures.errors} errores` : ''}`,
        );
      }
      const written = await writing;
      saves.set(variant.label, [...(saves.get(variant.label) ?? []), written]);
      log(
        `ronda ${round + 1} ${variant.label}: ${written.rps} respuestas/s, p95 ${written.p95} ms, ${written.errors} errores`,
      );
    }
  }
  const lines = [
    `| llamada (${connections} clientes, ${writers} respuestas/s pedidas) | A p95 ms | B p95 ms | A aciertos % | B aciertos % |`,
    '|---|---|---|---|---|',
    ...calls.map(([name]) => {
      const of = (figures: Map<string, number[]>, v: Variant) => {
        const list = figures.get(`${v.label}\u0000${name}`) ?? [];
        return list.length ? median(list).toFixed(1) : '—';
      };
      return `| ${name} | ${variants.map((v) => of(p95s, v)).join(' | ')} | ${variants.map((v) => of(hitShares, v)).join(' | ')} |`;
    }),
    `| respuestas/s conseguidas (p95 ms) | ${variants
      .map((v) => {
        const list = saves.get(v.label) ?? [];
        return `${median(list.map((f) => f.rps))} (${median(list.map((f) => f.p95))})`;
      })
      .join(' | ')} |`,
  ];
  console.log(`\nMedianas de ${rounds} rondas de ${seconds} s:\n\n${lines.join('\n')}\n`);
} finally {
  for (const variant of variants) await variant.server.stop();
}
