/**
 * `node --import tsx bench/plan.ts [--seconds 6] [--warmup-seconds 2] [--connections 20]
 * [--writers 200] [--pace-ms 1000] [--paced-readers 100] [--actions 8] [--uploads 3] [--no-build]` (or
 * `npm run bench:plan -- …`): the improvement plan on the national dataset (BENCH_DATABASE_URL,
 * default bench_national; `npm run bench:generate` first).
 *
 * 1. Every centre gets a plan of `--actions` actions in the active period (once: a dataset that
 *    has plans keeps them), in every state, some overdue, each with the centre's coordinator
 *    as its responsable.
 * 2. While `--writers` coordinators each save an answer every `--pace-ms` (200 answers/s), at
 *    `--connections` clients: the plan page's calls (`GET /v15/centro/plan` and its
 *    suggestions), each client a coordinator of another centre, and Seguimiento centros with
 *    its "Plan de mejora" column (a page, and the two plan filters): p95 of each. The plan page
 *    is measured twice: flat out by the `--connections` clients (each request sent when the
 *    previous one is answered: its p95 is clients ÷ throughput, what the server sustains), and
 *    paced, `--paced-readers` coordinators each opening it once a second (what a person waits
 *    for while others read and write), as the saves' target is set (docs/performance.md).
 * 3. `--uploads` evidences of 10 MB uploaded one after the other, each then read back: the
 *    server's resident memory before, and its peak growth during the upload (which must stay
 *    under 32 MB, as the evidence is streamed, never held whole) and during the download, apart.
 *
 * The load runs in this process on the same machine as the server and PostgreSQL.
 */
import pg from 'pg';
import { existsSync } from 'node:fs';
import { benchDatabaseUrl, log, parseWithInts } from './lib/cli';
import { urlOf } from './lib/calls';
import { loginToken } from './lib/call-runner';
import { answerDataset, loadLoop, signInAll, type Person } from './lib/centre-load';
import { loadPaths, type Figures } from './lib/measure';
import { API_BUNDLE, buildApi, memoryOf, startServer } from './lib/server';

const args = parseWithInts(process.argv.slice(2), {
  seconds: 6,
  'warmup-seconds': 2,
  connections: 20,
  writers: 200,
  'pace-ms': 1000,
  'paced-readers': 100,
  actions: 8,
  uploads: 3,
});
const { seconds, connections, writers, actions, uploads } = args.ints;
const warmup = args.ints['warmup-seconds'];
const paceMs = args.ints['pace-ms'];
const pacedReaders = args.ints['paced-readers'];
const url = benchDatabaseUrl();
const EVIDENCE_BYTES = 10 * 1024 * 1024;

/**
 * `actions` actions per centre in the active period, written in one statement with the
 * triggers off (the server starts after, with empty caches). States cycle through the three,
 * a third of the unfinished ones are overdue; the keys are the questionnaire's in turn.
 */
async function ensurePlans(client: pg.Client): Promise<number> {
  const existing = await client.query<{ n: string }>(
    `select count(*) n from plan_actions where periodos_id = (select id from periodos where activo)`,
  );
  if (Number(existing.rows[0]?.n) > 0) return Number(existing.rows[0]?.n);
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  const inserted = await client.query(
    `with active as (select id from periodos where activo),
          keys as (select id, row_number() over (order by orden, id) - 1 k,
                          count(*) over () n from claves),
          coordinator as (select distinct on (centros_id) centros_id, id from users
                          where perfil = 1 and centros_id is not null order by centros_id, id)
     insert into plan_actions (centros_id, periodos_id, claves_id, texto, responsable_id,
                               fecha_limite, estado, created_by)
     select c.id, a.id, k.id, 'Acción de mejora ' || g || ' del centro ' || c.id, co.id,
            current_date + ((g * 37 + c.id) % 120 - 40),
            (array['pendiente', 'en_curso', 'hecha'])[1 + (g + c.id) % 3], co.id
     from centros c cross join active a cross join generate_series(1, $1::int) g
     join keys k on k.k = (g + c.id) % k.n
     left join coordinator co on co.centros_id = c.id`,
    [actions],
  );
  await client.query('commit');
  await client.query('analyze plan_actions');
  return inserted.rowCount ?? 0;
}

/**
 * The server's resident memory while `work` runs: before, and its peak growth (samples every
 * 5 ms, and VmHWM, the peak since the process started, when `work` raised it).
 */
async function memoryDuring(pid: number, work: () => Promise<void>) {
  const before = memoryOf(pid);
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const after = memoryOf(pid);
  if (after.hwm > before.hwm) peak = Math.max(peak, after.hwm);
  return { before: before.rss, growth: peak - before.rss };
}

/**
 * One 10 MB evidence of `action`, posted as the body, then read back: the server's memory
 * during each, apart (the target is the upload's).
 */
async function uploadEvidence(base: string, pid: number, token: string, action: number) {
  const body = Buffer.alloc(EVIDENCE_BYTES);
  body.write('%PDF-1.7\n');
  for (let i = 16; i < body.length; i += 4096) body[i] = i % 251;
  let status = 0;
  let id: number | undefined;
  const upload = await memoryDuring(pid, async () => {
    const response = await fetch(
      `${base}/v15/centro/plan/acciones/${action}/evidencias?nombre=evidencia.pdf`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
        body,
      },
    );
    status = response.status;
    id = ((await response.json()) as { data?: { id?: number } }).data?.id;
  });
  let readBack = 0;
  const download = await memoryDuring(pid, async () => {
    if (id === undefined) return;
    const file = await fetch(`${base}/v15/centro/plan/evidencias/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    readBack = (await file.arrayBuffer()).byteLength;
  });
  return {
    status,
    before: upload.before,
    upload: upload.growth,
    download: download.growth,
    readBack,
  };
}

if (!args.switches.has('no-build') || !existsSync(API_BUNDLE)) buildApi();
const data = await answerDataset(url, writers, Math.max(connections, pacedReaders));
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  log(`${await ensurePlans(client)} acciones en el periodo activo`);
} finally {
  await client.end();
}
const server = await startServer({ database: { url } });
try {
  const adminToken = await loginToken(server.url);
  const writerTokens = await signInAll(server.url, data.answering);
  const readers: Person[] = data.finished.slice(0, connections);
  const readerTokens = await signInAll(server.url, readers);
  const pacedTokens = await signInAll(server.url, data.finished.slice(0, pacedReaders));
  let n = 0;
  const save = (worker: number) => {
    n += 1;
    const person = data.answering[worker];
    const question = data.questions[(n * 7919 + worker) % data.questions.length];
    return fetch(`${server.url}/v15/centros/${person?.centreId}/respuestas/${question?.id}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${writerTokens[worker] ?? ''}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ respuestasIds: [question?.option] }),
    });
  };
  const asReader = (path: string) => (worker: number) =>
    fetch(server.url + path, {
      headers: { accept: 'application/json', authorization: `Bearer ${readerTokens[worker]}` },
    });
  const adminHeaders = { accept: 'application/json', authorization: `Bearer ${adminToken}` };
  const page10 = { size: 10, page: 0 };
  const seguimiento = (filter: object) => () =>
    urlOf('/v15/centros/quizes', { filter, setup: page10 });
  const centreCalls: [string, (worker: number) => Promise<Response>][] = [
    ['plan del centro (GET /v15/centro/plan)', asReader('/v15/centro/plan')],
    ['sugerencias del plan', asReader('/v15/centro/plan/sugerencias')],
  ];
  const adminCalls: [string, () => string][] = [
    ['Seguimiento: periodo activo, columna del plan', seguimiento({})],
    ['Seguimiento: sin plan', seguimiento({ plan: 'sin-plan' })],
    ['Seguimiento: con acciones vencidas', seguimiento({ plan: 'vencidas' })],
  ];
  const table = [
    `| llamada (${connections} clientes, ${writers} respuestas/s pedidas) | p50 ms | p95 ms | req/s | errores |`,
    '|---|---|---|---|---|',
  ];
  const row = (name: string, f: Figures) =>
    table.push(`| ${name} | ${f.p50} | ${f.p95} | ${f.rps} | ${f.errors} |`);
  // Each coordinator's first answer creates their evaluation: done before anything is measured.
  await loadLoop(writerTokens.length, Math.max(warmup, 2), save, paceMs);
  const pacedPlan = (worker: number) =>
    fetch(`${server.url}/v15/centro/plan`, {
      headers: { accept: 'application/json', authorization: `Bearer ${pacedTokens[worker]}` },
    });
  const measured: [string, () => Promise<Figures>][] = [
    ...centreCalls.map(([name, call]): [string, () => Promise<Figures>] => [
      name,
      () => loadLoop(readerTokens.length, seconds, call),
    ]),
    [
      `plan del centro a ritmo (${pacedTokens.length} coordinaciones, 1 por segundo cada una)`,
      () => loadLoop(pacedTokens.length, seconds, pacedPlan, 1000),
    ],
    ...adminCalls.map(([name, path]): [string, () => Promise<Figures>] => [
      name,
      () => loadPaths(server.url, path, adminHeaders, seconds, connections),
    ]),
  ];
  for (const [name, measure] of measured) {
    const writing = loadLoop(writerTokens.length, seconds + 2 * warmup, save, paceMs);
    await new Promise((r) => setTimeout(r, warmup * 1000));
    const figures = await measure();
    const saves = await writing;
    row(name, figures);
    log(
      `${name}: p95 ${figures.p95} ms, ${figures.rps} req/s, ${figures.errors} errores` +
        ` (escrituras: ${saves.rps} respuestas/s, p95 ${saves.p95} ms, ${saves.errors} errores)`,
    );
  }

  const owner = readers[0];
  const ownerToken = readerTokens[0];
  if (!owner || !ownerToken) throw new Error('No hay coordinaciones con evaluación finalizada');
  const plan = (await (
    await fetch(`${server.url}/v15/centro/plan`, {
      headers: { authorization: `Bearer ${ownerToken}` },
    })
  ).json()) as { data?: { acciones?: { id: number }[] } };
  const action = plan.data?.acciones?.[0]?.id;
  if (!action) throw new Error(`El plan del centro ${owner.centreId} no tiene acciones`);
  const memory = [
    '| evidencia de 10 MB | estado | RSS antes MiB | crecimiento al subirla MiB | al leerla MiB | leídos |',
  ];
  memory.push('|---|---|---|---|---|---|');
  for (let i = 1; i <= uploads; i += 1) {
    const up = await uploadEvidence(server.url, server.pid, ownerToken, action);
    memory.push(
      `| ${i} | ${up.status} | ${up.before.toFixed(1)} | ${up.upload.toFixed(1)} | ${up.download.toFixed(1)} | ${up.readBack} |`,
    );
    log(
      `evidencia ${i}: HTTP ${up.status}, RSS ${up.before.toFixed(1)} MiB, +${up.upload.toFixed(1)} MiB al subirla, +${up.download.toFixed(1)} MiB al leerla, ${up.readBack} bytes leídos`,
    );
  }
  console.log(`\n${table.join('\n')}\n\n${memory.join('\n')}\n`);
} finally {
  await server.stop();
}
