import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../child-server';
import { deployDir } from '../../paths';
import { findExecutable, startHelper, type HelperProcess } from './helper-process';

export interface Pooler {
  port: number;
  /** e.g. `1.18.0` */
  version: string;
  /**
   * Whether this PgBouncer keeps named prepared statements working in transaction mode
   * (1.21 and later, with max_prepared_statements set); the API must turn them off otherwise.
   */
  preparedStatements: boolean;
  process: HelperProcess;
  /** The URL of `databaseUrl`'s database, reached through the pooler. */
  urlFor(databaseUrl: string): string;
  stop(): Promise<void>;
}

export const findPgbouncer = (): string | null => findExecutable('pgbouncer', 'PGBOUNCER_PATH');

/** The version `pgbouncer --version` prints. */
export function pgbouncerVersion(binary: string): string {
  const printed = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout;
  const version = /PgBouncer (\d+\.\d+(?:\.\d+)?)/.exec(printed)?.[1];
  if (!version) throw new Error(`Unexpected pgbouncer --version output: ${printed}`);
  return version;
}

/** Whether `version` is at least major.minor. */
export function versionAtLeast(version: string, major: number, minor: number): boolean {
  const [a = 0, b = 0] = version.split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

export interface PoolerSettings {
  /** Server connections per database and user (the shipped file's default_pool_size otherwise). */
  poolSize: number;
  /**
   * Keep named prepared statements across transactions where the version can (1.21+); default
   * true. False sets max_prepared_statements = 0: a pooler that loses them, as 1.18 does.
   */
  keepPreparedStatements?: boolean;
}

/**
 * deploy/pgbouncer.ini as shipped, made local: its one database entry becomes a wildcard on
 * `server`'s host and port (so each test database is reachable by name), and the addresses,
 * authentication and files are the test's. Every pooling setting is the shipped one.
 */
function localConfig(
  server: URL,
  port: number,
  dir: string,
  settings: PoolerSettings,
  version: string,
): string {
  const overrides: Record<string, string> = {
    listen_addr: '127.0.0.1',
    listen_port: String(port),
    // Clients on loopback only; the pooler still logs in to PostgreSQL with the URL's password.
    auth_type: 'trust',
    auth_file: join(dir, 'userlist.txt'),
    unix_socket_dir: '',
    default_pool_size: String(settings.poolSize),
  };
  if (versionAtLeast(version, 1, 21))
    overrides.max_prepared_statements = settings.keepPreparedStatements === false ? '0' : '200';
  const lines: string[] = [];
  let section = '';
  for (const raw of readFileSync(join(deployDir(), 'pgbouncer.ini'), 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith(';') || line === '') continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1] ?? '';
      lines.push(line);
      if (section === 'pgbouncer')
        lines.push(...Object.entries(overrides).map(([key, value]) => `${key} = ${value}`));
      continue;
    }
    const [key = '', ...rest] = line.split('=');
    const value = rest.join('=').trim();
    if (section === 'databases') {
      const password = server.password ? ` password=${decodeURIComponent(server.password)}` : '';
      const kept = value.replace(/\b(host|port|dbname|user|password)=\S+\s*/g, '');
      lines.push(
        `* = host=${server.hostname} port=${server.port || 5432} user=${decodeURIComponent(server.username)}${password} ${kept}`,
      );
    } else if (!(key.trim() in overrides)) {
      lines.push(line);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * PgBouncer in front of the PostgreSQL server of `serverUrl`, on a free loopback port, with its
 * configuration in `dir` (readable by `nobody`: PgBouncer refuses to run as root, so as root it
 * is started with `-u nobody`). Logs go to its stderr.
 */
export async function startPgbouncer(
  serverUrl: string,
  dir: string,
  settings: PoolerSettings,
): Promise<Pooler> {
  const binary = findPgbouncer();
  if (!binary)
    throw new Error('pgbouncer not found (apt-get install pgbouncer, or PGBOUNCER_PATH)');
  const version = pgbouncerVersion(binary);
  const server = new URL(serverUrl);
  const port = await freePort();
  const configFile = join(dir, 'pgbouncer.ini');
  writeFileSync(configFile, localConfig(server, port, dir, settings, version), { mode: 0o644 });
  writeFileSync(join(dir, 'userlist.txt'), `"${decodeURIComponent(server.username)}" ""\n`, {
    mode: 0o644,
  });
  const asRoot = process.getuid?.() === 0;
  const helper = await startHelper(binary, [...(asRoot ? ['-u', 'nobody'] : []), configFile], port);
  return {
    port,
    version,
    preparedStatements: versionAtLeast(version, 1, 21) && settings.keepPreparedStatements !== false,
    process: helper,
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.password = '';
      return url.toString();
    },
    // SIGINT: PgBouncer's "safe shutdown", after the transactions in progress.
    stop: () => helper.stop('SIGINT'),
  };
}
