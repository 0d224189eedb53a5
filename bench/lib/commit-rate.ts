import pg from 'pg';

/** A write on one cached table: the statement and the rows each writer gets for itself. */
interface ChannelWrite {
  channel: string;
  statement: string;
  ids: number[];
}

export interface CommitRate {
  connections: number;
  seconds: number;
  commitsPerSecond: number;
  byChannel: Record<string, number>;
}

/**
 * Commits per second of `connections` writers, each updating its own row (no two writers wait
 * for one row lock) of a table whose changes bump a data channel (migration 0004 and its
 * successor): centres, sent e-mails and users, spread over the writers, or all on centres when
 * `oneChannel`. Each statement is its own transaction, so every commit bumps its channel. What
 * remains shared between the writers is the version bump itself: the figure shows whether
 * unrelated commits wait for each other.
 */
export async function measureCommitRate(
  url: string,
  connections: number,
  seconds: number,
  oneChannel: boolean,
): Promise<CommitRate> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  // pool.end() resolves before its connections are closed; dropping the database right after
  // ends them from the server side, which must not crash the bench.
  pool.on('error', () => undefined);
  try {
    const idsOf = async (table: string) =>
      (
        await pool.query<{ id: number }>(`select id from ${table} order by id limit $1`, [
          connections,
        ])
      ).rows.map((row) => row.id);
    const writes: ChannelWrite[] = [
      {
        channel: 'centros',
        statement: 'update centros set nombre = nombre where id = $1',
        ids: await idsOf('centros'),
      },
      {
        channel: 'sent_emails',
        statement: 'update sent_emails set attempts = attempts where id = $1',
        ids: await idsOf('sent_emails'),
      },
      {
        channel: 'users',
        statement: 'update users set nombre = nombre where id = $1',
        ids: await idsOf('users'),
      },
    ];
    const byChannel: Record<string, number> = {};
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, writer) => {
        const write = writes[oneChannel ? 0 : writer % writes.length];
        const id = write?.ids[writer];
        if (!write || id === undefined) throw new Error('not enough rows to write');
        const client = await pool.connect();
        try {
          let commits = 0;
          while (performance.now() < until) {
            await client.query(write.statement, [id]);
            commits += 1;
          }
          byChannel[write.channel] = (byChannel[write.channel] ?? 0) + commits;
        } finally {
          client.release();
        }
      }),
    );
    const total = Object.values(byChannel).reduce((sum, n) => sum + n, 0);
    return {
      connections,
      seconds,
      commitsPerSecond: Math.round(total / seconds),
      byChannel: Object.fromEntries(
        Object.entries(byChannel).map(([channel, n]) => [channel, Math.round(n / seconds)]),
      ),
    };
  } finally {
    await pool.end();
  }
}
