/**
 * `node --import tsx bench/bulk-actions.ts [--rows 30000]`: times the bulk actions
 * over real HTTP on PostgreSQL (TEST_DATABASE_URL, a fresh database created and dropped by the
 * test helper): with `rows` centres and `rows` users (one centre each), the confirmation count
 * of a filter selection, deactivating and activating every centre and every user matching a
 * filter (one audit line per row), a user invitation to every pending person (outbox rows), and
 * the export of the selected centres as CSV.
 */
import { sql } from 'drizzle-orm';
import { log } from './lib/cli';
import { listeningTestApp } from './lib/listening-app';

const { rows, t, address, token } = await listeningTestApp(process.argv.slice(2));

// The data straight in SQL: the bench measures the bulk calls, not the creation of rows.
await t.db.execute(sql`
  insert into centros (nombre, codigo, comunidades_id, provincias_id_provincia,
                       municipios_id_municipio, cp, groupby)
  select 'Centro masivo ' || i, 'BULK-' || i, m.comunidad_id, m.id_provincia, m.id_municipio,
         '28001', 'Grupo ' || (i % 50)
  from generate_series(1, ${rows}) i,
       (select * from municipios order by id_municipio limit 1) m`);
await t.db.execute(sql`
  insert into users (nombre, apellidos, email, perfil, centros_id)
  select 'Persona', 'Masiva ' || c.id, 'masiva.' || c.id || '@bench.example', 2, c.id
  from centros c where c.codigo like 'BULK-%'`);
await t.db.execute(sql`analyze`);

async function call(method: string, path: string, body?: object) {
  const started = performance.now();
  const response = await fetch(`${address}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const seconds = (performance.now() - started) / 1000;
  return { status: response.status, seconds, text };
}

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const centres = { filter: { search: 'centro masivo' }, except: [] };
const people = { filter: { perfil: 2, showInactive: true }, except: [] };
type Step = [string, () => ReturnType<typeof call>];
/** The count of a filter selection of one list, then deactivating and activating all of it. */
const countAndToggle = (what: string, path: string, selection: object): Step[] => [
  [
    `recuento de ${what} (filtro)`,
    () => call('GET', `${path}/bulk/count?selection=${q(selection)}`),
  ],
  [
    `desactivar ${what} (filtro)`,
    () => call('POST', `${path}/bulk`, { action: 'deactivate', selection }),
  ],
  [
    `activar ${what} (filtro)`,
    () => call('POST', `${path}/bulk`, { action: 'activate', selection }),
  ],
];
const steps: Step[] = [
  ...countAndToggle('centros', '/v2/centros', centres),
  [
    'exportar centros CSV (filtro)',
    () => call('POST', '/v2/centros/bulk/export', { selection: centres, format: 'csv' }),
  ],
  ...countAndToggle('usuarios', '/v1/users', people),
  [
    'invitar usuarios (filtro, correo en cola)',
    () => call('POST', '/v1/users/bulk', { action: 'invite', selection: people }),
  ],
];

log(`Acciones masivas sobre ${rows} centros y ${rows} usuarios (PostgreSQL, HTTP)`);
for (const [name, run] of steps) {
  const { status, seconds, text } = await run();
  log(
    `${name}: ${seconds.toFixed(2)} s (HTTP ${status}) ${text.length > 120 ? `${text.length} bytes` : text}`,
  );
}
await t.close();
