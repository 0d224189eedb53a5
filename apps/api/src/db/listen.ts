import pg from 'pg';

/** A subscription to one notification channel; `close()` ends it for good. */
export interface NotificationListener {
  close(): Promise<void>;
}

/** What a listener reports: each payload, and that delivery stopped (notifications may be lost). */
export interface ListenCallbacks {
  onMessage(payload: string): void;
  /** The connection dropped; a new one is being opened. Whatever was missed is unknown. */
  onLost(): void;
}

/** Wait before opening a new listening connection after one dropped. */
const RECONNECT_MS = 1_000;

/**
 * LISTEN on its own PostgreSQL connection (outside the pool: a pooled connection goes back to
 * other queries, and behind a transaction pooler it is not even the same server connection).
 * A dropped connection is reported and reopened until `close()`.
 */
export function listenPostgres(
  url: string,
  channel: string,
  callbacks: ListenCallbacks,
): NotificationListener {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    let lost = false;
    const dropped = () => {
      if (lost) return;
      lost = true;
      callbacks.onLost();
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    next.on('error', dropped);
    next.on('end', dropped);
    next.on('notification', (message) => {
      if (message.channel === channel) callbacks.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      // The channel is a constant of ours, never input: quoted as an identifier anyway.
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      dropped();
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
