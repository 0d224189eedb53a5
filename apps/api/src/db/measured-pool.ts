import { performance } from 'node:perf_hooks';
import pg from 'pg';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/** What the metrics read of a connection pool (plugins/metrics.ts). */
export interface PoolGauge {
  /** Connections the pool may open (DATABASE_POOL_SIZE). */
  readonly max: number;
  /** Open connections, idle ones and callers waiting for one, now. */
  counts(): { total: number; idle: number; waiting: number };
  /** Calls `listener` with the seconds every checkout waited for a connection. */
  onWait(listener: (seconds: number) => void): void;
}

/**
 * A pg.Pool that times every checkout: how long a query waited for a free connection is the
 * first sign of a pool too small for the load (docs/operations.md, "Metrics"). Every query of
 * drizzle goes through connect(), so this sees them all.
 */
export class MeasuredPool extends pg.Pool implements PoolGauge {
  private readonly waitListeners: ((seconds: number) => void)[] = [];

  get max(): number {
    return this.options.max;
  }

  counts() {
    return { total: this.totalCount, idle: this.idleCount, waiting: this.waitingCount };
  }

  onWait(listener: (seconds: number) => void): void {
    this.waitListeners.push(listener);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const started = performance.now();
    const waited = () => {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of this.waitListeners) listener(seconds);
    };
    if (!callback) {
      return super.connect().then((client) => {
        waited();
        return client;
      });
    }
    super.connect((err, client, done) => {
      waited();
      callback(err, client, done);
    });
  }
}
