import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase, type SeedReport } from './seed/run';
import { backupSocketPath, startBackupSocket, type BackupSocket } from './lib/backup-socket';
import { mailBannerLine, startMailReceiver, type MailReceiver } from './lib/mail-receiver';
import { startBanner } from './start-banner';

/** Demo school years: the minimum that shows first vs later evaluations and every status. */
const DEMO_YEARS = 3;

const startedAt = Date.now();

/** An error and its causes, one per line (a failed query's cause is PostgreSQL's message). */
function failureText(error: unknown): string {
  const lines: string[] = [];
  for (let e: unknown = error; e !== undefined && lines.length < 5;) {
    lines.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return lines.join('\n');
}
const config = loadConfig();
const handle = await openDatabase(
  config.DATABASE_URL
    ? {
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
      }
    : { dataDir: config.DATA_DIR },
);
let seeded: SeedReport = {
  adminCreated: false,
  demoSeeded: false,
  demoCentreAccountCreated: false,
  demoResultsAccountCreated: false,
};
// Migrations and the seed under one lock: instances started together migrate and seed once.
// The pending migrations run in one transaction: a failure leaves the database as it was.
await handle
  .migrate(async () => {
    seeded = await seedDatabase(handle.db, {
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      demo: config.SEED_DEMO
        ? {
            centres: config.DEMO_CENTRES,
            years: DEMO_YEARS,
            // A published password only on the embedded demo, never on a PostgreSQL server.
            centreAccount: handle.driver === 'pglite',
            progress: (step) => console.log(`  Preparando los datos de demostración: ${step}…`),
          }
        : false,
    });
  })
  .catch(async (error: unknown) => {
    console.error(
      'No se ha podido preparar la base de datos (migraciones o datos iniciales). Las migraciones ' +
        'pendientes se aplican en una sola transacción: si una ha fallado, ninguna se ha ' +
        `aplicado y los datos quedan como estaban.\n${failureText(error)}`,
    );
    await handle.close();
    process.exit(1);
  });
// Embedded default: a real SMTP peer in this process receives every message (lib/mail-receiver.ts).
const receiver: MailReceiver | null = config.MAIL_RECEIVER
  ? await startMailReceiver(`${resolve(config.DATA_DIR)}-correo`, { sender: config.MAIL_FROM })
  : null;
const app = await buildApp({
  db: handle,
  config: receiver ? { ...config, SMTP_URL: receiver.url } : config,
  ...(config.WEB_DIST_DIR ? { webDistDir: config.WEB_DIST_DIR } : {}),
  ...(config.CENTRE_DIST_DIR ? { centreDistDir: config.CENTRE_DIST_DIR } : {}),
});

// Embedded: `npm run backup` asks this process for a consistent copy (lib/backup-socket.ts).
const { snapshot } = handle;
const backupSocket: BackupSocket | null = snapshot
  ? await startBackupSocket(backupSocketPath(resolve(config.DATA_DIR)), snapshot, (error) =>
      app.log.error({ err: error }, 'copia de seguridad fallida'),
    ).catch((error: unknown) => {
      // The server still serves; only the online backup is missing (docs/operations.md).
      app.log.error({ err: error }, 'copia de seguridad en caliente no disponible');
      return null;
    })
  : null;

let closing = false;
/**
 * The orderly stop (docs/operations.md, "Deployment"): report unready and keep serving for
 * SHUTDOWN_DRAIN_MS while the balancer moves new requests elsewhere (plugins/drain.ts), then
 * stop listening, finish the requests in flight, stop the mail worker and close the pool.
 * PGlite must be closed too, or Node never exits.
 */
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.lifecycle.startDraining();
  app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'cerrando');
  if (config.SHUTDOWN_DRAIN_MS > 0)
    await new Promise((resolveDrain) => setTimeout(resolveDrain, config.SHUTDOWN_DRAIN_MS));
  await app.close();
  await backupSocket?.close();
  await receiver?.close();
  await handle.close();
  app.log.info('cerrado');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });

// The console, not the log: this is for the person who typed `npm start`.
console.log(
  startBanner({
    config,
    driver: handle.driver,
    seeded,
    seconds: (Date.now() - startedAt) / 1000,
    demoYears: DEMO_YEARS,
    mail: mailBannerLine(receiver, config.SMTP_URL),
  }),
);
