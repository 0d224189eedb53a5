/**
 * `node --import tsx bench/consultations.ts [--seconds 10] [--clients 500] [--consultations 1000]
 * [--readers 5] [--no-build] [--skip-page]` (or `npm run bench:consultations -- …`): a national
 * consultation's peak on the national dataset (BENCH_DATABASE_URL, default bench_national;
 * `npm run bench:generate` first).
 *
 * 1. `--consultations` students' consultations are opened in the active period, one per centre
 *    (once: a dataset that has them keeps them; their responses are emptied before each run).
 * 2. `--clients` respondents, each with its own address (X-Forwarded-For, the bench being the
 *    one proxy hop), send complete responses (one answer per question: 25) to the consultations
 *    in turn: first each response sent as soon as the previous one is answered (the capacity),
 *    then paced, `--rate` responses a second offered in all (each client every clients ÷ rate
 *    seconds, at its own phase, so that they do not all press "Enviar" in the same instant):
 *    responses/s sustained, p95, errors. During the paced run `--readers` administrators each
 *    open one of the first 20 pages of Seguimiento centros or of the centres list every second
 *    (each opened once before the peak), from a process of their own: their p95 meanwhile.
 * 3. Bare SQL: the same rows inserted by `--clients` concurrent statements (one per response,
 *    the consultation and its questions checked by the same statement as ours, from a pool of
 *    the server's size): our capacity ÷ bare.
 * 4. The public page's first load: its JS and CSS gzipped, and the time until its first
 *    question can be answered in headless Chromium with the CPU slowed 4× (`--skip-page` skips).
 *
 * The load runs in this process, on the same 2-core machine as the server and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabaseUrl, log, parseWithInts } from './lib/cli';
import { loginToken } from './lib/call-runner';
import { urlOf } from './lib/calls';
import { startAdminReaders } from './lib/admin-readers';
import { loadLoop } from './lib/centre-load';
import { figuresOf, type Figures } from './lib/measure';
import { API_BUNDLE, ROOT, buildApi, startServer } from './lib/server';

const args = parseWithInts(process.argv.slice(2), {
  seconds: 10,
  clients: 500,
  consultations: 1000,
  readers: 5,
  rate: 1000,
});
const { seconds, clients, consultations, readers, rate } = args.ints;
const url = benchDatabaseUrl();
const CENTRE_DIST = resolve(ROOT, 'apps/centre/dist');

interface Target {
  codigo: string;
  grupo: string;
}

/** `n` open students' consultations of the active period, one per active centre. */
async function ensureConsultations(client: pg.Client, n: number): Promise<Target[]> {
  await client.query(
    `insert into consultations (centros_id, periodos_id, grupo, codigo, cierra)
     select c.id, p.id, 'alumnado', substr(md5('bench-consulta-' || c.id), 1, 16),
            current_date + 30
     from centros c cross join (select id from periodos where activo) p
     where c.activo = 1
     order by c.id limit $1
     on conflict do nothing`,
    [n],
  );
  await client.query(`update consultations set cerrada = false, cierra = current_date + 30
                      where codigo like '________________' and grupo = 'alumnado'`);
  await client.query('truncate consultation_responses');
  const rows = await client.query<Target>(
    `select co.codigo, co.grupo from consultations co
     join periodos p on p.id = co.periodos_id and p.activo
     where co.grupo = 'alumnado' order by co.id limit $1`,
    [n],
  );
  return rows.rows;
}

async function questionIds(client: pg.Client): Promise<number[]> {
  const rows = await client.query<{ id: number }>(
    `select id from consultation_questions where grupo = 'alumnado' and retired_at is null
     order by id`,
  );
  return rows.rows.map((row) => row.id);
}

const answersOf = (questions: readonly number[]) =>
  questions.map((pregunta, i) => ({ pregunta, valor: (i * 7) % 5 }));

/**
 * `clients` respondents (autocannon connections) for `duration` s, each sending its next
 * response as soon as the last one is answered, to the consultations in turn, from its own
 * address: the capacity. Every response's time is a sample.
 */
async function respondents(
  base: string,
  targets: readonly Target[],
  questions: readonly number[],
  duration: number,
): Promise<Figures & { created: number }> {
  const samples: number[] = [];
  let errors = 0;
  let created = 0;
  let firstError: string | undefined;
  let n = 0;
  const answers = answersOf(questions);
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: base,
        connections: clients,
        duration,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              n += 1;
              const target = targets[n % targets.length] ?? targets[0];
              return {
                ...req,
                path: `/v15/consultas/${target?.codigo ?? ''}/respuestas`,
                headers: {
                  'content-type': 'application/json',
                  'x-forwarded-for': `10.${(n % clients) >> 8}.${(n % clients) & 255}.7`,
                },
                body: JSON.stringify({ id: randomUUID(), respuestas: answers }),
              };
            },
          },
        ],
      },
      (error, finished) => (error ? fail(error) : done(finished)),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      samples.push(time);
      if (status === 201) created += 1;
      else {
        errors += 1;
        firstError ??= `HTTP ${status}`;
      }
    });
  });
  const figures = figuresOf(samples, result.duration || duration, errors + result.errors);
  return { ...figures, created, ...(firstError ? { firstError } : {}) };
}

/**
 * The same responses as bare SQL: `clients` concurrent workers on a pool of `poolSize`
 * connections, one statement per response — the statement the server runs, without the server.
 */
async function bareSql(
  targets: readonly Target[],
  questions: readonly number[],
  duration: number,
  poolSize: number,
): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const sorted = [...questions].sort((a, b) => a - b);
  const values = answersOf(sorted).map((a) => a.valor);
  const samples: number[] = [];
  let errors = 0;
  const until = performance.now() + duration * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const target = targets[Math.floor(Math.random() * targets.length)];
      if (!target) return;
      const started = performance.now();
      try {
        const result = await pool.query(
          `with c as (select id, grupo from consultations
                      where codigo = $1 and not cerrada and cierra >= current_date),
                q as (select array_agg(id order by id) as ids from consultation_questions
                      where grupo = (select grupo from c) and retired_at is null)
           insert into consultation_responses (id, consultations_id, preguntas_ids, valores, recibida)
           select $2::uuid, c.id, $3::int[], $4::smallint[], current_date
           from c, q where q.ids = $3::int[]
           on conflict (id) do nothing returning id`,
          [target.codigo, randomUUID(), sorted, values],
        );
        if (result.rowCount !== 1) errors += 1;
        samples.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, () => worker()));
  const elapsed = (performance.now() - started) / 1000;
  await pool.end();
  return figuresOf(samples, elapsed, errors);
}

/** The public page's JS and CSS (what responder.html names), each gzipped, in bytes. */
function pageWeight(): { files: { name: string; gzip: number }[]; total: number } {
  const html = readFileSync(resolve(CENTRE_DIST, 'responder.html'), 'utf8');
  const names = [...html.matchAll(/(?:src|href)="\/centro\/([^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? '',
  );
  const files = names.map((name) => ({
    name,
    gzip: gzipSync(readFileSync(resolve(CENTRE_DIST, name)), { level: 9 }).length,
  }));
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/**
 * Milliseconds from the navigation's start until the questions can be answered (the page's
 * own mark), CPU slowed 4×, each load in a new context (nothing cached).
 */
async function pageUsable(base: string, codigo: string, runs: number): Promise<number[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${base}/centro/responder/${codigo}`);
      await page.getByRole('radio').first().waitFor({ state: 'visible' });
      // The page marks when its questions are on screen; its clock starts at the navigation.
      const ready = await page.evaluate(
        () => performance.getEntriesByName('consulta-lista')[0]?.startTime ?? Number.NaN,
      );
      times.push(Math.round(ready));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

if (!args.switches.has('no-build') || !existsSync(API_BUNDLE)) buildApi();
const setup = new pg.Client({ connectionString: url });
await setup.connect();
let targets: Target[];
let questions: number[];
try {
  targets = await ensureConsultations(setup, consultations);
  questions = await questionIds(setup);
} finally {
  await setup.end();
}
log(`${targets.length} consultas abiertas; ${questions.length} preguntas por respuesta`);
const profileDir = '/tmp/consultations-profile';
const server = await startServer({
  database: { url },
  ...(args.switches.has('profile')
    ? { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] }
    : {}),
});
const table = [
  `| medida (${clients} clientes, ${targets.length} consultas) | p50 ms | p95 ms | por s | errores |`,
  '|---|---|---|---|---|',
];
const row = (name: string, f: Figures) =>
  table.push(`| ${name} | ${f.p50} | ${f.p95} | ${f.rps} | ${f.errors} |`);
/** The first pages of each list the administrators browse, each opened once before the peak. */
const ADMIN_PAGES = 20;
let turn = 0;
/** A page of Seguimiento centros or of the centres list, in turns. */
const adminPage = () => {
  turn += 1;
  return turn % 2 === 0
    ? urlOf('/v15/centros/quizes', { setup: { size: 25, page: (turn >> 1) % ADMIN_PAGES } })
    : urlOf('/v2/centros', { setup: { size: 25, page: (turn >> 1) % ADMIN_PAGES } });
};
try {
  const lines: string[] = [];
  if (!args.switches.has('page-only')) lines.push(...(await measureLoad()));
  if (!args.switches.has('skip-page')) lines.push(...(await measurePage()));
  console.log(`\n${lines.join('\n')}\n`);
} finally {
  await server.stop();
}

/** Steps 2 and 3: the respondents' capacity and paced peak, the lists meanwhile, bare SQL. */
async function measureLoad(): Promise<string[]> {
  const adminHeaders = {
    accept: 'application/json',
    authorization: `Bearer ${await loginToken(server.url)}`,
  };
  // Warm-up: connections open, statements prepared.
  await respondents(server.url, targets, questions, 2);
  const flatOut = await respondents(server.url, targets, questions, seconds);
  row('respuestas, cada cliente en cuanto recibe la anterior (capacidad)', flatOut);
  log(`capacidad: ${flatOut.rps} respuestas/s, p95 ${flatOut.p95} ms, ${flatOut.errors} errores`);
  const answers = answersOf(questions);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const base = new URL(server.url);
  let sent = 0;
  // node:http rather than fetch: at a thousand a second fetch's own cost in this process
  // (on the server's two cores) would be measured as the server's latency.
  const respond = (worker: number) =>
    new Promise<Response>((done, fail) => {
      sent += 1;
      const target = targets[sent % targets.length] ?? targets[0];
      const body = JSON.stringify({ id: randomUUID(), respuestas: answers });
      const req = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method: 'POST',
          path: `/v15/consultas/${target?.codigo ?? ''}/respuestas`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': `10.${worker >> 8}.${worker & 255}.7`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => done(new Response(null, { status: res.statusCode ?? 0 })));
        },
      );
      req.on('error', fail);
      req.end(body);
    });
  // The administrators' pages as they were before the peak: a response changes none of them
  // (consultations are no channel of theirs), so what is measured is their reads under it.
  const pages = Array.from({ length: 2 * ADMIN_PAGES }, adminPage);
  for (const page of pages)
    await (await fetch(server.url + page, { headers: adminHeaders })).arrayBuffer();
  // Each administrator opens a page a second, as a person does, from a process of its own.
  const administrators = await startAdminReaders({
    base: server.url,
    token: adminHeaders.authorization.slice('Bearer '.length),
    paths: pages,
    readers,
    seconds,
    pace: 1000,
  });
  const [peak, lists] = await Promise.all([
    // Each respondent at its own phase (a class does not press "Enviar" in the same millisecond).
    loadLoop(clients, seconds, respond, (clients * 1000) / rate),
    administrators.go(),
  ]);
  row(
    `respuestas a ritmo: ${rate} por segundo ofrecidas (POST /v15/consultas/:codigo/respuestas)`,
    peak,
  );
  row(
    `Seguimiento y lista de centros a la vez (${readers} administradores, 1 página/s cada uno)`,
    lists,
  );
  log(
    `a ritmo: ${peak.rps} respuestas/s, p95 ${peak.p95} ms, ${peak.errors} errores` +
      `${peak.firstError ? ` (${peak.firstError})` : ''}; listas: p95 ${lists.p95} ms`,
  );
  agent.destroy();
  const bare = await bareSql(targets, questions, seconds, 20);
  row('SQL desnudo: la misma inserción, una sentencia por respuesta', bare);
  const ratio = bare.rps > 0 ? (flatOut.rps / bare.rps).toFixed(2) : 'n/a';
  log(`SQL desnudo: ${bare.rps} inserciones/s, p95 ${bare.p95} ms; nuestro ÷ desnudo ${ratio}`);
  return [table.join('\n'), '', `Nuestro ÷ SQL desnudo: **${ratio}**`];
}

/** Step 4: the public page's weight and the time until it can be answered. */
async function measurePage(): Promise<string[]> {
  if (!existsSync(resolve(CENTRE_DIST, 'responder.html')))
    throw new Error('Falta apps/centre/dist: ejecute npm run build');
  const weight = pageWeight();
  const usable = await pageUsable(server.url, targets[0]?.codigo ?? '', 5);
  return [
    '',
    `Página pública, primera carga: ${weight.files.map((f) => `${f.name} ${(f.gzip / 1024).toFixed(1)} kB`).join(', ')}; total gzip **${(weight.total / 1024).toFixed(1)} kB**`,
    `Utilizable (preguntas en pantalla, desde el inicio de la navegación) con la CPU 4× más lenta, 5 cargas: ${usable.join(', ')} ms`,
  ];
}
