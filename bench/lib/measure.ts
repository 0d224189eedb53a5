import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS } from '../../apps/api/src/db/client';
import type { CapturedQuery } from './sql-capture';
import { freePort } from '../../apps/api/src/test/child-server';
import { ROOT } from './server';

/** Latency percentiles (ms) and throughput of one measurement. */
export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  /** Responses that were not 2xx, and transport errors. */
  errors: number;
  /** The first error's message, when there were errors. */
  firstError?: string;
  /** No response arrived within the measurement: percentiles are a lower bound (the duration). */
  saturated?: boolean;
}

const round = (v: number, digits = 2): number => Number(v.toFixed(digits));

/** Percentiles of a sample of durations. */
export function figuresOf(samples: number[], seconds: number, errors: number): Figures {
  if (samples.length === 0) {
    // Every request outlived the measurement; autocannon drops those still in flight.
    const bound = seconds * 1000;
    return { p50: bound, p95: bound, p99: bound, rps: 0, requests: 0, errors, saturated: true };
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0
      ? 0
      : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return {
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    rps: round(samples.length / seconds, 1),
    requests: samples.length,
    errors,
  };
}

/** autocannon at `connections` for `duration` s, each request's path from `path()`. */
export async function loadPaths(
  base: string,
  path: () => string,
  headers: Record<string, string>,
  duration: number,
  connections: number,
): Promise<Figures> {
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        timeout: 30,
        requests: [
          { method: 'GET', headers, setupRequest: (request) => ({ ...request, path: path() }) },
        ],
      },
      (error, finished) => (error ? fail(error) : done(finished)),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      samples.push(time);
      if (status < 200 || status >= 300) {
        errors += 1;
        firstError ??= `HTTP ${status}`;
      }
    });
  });
  const figures = figuresOf(samples, result.duration || duration, errors + result.errors);
  return firstError ? { ...figures, firstError } : figures;
}

export interface HttpLoad {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /** Give every request its own X-Forwarded-For (the login route limits per address). */
  rotateClientAddress?: boolean;
}

/** autocannon at `connections` for `seconds`; percentiles from every response's own time. */
export async function loadHttp(load: HttpLoad): Promise<Figures> {
  const samples: number[] = [];
  let errors = 0;
  let n = 0;
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const done = new Promise<autocannon.Result>((ok, ko) => {
    finish = ok;
    fail = ko;
  });
  const options: autocannon.Options = {
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    timeout: 30,
    requests: [
      {
        method: load.method,
        headers: load.headers,
        ...(load.body !== undefined ? { body: load.body } : {}),
        ...(load.rotateClientAddress
          ? {
              setupRequest: (request) => {
                n += 1;
                return {
                  ...request,
                  headers: {
                    ...load.headers,
                    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                  },
                };
              },
            }
          : {}),
      },
    ],
  };
  const instance = autocannon(options, (error, result) => (error ? fail(error) : finish(result)));
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    samples.push(responseTime);
    // A 304 is the answer a revalidating client wants (bench/ab-servers.ts --revalidate).
    if ((statusCode < 200 || statusCode >= 300) && statusCode !== 304) errors += 1;
  });
  instance.on('reqError', () => (errors += 1));
  const result = await done;
  return figuresOf(samples, result.duration || load.seconds, errors + result.errors);
}

/** The replayable part of a captured request: streamed (cursor) queries are left out. */
export const replayable = (queries: readonly CapturedQuery[]): CapturedQuery[] =>
  queries.filter((q) => !q.streamed);

/**
 * How the bare SQL baseline replays a call's queries. `sequential` (the default): each loop holds
 * one pooled connection and runs them in order, as a handler awaiting each query does.
 * `concurrent`: `loops` loops share the pool and start a call's queries together (a page and its
 * total at once, as our list handlers do), so the baseline has the server's own parallelism.
 */
export interface SqlReplay {
  concurrent?: boolean;
  /** Loops running at once (default `connections`): the HTTP load's client count. */
  loops?: number;
}

/** True when a batch opens or ends a transaction: its queries must share one connection in order. */
const transactional = (batch: readonly CapturedQuery[]): boolean =>
  batch.some((q) => /^\s*(begin|start transaction|commit|rollback|savepoint)\b/i.test(q.text));

/**
 * The bare SQL baseline: loops replaying the call's queries on a pool of `connections`, for
 * `seconds` (see {@link SqlReplay}).
 */
export async function loadSql(
  url: string,
  /** The queries, or a function giving each iteration's (a different page each time). */
  queries: readonly CapturedQuery[] | (() => readonly CapturedQuery[]),
  connections: number,
  seconds: number,
  replay: SqlReplay = {},
): Promise<Figures> {
  // The server's own planner settings, so the bare SQL is planned as the server plans it.
  const pool = new pg.Pool({
    connectionString: url,
    max: connections,
    options: POSTGRES_SESSION_OPTIONS,
  });
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const until = performance.now() + seconds * 1000;
  const next = () => (typeof queries === 'function' ? queries() : queries);
  /** One call's queries: together on the pool, or in order on one connection. */
  const runOnce = async (batch: readonly CapturedQuery[]) => {
    if (replay.concurrent && !transactional(batch)) {
      await Promise.all(batch.map((q) => pool.query(q.text, q.values)));
      return;
    }
    const client = await pool.connect();
    try {
      for (const q of batch) await client.query(q.text, q.values);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  try {
    await Promise.all(
      Array.from({ length: replay.loops ?? connections }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          try {
            await runOnce(next());
            samples.push(performance.now() - started);
          } catch (error) {
            errors += 1;
            firstError ??= (error as Error).message;
          }
        }
      }),
    );
  } finally {
    await pool.end();
  }
  return { ...figuresOf(samples, seconds, errors), ...(firstError ? { firstError } : {}) };
}

/**
 * A bare Fastify route returning a constant, in its own process (so the load generator does not
 * share its event loop): the floor of any HTTP call on this machine.
 */
export async function loadBareRoute(connections: number, seconds: number): Promise<Figures> {
  const port = await freePort();
  const child = fork(resolve(ROOT, 'bench/lib/bare-server.ts'), [String(port)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((ready, fail) => {
      child.once('message', () => ready());
      child.once('exit', () => fail(new Error('El servidor mínimo no arrancó')));
    });
    return await loadHttp({
      url: `http://127.0.0.1:${port}/constant`,
      method: 'GET',
      headers: {},
      connections,
      seconds,
    });
  } finally {
    child.kill('SIGTERM');
  }
}
