/**
 * The centre app's load, shared by bench/centre-answers.ts and bench/peers.ts (lists measured
 * while answers arrive): who answers, their sign-in, and paced or flat-out request loops.
 */
import pg from 'pg';
import { BENCH_USER_PASSWORD } from './cli';
import { figuresOf, type Figures } from './measure';

export interface Person {
  email: string;
  centreId: number;
}
export interface Question {
  id: number;
  option: number;
}

/**
 * Coordinators of `clients` centres still answering the active period, of centres with a
 * finished evaluation (`resultClients`, at least 50), and a valid option of every question.
 */
export async function answerDataset(
  url: string,
  clients: number,
  resultClients: number,
): Promise<{
  answering: Person[];
  finished: (Person & { evaluationId: number })[];
  questions: Question[];
}> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Of active centres: an inactive centre's people cannot sign in.
    const coordinators = `select distinct on (u.centros_id) u.email, u.centros_id as "centreId"
      from users u join centros c on c.id = u.centros_id and c.activo = 1
      where u.perfil = 1 and u.activo = 1 and u.password_hash is not null`;
    const answering = await client.query<Person>(
      `with active as (select id from periodos where activo)
       select * from (${coordinators} order by u.centros_id, u.id) p
       where not exists (select 1 from evaluations e join active a on a.id = e.periodos_id
                         where e.centros_id = p."centreId" and e.status = 'FINISHED')
       order by hashtext(p.email) limit $1`,
      [clients],
    );
    const finished = await client.query<Person & { evaluationId: number }>(
      `select p.*, e.id as "evaluationId" from (${coordinators} order by u.centros_id, u.id) p
       join lateral (select id from evaluations e where e.centros_id = p."centreId"
                     and e.status = 'FINISHED' order by e.periodos_id desc limit 1) e on true
       order by hashtext(p.email) limit $1`,
      [Math.max(resultClients, 50)],
    );
    const questions = await client.query<Question>(
      `select p.id, (select r.id from respuestas r where r.preguntas_id = p.id
                      and r.retired_at is null order by r.orden, r.id limit 1) as option
       from preguntas p where p.retired_at is null order by p.id`,
    );
    return {
      answering: answering.rows,
      finished: finished.rows,
      questions: questions.rows.filter((q) => q.option !== null),
    };
  } finally {
    await client.end();
  }
}

let address = 0;
/** Signs a centre person in through the centre app's call; each from its own client address. */
async function signIn(base: string, email: string): Promise<string> {
  address += 1;
  const response = await fetch(`${base}/v15/centro/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.25.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify({ email, password: BENCH_USER_PASSWORD }),
  });
  const json = (await response.json()) as { data?: { token?: string } };
  if (response.status !== 200 || !json.data?.token)
    throw new Error(`No se pudo iniciar sesión como ${email}: ${response.status}`);
  return json.data.token;
}

/** Sign-ins a few at a time: argon2 is the point of a password check, not what is measured. */
export async function signInAll(base: string, people: readonly Person[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < people.length; i += 8)
    tokens.push(...(await Promise.all(people.slice(i, i + 8).map((p) => signIn(base, p.email)))));
  return tokens;
}

/**
 * `workers` loops, each sending its own request after the previous one's answer, for
 * `durationS` seconds; every response's time is a sample, a non-2xx an error.
 */
export async function loadLoop(
  workers: number,
  durationS: number,
  request: (worker: number) => Promise<Response>,
  pace = 0,
): Promise<Figures> {
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const end = start + durationS * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      // Paced: this worker's k-th request at start + its phase + k × pace (never catching up
      // with a burst after a slow answer); unpaced: at once.
      const phase = (pace * worker) / workers;
      for (let k = 0; performance.now() < end; k += 1) {
        const due = start + phase + k * pace;
        const wait = due - performance.now();
        if (pace > 0 && wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (pace > 0 && due < performance.now() - pace)
          k = Math.floor((performance.now() - start - phase) / pace);
        if (performance.now() >= end) break;
        const started = performance.now();
        try {
          const response = await request(worker);
          await response.arrayBuffer();
          if (response.ok) samples.push(performance.now() - started);
          else {
            errors += 1;
            firstError ??= `HTTP ${response.status}`;
          }
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const figures = figuresOf(samples, durationS, errors);
  return firstError ? { ...figures, firstError } : figures;
}
