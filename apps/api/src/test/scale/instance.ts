import { fork, type ChildProcess } from 'node:child_process';
import { childServerEnv, waitForHealth } from '../child-server';

/** Administrator every instance creates on an empty database (only the first one does). */
export const SCALE_ADMIN = {
  email: 'scale.admin@autoevaluacion.example',
  password: 'Scale-Admin-2026',
};
/** One secret for every instance: a token issued by one must be accepted by all. */
export const SCALE_JWT_SECRET = 'scale-out-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface InstanceSettings {
  /** Short name; the instance's PostgreSQL connections carry `application_name` scale-<name>. */
  name: string;
  /** The server bundle (bundleServer). */
  bundle: string;
  /** Fixed across restarts, as the balancer's configuration names it. */
  port: number;
  databaseUrl: string;
  /** More environment (SMTP_URL, DATABASE_PREPARED_STATEMENTS …). */
  env?: Record<string, string>;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * One API instance: the built server as a child process on a loopback port, started, stopped
 * and started again on the same port as a rolling restart does. Each start is a new process.
 */
export class ApiInstance {
  private child: ChildProcess | undefined;
  private exit: Promise<Exit> | undefined;
  private written = '';

  constructor(private readonly settings: InstanceSettings) {}

  get name(): string {
    return this.settings.name;
  }

  get url(): string {
    return `http://127.0.0.1:${this.settings.port}`;
  }

  get port(): number {
    return this.settings.port;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** What every start of this instance wrote (warnings and errors: LOG_LEVEL=warn). */
  output(): string {
    return this.written;
  }

  /** Starts the process and waits for its first 200 on /health. */
  async start(timeoutMs = 120_000): Promise<void> {
    if (this.running) throw new Error(`instance ${this.name} is already running`);
    const { settings } = this;
    const child = fork(settings.bundle, [], {
      env: {
        ...childServerEnv({
          port: settings.port,
          jwtSecret: SCALE_JWT_SECRET,
          admin: SCALE_ADMIN,
          database: { url: settings.databaseUrl },
        }),
        WEB_DIST_DIR: '/nonexistent-web-dist',
        PGAPPNAME: `scale-${settings.name}`,
        ...settings.env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child = child;
    const capture = (chunk: string) => (this.written += chunk);
    child.stdout?.setEncoding('utf8').on('data', capture);
    child.stderr?.setEncoding('utf8').on('data', capture);
    this.exit = new Promise((resolveExit) =>
      child.once('close', (code, signal) => resolveExit({ code, signal })),
    );
    await waitForHealth(this.url, child, { timeoutMs, output: () => this.written });
  }

  /** Sends `signal` (SIGTERM: the orderly stop) and waits for the process to end. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 60_000): Promise<Exit> {
    const { child, exit } = this;
    if (!child || !exit) throw new Error(`instance ${this.name} was never started`);
    if (this.running) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    try {
      return await exit;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Signals the process without waiting; `stopped()` then waits for its end. */
  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child?.kill(signal);
  }

  stopped(): Promise<Exit> {
    if (!this.exit) throw new Error(`instance ${this.name} was never started`);
    return this.exit;
  }
}
