/**
 * The thin endpoint of bench/peers.ts: Fastify and a pg pool answering the three shapes with the
 * queries a person would write by hand for them, and nothing else (no session, no validation, no
 * cache, no hooks). Started as a child process; it tells the parent over IPC when it listens.
 *
 *   GET /a?comunidad=&page=   a page of 20 centres of one community by name, and the total
 *   GET /b?search=            the first 20 centres whose name or code contains the text, and the total
 *   GET /c                    active centres per community
 */
import Fastify from 'fastify';
import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS } from '../../apps/api/src/db/client';

const [port, url, poolSize] = [
  Number(process.argv[2] ?? 0),
  process.argv[3] ?? '',
  Number(process.argv[4] ?? 10),
];
// Planned with the same session settings as our server (an SSD's random_page_cost), so the
// two differ only in what they run, not in how PostgreSQL plans it.
const pool = new pg.Pool({
  connectionString: url,
  max: poolSize,
  options: POSTGRES_SESSION_OPTIONS,
});
const app = Fastify({ logger: false });

/** The fields of our list's page, places by name. */
const PAGE = `select c.id, c.nombre, c.codigo, c.direccion, c.cp, c.kind, c.ownership, c.groupby,
  c.nivel_socioeconomico, c.activo, c.comunidades_id, co.nombre comunidad,
  c.provincias_id_provincia, p.provincia, c.municipios_id_municipio, m.nombre municipio
  from centros c join comunidades co on co.id = c.comunidades_id
  join provincias p on p.id_provincia = c.provincias_id_provincia
  join municipios m on m.id_municipio = c.municipios_id_municipio`;

app.get<{ Querystring: { comunidad: string; page: string } }>('/a', async (request) => {
  const comunidad = Number(request.query.comunidad);
  const offset = Number(request.query.page) * 20;
  // The page and its total at once, as anyone writing this handler would.
  const [rows, total] = await Promise.all([
    pool.query(`${PAGE} where c.comunidades_id = $1 order by c.nombre, c.id limit 20 offset $2`, [
      comunidad,
      offset,
    ]),
    pool.query('select count(*)::int n from centros where comunidades_id = $1', [comunidad]),
  ]);
  return { data: rows.rows, total: total.rows[0].n };
});

app.get<{ Querystring: { search: string } }>('/b', async (request) => {
  const pattern = `%${request.query.search.toLowerCase()}%`;
  const where = `c.nombre_search like immutable_unaccent($1)
    or immutable_unaccent(lower(c.codigo)) like immutable_unaccent($1)`;
  const [rows, total] = await Promise.all([
    pool.query(`${PAGE} where ${where} order by c.nombre, c.id limit 20`, [pattern]),
    pool.query(`select count(*)::int n from centros c where ${where}`, [pattern]),
  ]);
  return { data: rows.rows, total: total.rows[0].n };
});

app.get('/c', async () => {
  const rows = await pool.query(
    'select comunidades_id, count(*)::int n from centros where activo = 1 group by 1 order by 1',
  );
  return { data: rows.rows };
});

await app.listen({ port, host: '127.0.0.1' });
process.send?.('listening');
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
