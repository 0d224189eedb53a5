import autocannon from 'autocannon';

/** One request of a load: what autocannon sends. */
export interface LoadRequest {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH';
  path: string;
  body?: string;
  token: string;
}

/** Hands out the requests of a load and is told each answer (LoadScheduler is one). */
export interface LoadSource<Op extends LoadRequest> {
  next(): Op;
  settle(op: Op, status: number, body: string): void;
}

export interface LoadOutcome<Op> {
  result: autocannon.Result;
  /** Requests in flight when the load stopped: their outcome is unknown to the client. */
  unsettled: Op[];
}

export interface RunningLoad<Op> {
  /** Settles when the load has stopped (its duration ran out, or `stop`). */
  done: Promise<LoadOutcome<Op>>;
  /** Ends the load now. */
  stop(): void;
}

export interface LoadOptions<Op extends LoadRequest> {
  url: string;
  source: LoadSource<Op>;
  connections: number;
  /** Upper bound; `stop()` may end it earlier. */
  seconds: number;
}

interface Context<Op> {
  op?: Op;
}

/**
 * autocannon clients sending what the source hands out ("load with writes") and
 * settling each answer with it, e.g. in a ledger to be compared with the database afterwards.
 */
export function startLoad<Op extends LoadRequest>(options: LoadOptions<Op>): RunningLoad<Op> {
  const pending = new Set<Op>();
  let instance: autocannon.Instance | undefined;
  const done = new Promise<LoadOutcome<Op>>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        // Generous: under many clients on 2 cores a slow answer is not an error, a lost one is.
        timeout: 30,
        requests: [
          {
            setupRequest: (request, context: Context<Op>) => {
              const op = options.source.next();
              pending.add(op);
              context.op = op;
              return {
                ...request,
                method: op.method,
                path: op.path,
                body: op.body ?? '',
                headers: {
                  authorization: `Bearer ${op.token}`,
                  ...(op.body ? { 'content-type': 'application/json' } : {}),
                },
              };
            },
            onResponse: (status, body, context: Context<Op>) => {
              if (!context.op) return;
              pending.delete(context.op);
              options.source.settle(context.op, status, body);
            },
          },
        ],
      },
      (error, result) => {
        if (error) reject(error);
        else resolve({ result, unsettled: [...pending] });
      },
    );
  });
  return { done, stop: () => instance?.stop() };
}
