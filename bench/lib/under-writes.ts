import { answerDataset, loadLoop, signInAll } from './centre-load';
import { readDatasetIds, urlOf } from './calls';
import { loginToken } from './call-runner';
import { log } from './cli';
import { loadPaths } from './measure';
import { startServer } from './server';

export interface UnderWritesOptions {
  /** The national dataset (bench/generate.ts). */
  url: string;
  connections: number;
  writers: number;
  paceMs: number;
  warmup: number;
  seconds: number;
  /** Calls of the caller's own (bench/peers.ts: a random page of a community, a search). */
  calls: [string, () => string][];
  /** Another built API than apps/api/dist-bench (its main.js). */
  bundle?: string;
}

/**
 * Our lists and dashboard at `connections` clients, first alone and then while `writers`
 * coordinators each save an answer every `paceMs` (200 answers/s by default): the
 * under-writes table of bench/peers.ts.
 */
export async function listsUnderWrites(options: UnderWritesOptions): Promise<void> {
  const { url, connections, writers, paceMs, warmup, seconds } = options;
  const data = await answerDataset(url, writers, 1);
  const ids = await readDatasetIds(url);
  const server = await startServer({
    database: { url },
    ...(options.bundle ? { bundle: options.bundle } : {}),
  });
  try {
    const token = await loginToken(server.url);
    const writerTokens = await signInAll(server.url, data.answering);
    const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
    const page10 = { size: 10, page: 0 };
    const calls: [string, () => string][] = [
      ['centros: página 1', () => urlOf('/v2/centros', { setup: page10 })],
      ...options.calls,
      ['usuarios: página 1', () => urlOf('/v1/users', { setup: page10 })],
      ['Seguimiento: periodo activo', () => urlOf('/v15/centros/quizes', { setup: page10 })],
      [
        `Seguimiento: periodo activo, comunidad ${ids.comunidad}`,
        () =>
          urlOf('/v15/centros/quizes', { filter: { comunidades: [ids.comunidad] }, setup: page10 }),
      ],
      [
        'Seguimiento: periodo anterior',
        () =>
          urlOf('/v15/centros/quizes', { filter: { periodId: ids.olderPeriod }, setup: page10 }),
      ],
      [
        'Seguimiento: en curso, por envío',
        () =>
          urlOf('/v15/centros/quizes', {
            filter: { status: 'IN_PROGRESS' },
            setup: { size: 20, page: 0, order: { field: 'send', direction: 'desc' } },
          }),
      ],
      ['dashboard: centros', () => '/v2/centers/dashboard'],
      ['dashboard: evaluaciones por periodo', () => '/v2/centros/evaluation-period'],
      ['dashboard: resultados por clave', () => '/v3/results-keys-report'],
    ];
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
    const table: string[] = [
      `| llamada (${connections} clientes) | sin escrituras p95 ms | con ${writers} respuestas/s p95 ms | req/s con escrituras |`,
      '|---|---|---|---|',
    ];
    // Each coordinator's first answer creates their evaluation, far dearer than the ones after:
    // done before the first call is measured, so it does not weigh on that call alone.
    await loadLoop(writerTokens.length, Math.max(warmup, 2), save, paceMs);
    for (const [name, path] of calls) {
      await loadPaths(server.url, path, headers, warmup, connections);
      const quiet = await loadPaths(server.url, path, headers, seconds, connections);
      const writing = loadLoop(writerTokens.length, seconds + warmup, save, paceMs);
      await new Promise((r) => setTimeout(r, warmup * 1000));
      const loaded = await loadPaths(server.url, path, headers, seconds, connections);
      const saves = await writing;
      table.push(`| ${name} | ${quiet.p95} | ${loaded.p95} | ${loaded.rps} |`);
      log(
        `${name}: p95 ${quiet.p95} → ${loaded.p95} ms con escrituras (${saves.rps} respuestas/s, p95 ${saves.p95} ms, ${saves.errors} errores)`,
      );
    }
    console.log(`\n${table.join('\n')}\n`);
  } finally {
    await server.stop();
  }
}
