import { mkdtempSync, rmSync } from 'node:fs';
import { chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../child-server';
import { ApiInstance } from './instance';
import { startNginx, type Balancer } from './nginx';

/** A temporary folder the helpers' unprivileged workers (nginx's, PgBouncer's) can read. */
export function helperDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(path, 0o755);
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface ClusterOptions {
  bundle: string;
  /** The URL the instances connect with (the database itself, or the pooler in front). */
  databaseUrl: string;
  instances: number;
  /** Where nginx keeps its configuration and logs. */
  dir: string;
  /** Environment of every instance, then of instance `index`. */
  env?: Record<string, string>;
  envOf?(index: number): Record<string, string>;
}

export interface Cluster {
  instances: ApiInstance[];
  balancer: Balancer;
  /** Stops nginx and every instance still running (SIGTERM, the orderly stop). */
  stop(): Promise<void>;
}

/**
 * Environment of the test's instances: a short drain (nginx notices a draining instance on
 * its first retryable request), small pools (three instances share the machine's PostgreSQL
 * with other tests), and the balancer on loopback trusted for the client address (the entry
 * nginx appends to X-Forwarded-For; the test plays a balancer when it sends one itself).
 */
export const CLUSTER_ENV: Record<string, string> = {
  SHUTDOWN_DRAIN_MS: '1000',
  DATABASE_POOL_SIZE: '5',
  TRUST_PROXY: 'loopback',
};

/** Names of the instances: a, b, c … */
export const instanceName = (index: number): string => String.fromCharCode(97 + index);

/**
 * `instances` API instances started at the same moment on one database, then nginx in front
 * of them. Starting together is itself a check: on an empty database they race to migrate and
 * seed, and the start-up lock must make exactly one do it.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const instances: ApiInstance[] = [];
  for (let index = 0; index < options.instances; index += 1) {
    instances.push(
      new ApiInstance({
        name: instanceName(index),
        bundle: options.bundle,
        port: await freePort(),
        databaseUrl: options.databaseUrl,
        env: { ...CLUSTER_ENV, ...options.env, ...options.envOf?.(index) },
      }),
    );
  }
  const stopAll = () =>
    Promise.all(instances.filter((i) => i.running).map((instance) => instance.stop()));
  try {
    await Promise.all(instances.map((instance) => instance.start()));
    const balancer = await startNginx(
      instances.map((instance) => instance.port),
      options.dir,
    );
    return {
      instances,
      balancer,
      async stop() {
        await balancer.stop();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
