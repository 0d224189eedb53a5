/**
 * Directus 11 as the peer of bench/peers.ts: installed from the npm registry into a folder of its
 * own (never a dependency of the product), on a PostgreSQL database of its own holding the same
 * 30,000 centres as the benchmark dataset, started as a child process with or without its memory
 * cache.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../apps/api/src/test/child-server';
import { log } from './cli';

export const DIRECTUS_VERSION = '11.3.5';
const ADMIN = { email: 'peer-admin@example.com', password: 'Peer-Admin-2026' };

/** The columns of `centros` Directus serves, as plain SQL types (Directus has no use for our enums). */
const CENTRE_COLUMNS = `id integer primary key, nombre text not null, direccion text not null,
  kind text not null, ownership text, comunidades_id integer not null,
  provincias_id_provincia integer not null, municipios_id_municipio integer not null,
  cp text not null, codigo text not null unique, groupby text, nivel_socioeconomico text,
  activo smallint not null, home text not null, created_at timestamptz not null,
  updated_at timestamptz not null`;
const CENTRE_SELECT = `select id, nombre, direccion, kind, ownership::text, comunidades_id,
  provincias_id_provincia, municipios_id_municipio, cp, codigo, groupby,
  nivel_socioeconomico::text, activo, home, created_at, updated_at from centros`;
/** The indexes our own table has for these filters, so both plan from the same means. */
const CENTRE_INDEXES = [
  'create index on centros (comunidades_id, ownership, nivel_socioeconomico)',
  'create index on centros (provincias_id_provincia)',
  'create index on centros (municipios_id_municipio)',
  'create index on centros (nombre, id)',
  'create index on centros using gin (lower(nombre) gin_trgm_ops)',
  'create index on centros using gin (lower(codigo) gin_trgm_ops)',
];

/** Installs Directus into `dir` unless it is there already (about 450 MB, a few minutes). */
export function installDirectus(dir: string): void {
  if (existsSync(join(dir, 'node_modules/directus/package.json'))) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-peer', private: true }));
  log(`Instalando directus@${DIRECTUS_VERSION} en ${dir} (registro npm)…`);
  const result = spawnSync(
    'npm',
    [
      'install',
      `directus@${DIRECTUS_VERSION}`,
      'pg',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: dir, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('No se pudo instalar Directus');
}

/** A database URL with another database name. */
const withDatabase = (url: string, name: string): string => {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
};

async function run(url: string, statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * (Re)creates Directus's database beside `sourceUrl`'s: the centres copied row for row (psql's
 * `\copy`, a pipe between the two databases), our indexes, then Directus's own tables.
 */
export async function prepareDirectusDatabase(
  dir: string,
  sourceUrl: string,
  name: string,
): Promise<string> {
  const target = withDatabase(sourceUrl, name);
  await run(withDatabase(sourceUrl, 'postgres'), [
    `drop database if exists ${name} with (force)`,
    `create database ${name}`,
    // Our server's session setting (POSTGRES_SESSION_OPTIONS, an SSD's page cost): Directus
    // cannot pass it per connection, so its database gets it, and both are planned alike.
    `alter database ${name} set random_page_cost = 1.1`,
  ]);
  await run(target, [
    'create extension if not exists pg_trgm',
    `create table centros (${CENTRE_COLUMNS})`,
  ]);
  const copy = spawnSync(
    'sh',
    [
      '-c',
      'psql "$SOURCE" -qc "\\copy ($SELECT) to stdout" | psql "$TARGET" -qc "\\copy centros from stdin"',
    ],
    {
      env: {
        ...process.env,
        SOURCE: sourceUrl,
        TARGET: target,
        SELECT: CENTRE_SELECT.replace(/\s+/g, ' '),
      },
      stdio: 'inherit',
    },
  );
  if (copy.status !== 0) throw new Error('No se pudieron copiar los centros a la base de Directus');
  await run(target, [...CENTRE_INDEXES, 'analyze centros']);
  const bootstrap = spawnSync(process.execPath, [cliOf(dir), 'bootstrap'], {
    cwd: dir,
    env: directusEnv(target, 0, false),
    stdio: 'ignore',
  });
  if (bootstrap.status !== 0) throw new Error('directus bootstrap falló');
  return target;
}

/** Directus's own command line, run with this Node (no npx process between us and it). */
const cliOf = (dir: string): string => join(dir, 'node_modules/directus/cli.js');

function directusEnv(
  url: string,
  port: number,
  cache: boolean,
  poolSize = '10',
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // As it is deployed (its Docker image sets it too).
    NODE_ENV: 'production',
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: url,
    // As many connections as our server's pool in bench/peers.ts.
    DB_POOL__MAX: poolSize,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    KEY: 'bench-peer-key',
    SECRET: 'bench-peer-secret-0123456789abcdef0123456789',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ACCESS_TOKEN_TTL: '4h',
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMITER_ENABLED: 'false',
    CACHE_ENABLED: cache ? 'true' : 'false',
    CACHE_STORE: 'memory',
    CACHE_TTL: '30m',
    CACHE_AUTO_PURGE: 'true',
    CACHE_SCHEMA: 'true',
  };
}

export interface RunningDirectus {
  url: string;
  token: string;
  startMs: number;
  pid: number;
  stop(): Promise<void>;
}

/** Starts Directus on `url`'s database; resolves when it answers its sign-in. */
export async function startDirectus(
  dir: string,
  url: string,
  cache: boolean,
): Promise<RunningDirectus> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [cliOf(dir), 'start'], {
    cwd: dir,
    env: directusEnv(url, port, cache),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timeout);
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Directus se detuvo al arrancar:\n${output}`);
    try {
      const response = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const json = (await response.json()) as { data?: { access_token?: string } };
      const token = json.data?.access_token;
      if (token)
        return {
          url: base,
          token,
          startMs: performance.now() - started,
          pid: child.pid ?? 0,
          stop,
        };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`Directus no respondió en 60 s:\n${output}`);
}
