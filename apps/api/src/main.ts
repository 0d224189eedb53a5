import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_CENTRE_USER } from './db/seed/demo';
import { seedDatabase } from './db/seed/run';

/** Demo school years: the minimum that shows first vs later evaluations and every status. */
const DEMO_YEARS = 3;

const startedAt = Date.now();
const config = loadConfig();
const handle = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
);
await handle.migrate();
const seeded = await seedDatabase(handle.db, {
  adminEmail: config.ADMIN_EMAIL,
  adminPassword: config.ADMIN_PASSWORD,
  demo: config.SEED_DEMO ? { centres: config.DEMO_CENTRES, years: DEMO_YEARS } : false,
});
const app = await buildApp({
  db: handle,
  config,
  ...(config.WEB_DIST_DIR ? { webDistDir: config.WEB_DIST_DIR } : {}),
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'cerrando');
  // Finish in-flight requests, then close the database: PGlite must be closed or Node never exits.
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });

const url = config.PUBLIC_URL;
const lines = [
  '',
  `  Back-office de autoevaluación listo en ${url}  (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
  `  Base de datos: ${handle.driver === 'pglite' ? `integrada (PGlite) en ${config.DATA_DIR}` : 'PostgreSQL'}`,
];
if (config.SEED_DEMO) {
  lines.push(
    `  Administrador de demostración: ${config.ADMIN_EMAIL} / ${config.ADMIN_PASSWORD}`,
    `  Usuario de centro de demostración (no entra en el back-office): ${DEMO_CENTRE_USER.email} / ${DEMO_CENTRE_USER.password}`,
  );
  if (seeded.demoSeeded)
    lines.push(
      `  Datos de demostración creados: ${config.DEMO_CENTRES} centros, ${DEMO_YEARS} cursos escolares.`,
    );
}
lines.push('  Documentación de la API: ' + url + '/docs', '');
// The console, not the log: this is for the person who typed `npm start`. Credentials are only
// printed in demo mode, where they are the published demo ones.
console.log(lines.join('\n'));
