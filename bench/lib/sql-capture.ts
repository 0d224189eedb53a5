/**
 * Loaded into the benchmarked server with `node --import tsx --import ./bench/lib/sql-capture.ts`.
 * It wraps pg's Client#query so the bench can ask, over the IPC channel, for the exact SQL one
 * request ran (text, parameters, time), and replay it through `pg` as the "bare SQL" baseline.
 * Nothing is recorded unless the parent has said `capture-start`.
 */
import pg from 'pg';

export interface CapturedQuery {
  text: string;
  values: unknown[];
  ms: number;
  /** A streamed query (cursor): recorded for the report, not replayed. */
  streamed: boolean;
}

export type CaptureMessage = { type: 'capture-start' } | { type: 'capture-stop' };
export interface CaptureReply {
  type: 'captured';
  queries: CapturedQuery[];
}

let recording: CapturedQuery[] | null = null;

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
const proto = pg.Client.prototype as unknown as { query: QueryFn };
const original = proto.query;

function describe(args: unknown[]): { text: string; values: unknown[]; streamed: boolean } | null {
  const [first, second] = args;
  if (typeof first === 'string')
    return { text: first, values: Array.isArray(second) ? second : [], streamed: false };
  if (first && typeof first === 'object' && 'text' in first) {
    const config = first as { text: unknown; values?: unknown; submit?: unknown };
    if (typeof config.text !== 'string') return null;
    return {
      text: config.text,
      // drizzle passes the config without values and the parameters as the second argument.
      values: Array.isArray(second) ? second : Array.isArray(config.values) ? config.values : [],
      streamed: typeof config.submit === 'function',
    };
  }
  return null;
}

proto.query = function wrapped(this: pg.Client, ...args: unknown[]): unknown {
  const sink = recording;
  const described = sink ? describe(args) : null;
  if (!sink || !described) return original.apply(this, args);
  const started = performance.now();
  const entry: CapturedQuery = { ...described, ms: 0 };
  sink.push(entry);
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    // pg.Pool#query passes a callback: time the query when it is called.
    args[args.length - 1] = (...results: unknown[]) => {
      entry.ms = performance.now() - started;
      return (last as (...a: unknown[]) => unknown)(...results);
    };
  }
  const result = original.apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(
      () => (entry.ms = performance.now() - started),
      () => (entry.ms = performance.now() - started),
    );
  }
  return result;
};

process.on('message', (message: CaptureMessage) => {
  if (message.type === 'capture-start') recording = [];
  if (message.type === 'capture-stop') {
    const reply: CaptureReply = { type: 'captured', queries: recording ?? [] };
    recording = null;
    process.send?.(reply);
  }
});
