/**
 * `node --import tsx bench/mass-upload-preview.ts [--rows 20000]`: times the user mass upload
 * with its preview and update option in process on PostgreSQL (TEST_DATABASE_URL, a
 * fresh database created and dropped by the test helper): the upload of `rows` new users, then
 * the preview and the upload with `update=true` of the same file with a third of the rows
 * changed. No SMTP: the welcome e-mails are only recorded.
 */
import { ADMIN_PROFILE } from '@eval/contracts/common';
import { createTestApp, createUser, tokenFor } from '../apps/api/src/test/app';
import { createCentre } from '../apps/api/src/test/user-helpers';
import { intFlag, log, parseArgs } from './lib/cli';

const args = parseArgs(process.argv.slice(2), ['rows']);
const rows = intFlag(args, 'rows', 20_000);
if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL es obligatorio');

const t = await createTestApp();
const authorization = `Bearer ${tokenFor(t.app, await createUser(t.db, { perfil: ADMIN_PROFILE }))}`;
const centre = await createCentre(t.db, { groupby: null });

const file = (changedEvery: number) =>
  Array.from({ length: rows }, (_, i) => ({
    line: i + 2,
    nombre: `Persona ${i}`,
    apellidos: changedEvery > 0 && i % changedEvery === 0 ? 'Cambiada' : 'Masiva',
    email: `bench${i}@masivo.example`,
    tipo: '2',
    codigocentro: centre.codigo,
  }));

async function call(url: string, payload: object[]) {
  const started = performance.now();
  const response = await t.app.inject({ method: 'POST', url, headers: { authorization }, payload });
  const seconds = (performance.now() - started) / 1000;
  const data = (response.json() as { data: { counts?: object; rejected?: unknown[] } }).data;
  const summary = data.counts ?? { ...data, rejected: data.rejected?.length };
  log(`${url}: ${response.statusCode} en ${seconds.toFixed(2)} s; ${JSON.stringify(summary)}`);
}

try {
  log(`Carga masiva de ${rows} usuarios (PostgreSQL)`);
  await call('/v1/auth/massive/preview', file(0));
  await call('/v1/auth/massive', file(0));
  await call('/v1/auth/massive/preview?update=true', file(3));
  await call('/v1/auth/massive?update=true', file(3));
} finally {
  await t.close();
}
