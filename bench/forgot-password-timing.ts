/**
 * `node --import tsx bench/forgot-password-timing.ts [--rounds 30] [--runs 2] [--gap 50]`:
 * whether POST /v1/auth/forgot-password answers a known address and an unknown one in the same
 * time (docs/security.md, "Forgot-password per e-mail"). The API runs in a child process (as an
 * attacker's client is not in the server's process: with PGlite the database shares the
 * server's thread) on PGlite, or on PostgreSQL with TEST_DATABASE_URL (a fresh database created
 * and dropped by the test helper), with a test SMTP server, so a known address's e-mail is
 * really delivered. Each run asks `--rounds` known and as many unknown addresses, each address
 * once (the per-e-mail limit never answers early), alternating known and unknown, `--gap` ms
 * apart, each from its own client address behind a trusted proxy (the per-address limit never
 * refuses), over real HTTP; it prints the median and p90 of each kind and their difference. A
 * warm-up request of each kind runs first and is not counted.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { log, parseWithInts } from './lib/cli';

const { ints } = parseWithInts(process.argv.slice(2), { rounds: 30, runs: 2, gap: 50 });
/** The known addresses: created by the server process, one per request and run. */
const knownEmail = (run: number, i: number) => `conocida${run}-${i}@bench.example`;

interface Ready {
  address: string;
}

if (process.env.FORGOT_TIMING_SERVER === '1') await serve();
else await measure();

/** The child: the API with its SMTP server and the known people, until the parent says stop. */
async function serve(): Promise<void> {
  const { createTestApp, createUser } = await import('../apps/api/src/test/app');
  const { startTestSmtpServer } = await import('../apps/api/src/test/mail-test-server');
  const smtp = await startTestSmtpServer();
  const t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://panel.test', TRUST_PROXY: 'loopback' },
  });
  for (let run = 1; run <= ints.runs; run += 1)
    for (let i = 0; i <= ints.rounds; i += 1)
      await createUser(t.db, { perfil: 1, email: knownEmail(run, i), password: null });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ address } satisfies Ready);
  await once(process, 'message');
  await t.close(); // waits for the deliveries still under way
  log(`${smtp.received.length} e-mails delivered to the test SMTP server`);
  await smtp.close();
  process.disconnect();
}

/** The parent: the client, timing each request from sending to the whole answer read. */
async function measure(): Promise<void> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), process.argv.slice(2), {
    env: { ...process.env, FORGOT_TIMING_SERVER: '1' },
    execArgv: ['--import', 'tsx'],
  });
  const [{ address }] = (await once(child, 'message')) as [Ready];
  let clients = 0;
  const ask = async (email: string): Promise<number> => {
    clients += 1;
    const started = performance.now();
    const response = await fetch(`${address}/v1/auth/forgot-password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.${Math.floor(clients / 250) % 250}.${clients % 250}`,
      },
      body: JSON.stringify({ email }),
    });
    await response.text();
    if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${email}`);
    return performance.now() - started;
  };
  const quantile = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ??
    NaN;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  try {
    for (let run = 1; run <= ints.runs; run += 1) {
      const unknown = (i: number) => `desconocida${run}-${i}@bench.example`;
      await ask(knownEmail(run, 0));
      await ask(unknown(0));
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 1; i <= ints.rounds; i += 1) {
        // First one kind, then the other: neither always follows the same kind.
        const order =
          i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
        for (const kind of order) {
          times[kind].push(await ask(kind === 'known' ? knownEmail(run, i) : unknown(i)));
          await sleep(ints.gap);
        }
      }
      const p50 = { known: quantile(times.known, 0.5), unknown: quantile(times.unknown, 0.5) };
      log(
        `${database}, run ${run}: known p50 ${ms(p50.known)} (p90 ${ms(quantile(times.known, 0.9))}), ` +
          `unknown p50 ${ms(p50.unknown)} (p90 ${ms(quantile(times.unknown, 0.9))}), ` +
          `known − unknown ${ms(p50.known - p50.unknown)} (${ints.rounds} each)`,
      );
    }
  } finally {
    child.send('stop');
    await once(child, 'exit');
  }
}
