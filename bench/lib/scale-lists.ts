import { openDatabase } from '../../apps/api/src/db/client';
import { createUser, tokenFor } from '../../apps/api/src/test/app';
import { freePort } from '../../apps/api/src/test/child-server';
import { CLUSTER_ENV, helperDir, startCluster } from '../../apps/api/src/test/scale/cluster';
import { listQuery } from '../../apps/api/src/test/scale/http';
import { ApiInstance } from '../../apps/api/src/test/scale/instance';
import { startNginx } from '../../apps/api/src/test/scale/nginx';
import { startPgbouncer } from '../../apps/api/src/test/scale/pgbouncer';
import { scaleTokenIssuer } from '../../apps/api/src/test/scale/token-issuer';
import { log } from './cli';
import { loadHttp, type Figures } from './measure';
import { median, POOL, type ScaleSettings } from './scale-settings';

export interface ListFigures {
  setup: string;
  call: string;
  figures: Figures;
  /** p95 of each round, when the figures are medians. */
  rounds?: number[];
}

const LISTS = [
  { name: 'usuarios', path: `/v1/users${listQuery({ page: 0, size: 10 })}` },
  { name: 'centros', path: `/v2/centros${listQuery({ page: 0, size: 10 })}` },
  { name: 'seguimiento', path: `/v15/centros/quizes${listQuery({ page: 0, size: 10 })}` },
  { name: 'correos', path: `/v15/sent-emails${listQuery({ page: 0, size: 5 })}` },
];

async function measureLists(
  base: string,
  token: string,
  setup: string,
  listSeconds: number,
): Promise<ListFigures[]> {
  const figures: ListFigures[] = [];
  for (const list of LISTS) {
    const load = {
      url: base + list.path,
      method: 'GET' as const,
      headers: { authorization: `Bearer ${token}` },
      connections: 10,
    };
    await loadHttp({ ...load, seconds: 1 });
    const measured = await loadHttp({ ...load, seconds: listSeconds });
    log(`${setup}, ${list.name}: p95 ${measured.p95} ms, ${measured.rps} req/s`);
    figures.push({ setup, call: list.name, figures: measured });
  }
  return figures;
}

/**
 * Every setup up at once (idle but for the one measured), then the lists on each setup in turn,
 * for --rounds rounds: the figure of a setup is the median over the rounds.
 */
export async function measureAllLists(settings: ScaleSettings): Promise<ListFigures[]> {
  const { bundle, rounds, listSeconds } = settings;
  const copy = await settings.copy();
  const dirs = [helperDir('bench-lists-'), helperDir('bench-lists-'), helperDir('bench-lists-')];
  const [clusterDir = '', singleDir = '', poolerDir = ''] = dirs.map((d) => d.path);
  const stops: (() => Promise<unknown>)[] = [];
  const handle = await openDatabase({ url: copy.url, poolSize: 2 });
  try {
    const cluster = await startCluster({
      bundle,
      databaseUrl: copy.url,
      instances: 3,
      dir: clusterDir,
      env: { DATABASE_POOL_SIZE: POOL },
    });
    stops.push(() => cluster.stop());
    const [first] = cluster.instances;
    if (!first) throw new Error('no instance');
    const single = await startNginx([first.port], singleDir);
    stops.push(() => single.stop());
    const unnamedEnv = {
      ...CLUSTER_ENV,
      DATABASE_POOL_SIZE: POOL,
      DATABASE_PREPARED_STATEMENTS: 'false',
    };
    const unnamed = new ApiInstance({
      bundle,
      databaseUrl: copy.url,
      env: unnamedEnv,
      name: 'sin-nombre',
      port: await freePort(),
    });
    await unnamed.start();
    stops.push(() => unnamed.stop());
    const pooler = await startPgbouncer(copy.url, poolerDir, { poolSize: 10 });
    stops.push(() => pooler.stop());
    const pooled = new ApiInstance({
      bundle,
      databaseUrl: pooler.urlFor(copy.url),
      env: {
        ...unnamedEnv,
        DATABASE_PREPARED_STATEMENTS: pooler.preparedStatements ? 'true' : 'false',
      },
      name: 'pgbouncer',
      port: await freePort(),
    });
    await pooled.start();
    stops.push(() => pooled.stop());

    const issuer = await scaleTokenIssuer(handle, copy.url);
    const token = tokenFor(issuer, await createUser(handle.db, { perfil: 0 }));
    await issuer.close();
    const setups = [
      { setup: 'directo a una instancia', url: first.url },
      { setup: 'nginx, 1 instancia', url: single.url },
      { setup: 'nginx, 3 instancias', url: cluster.balancer.url },
      { setup: 'directo, sin sentencias con nombre', url: unnamed.url },
      { setup: `PgBouncer ${pooler.version} (sin sentencias con nombre)`, url: pooled.url },
    ];
    const measured: ListFigures[] = [];
    for (let round = 0; round < rounds; round += 1)
      for (const { setup, url } of round % 2 === 0 ? setups : [...setups].reverse())
        measured.push(...(await measureLists(url, token, setup, listSeconds)));
    return setups.flatMap(({ setup }) =>
      LISTS.map((list) => {
        const of = measured.filter((m) => m.setup === setup && m.call === list.name);
        const pick = (key: 'p50' | 'p95' | 'rps') => median(of.map((m) => m.figures[key]));
        const [sample] = of;
        if (!sample) throw new Error('no measurement');
        return {
          setup,
          call: list.name,
          figures: { ...sample.figures, p50: pick('p50'), p95: pick('p95'), rps: pick('rps') },
          rounds: of.map((m) => m.figures.p95),
        };
      }),
    );
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await handle.close();
    for (const dir of dirs) dir.remove();
    await copy.drop();
  }
}
