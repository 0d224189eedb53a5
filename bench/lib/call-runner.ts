import { P95_TARGETS, urlOf, type CallEntry } from './calls';
import { BENCH_ADMIN, log } from './cli';
import { loadHttp, loadSql, replayable, type Figures } from './measure';
import { judge, type CallResult } from './report';
import type { RunningServer } from './server';

/** Signs the bench administrator (or `credentials`) in and returns the bearer token. */
export async function loginToken(
  base: string,
  credentials: { email: string; password: string } = BENCH_ADMIN,
): Promise<string> {
  const response = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.254.0.1' },
    body: JSON.stringify(credentials),
  });
  const json = (await response.json()) as { data?: { token?: string } };
  const token = json.data?.token;
  if (response.status !== 200 || !token)
    throw new Error(
      `No se pudo iniciar sesión como ${credentials.email}: ${response.status} ${JSON.stringify(json)}`,
    );
  return token;
}

export interface MeasureCallsOptions {
  server: RunningServer;
  token: string;
  calls: readonly CallEntry[];
  connections: number;
  seconds: number;
  /** PostgreSQL URL for the bare SQL replay; absent on the embedded database. */
  sqlUrl?: string;
  bareRoute?: Figures;
  /** Overrides the group's p95 target (the embedded database's 100 ms). */
  targetMs?: number;
}

/** The headers and body of one request of `call` as the holder of `token`. */
export function requestOf(call: CallEntry, token: string) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (!call.public) headers.authorization = `Bearer ${token}`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return { headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) };
}

/**
 * Each call: one request with the SQL capture on (a 404 means the route has not landed yet and
 * is reported as such), a short warm-up, the HTTP load, then the same SQL through `pg`.
 */
export async function measureCalls(options: MeasureCallsOptions): Promise<CallResult[]> {
  const { server, token, connections, seconds } = options;
  const results: CallResult[] = [];
  for (const call of options.calls) {
    const path = urlOf(call.path, call.query);
    const { headers, body } = requestOf(call, token);
    const base: CallResult = {
      name: call.name,
      group: call.group,
      path: call.path,
      url: path,
      status: 'medido',
      targetMs: options.targetMs ?? P95_TARGETS[call.group],
    };
    let statusCode = 0;
    let text = '';
    const captured = await server.captureOnce(async () => {
      const response = await fetch(server.url + path, {
        method: call.method,
        headers: { ...headers, 'x-forwarded-for': '10.253.0.1' },
        ...(body !== undefined ? { body } : {}),
      });
      statusCode = response.status;
      text = await response.text();
    });
    if (statusCode === 404) {
      results.push({ ...base, status: 'no disponible', statusCode, note: 'la ruta responde 404' });
      log(`${call.name}: no disponible todavía (404)`);
      continue;
    }
    if (statusCode < 200 || statusCode >= 300) {
      results.push({ ...base, status: 'error', statusCode, note: text.slice(0, 200) });
      log(`${call.name}: ${statusCode} ${text.slice(0, 200)}`);
      continue;
    }
    const load = {
      url: server.url + path,
      method: call.method,
      headers,
      ...(body !== undefined ? { body } : {}),
      connections,
      rotateClientAddress: call.group === 'login',
    };
    // One request after each load waits out what the server still has queued (autocannon
    // leaves requests in flight; the embedded database serves them one at a time).
    const drain = () =>
      fetch(load.url, { method: call.method, headers, ...(body !== undefined ? { body } : {}) });
    await loadHttp({ ...load, seconds: 1 }); // warm-up: JIT, plan caches, pool connections
    await drain();
    const http = await loadHttp({ ...load, seconds });
    await drain();
    const queries = replayable(captured);
    const sql =
      options.sqlUrl && queries.length > 0
        ? await loadSql(options.sqlUrl, queries, connections, seconds)
        : undefined;
    const result = judge(
      {
        ...base,
        statusCode,
        http,
        ...(sql ? { sql } : {}),
        queries: captured.map((q) => ({ text: q.text, ms: Number(q.ms.toFixed(2)) })),
      },
      options.bareRoute,
    );
    results.push(result);
    log(
      `${call.name}: p50 ${http.p50} p95 ${http.p95} p99 ${http.p99} ms, ${http.rps} req/s` +
        (sql
          ? ` | SQL p95 ${sql.p95} ms (${queries.length} consultas) ÷SQL ${result.ratioSql}`
          : '') +
        (http.errors > 0 ? ` | ${http.errors} errores` : ''),
    );
  }
  return results;
}
