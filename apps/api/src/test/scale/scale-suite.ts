import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { centros } from '../../db/schema/index';
import { tokenFor, type TestUser } from '../app';
import { createTestDatabase, type TestDatabase } from '../database';
import { startTestSmtpServer, type TestSmtpServer } from '../mail-test-server';
import { helperDir, startCluster, type Cluster } from './cluster';
import type { ApiInstance } from './instance';
import { startPgbouncer, type Pooler } from './pgbouncer';
import { startTcpGate, type TcpGate } from './tcp-gate';
import { scaleTokenIssuer } from './token-issuer';

export type ScaleMode = 'direct' | 'pgbouncer';

/**
 * What the scale-out tests of one mode share, in the order they run: the database, one SMTP peer
 * behind a gate per instance, PgBouncer in pgbouncer mode, and the cluster the first test starts.
 * The hooks set the database and the peers up before the tests and stop everything after.
 */
export class ScaleSuite {
  /** The test's own connection, always direct, to prepare data and to look at the result. */
  handle!: DatabaseHandle;
  cluster!: Cluster;
  readonly peers: TestSmtpServer[] = [];
  /** One gate per instance between it and its SMTP peer (tcp-gate.ts). */
  readonly gates: TcpGate[] = [];
  /** The administrator's token, from a login through the balancer. */
  adminToken = '';
  issueToken: (user: TestUser) => string = () => '';
  private database: TestDatabase | undefined;
  private databaseUrl = '';
  private pooler: Pooler | undefined;
  private closeIssuer: () => Promise<void> = async () => undefined;
  private readonly dirs: { remove(): void }[] = [];

  constructor(
    readonly mode: ScaleMode,
    private readonly serverUrl: string,
    private readonly instances: number,
  ) {
    beforeAll(() => this.prepare(), 60_000);
    afterAll(() => this.close(), 120_000);
  }

  instance(index: number): ApiInstance {
    const found = this.cluster.instances[index];
    if (!found) throw new Error(`no instance ${index}`);
    return found;
  }

  /** The instances on the database (through the pooler in pgbouncer mode) behind nginx. */
  async startCluster(bundle: string): Promise<void> {
    const dir = this.helperDir('scale-nginx-');
    const { pooler, databaseUrl, gates } = this;
    this.cluster = await startCluster({
      bundle,
      databaseUrl: pooler ? pooler.urlFor(databaseUrl) : databaseUrl,
      instances: this.instances,
      dir: dir.path,
      env: pooler
        ? { DATABASE_PREPARED_STATEMENTS: pooler.preparedStatements ? 'true' : 'false' }
        : {},
      // A held connection waits for its greeting; 30 s is the most SMTP_URL allows.
      envOf: (index) => ({
        SMTP_URL: `smtp://127.0.0.1:${gates[index]?.port}?connectionTimeout=30000&greetingTimeout=30000`,
      }),
    });
    this.handle = await openDatabase({ url: databaseUrl, poolSize: 4 });
    // The centre users' tokens are issued as login would, without a password hash for each.
    const issuer = await scaleTokenIssuer(this.handle, databaseUrl);
    this.issueToken = (user) => tokenFor(issuer, user);
    this.closeIssuer = () => issuer.close();
  }

  /** The body of `PATCH /v2/centros` renaming centre `centreId`, its other fields as stored. */
  async centreRename(centreId: number, nombre: string) {
    const [centre] = await this.handle.db.select().from(centros).where(eq(centros.id, centreId));
    return {
      id: centreId,
      nombre,
      codigo: centre?.codigo,
      comunidades_id: centre?.comunidades_id,
      provincias_id_provincia: centre?.provincias_id_provincia,
      municipios_id_municipio: centre?.municipios_id_municipio,
      activo: 1,
    };
  }

  private helperDir(prefix: string): { path: string; remove(): void } {
    const dir = helperDir(prefix);
    this.dirs.push(dir);
    return dir;
  }

  private async prepare(): Promise<void> {
    this.database = await createTestDatabase(this.serverUrl);
    if (!('url' in this.database.target)) throw new Error('not a PostgreSQL database');
    this.databaseUrl = this.database.target.url;
    for (let i = 0; i < this.instances; i += 1) {
      const peer = await startTestSmtpServer();
      this.peers.push(peer);
      this.gates.push(await startTcpGate(peer.port));
    }
    if (this.mode === 'pgbouncer') {
      const dir = this.helperDir('scale-pgbouncer-');
      this.pooler = await startPgbouncer(this.databaseUrl, dir.path, { poolSize: 8 });
    }
  }

  private async close(): Promise<void> {
    await this.closeIssuer();
    await this.cluster?.stop();
    await this.handle?.close();
    await this.pooler?.stop();
    for (const gate of this.gates) await gate.close();
    for (const peer of this.peers) await peer.close();
    await this.database?.drop();
    for (const dir of this.dirs) dir.remove();
  }
}
