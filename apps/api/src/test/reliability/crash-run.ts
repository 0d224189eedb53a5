import type { CrashBuild } from './crash-build';
import type { CrashOperation, Outcome, PreparedOperation, SqlRunner } from './crash-operations';
import type { ProbeMark } from './crash-protocol';
import {
  CRASH_ADMIN,
  startCrashServer,
  type CrashDatabase,
  type CrashServer,
} from './crash-server';

/**
 * Where the SIGKILL landed, from the probe's marks and the client's view: before the
 * operation's transaction began, inside it, after its COMMIT returned but before the reply
 * left, or after the client had its reply.
 */
export type KillPoint = 'before' | 'during' | 'committed' | 'replied';

export interface KillRecord {
  operation: string;
  delayMs: number;
  point: KillPoint;
  outcome: Outcome;
  /** The audit line is written after the commit, outside the transaction (plugins/audit.ts). */
  audited: boolean;
  /** Why this kill is a failure; absent when the database is as it must be. */
  violation?: string;
}

export interface CrashSeries {
  driver: string;
  /** Milliseconds of one uninterrupted run of each operation, the span kills are spread over. */
  calibration: { operation: string; ms: number; marks: ProbeMark[] }[];
  kills: KillRecord[];
  /** Milliseconds from spawn to /health 200, for every start after a kill. */
  restarts: number[];
  /** stderr and error-level log lines of every server process, the killed ones included. */
  problems: string[];
  totalMs: number;
}

export interface CrashSeriesOptions {
  driver: string;
  build: CrashBuild;
  database: CrashDatabase;
  /** SQL on the database under test, given the running server (PGlite answers through it). */
  sqlFor(server: CrashServer): SqlRunner;
  operations: readonly CrashOperation[];
  kills: number;
}

/** Kills are spread over this multiple of the operation's duration, to land after it too. */
const SPAN = 1.25;

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

async function login(server: CrashServer): Promise<string> {
  const response = await fetch(`${server.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CRASH_ADMIN),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (response.status !== 200 || !body.data?.token)
    throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

async function auditCount(sql: SqlRunner, action: string): Promise<number> {
  const [row] = await sql<{ n: number }>(
    'select count(*)::int as "n" from audit_log where action = $1',
    [action],
  );
  return row?.n ?? 0;
}

function pointOf(marks: readonly ProbeMark[], status: number | null): KillPoint {
  if (status !== null) return 'replied';
  if (marks.includes('commit')) return 'committed';
  if (marks.includes('begin')) return 'during';
  return 'before';
}

function violationOf(
  operation: CrashOperation,
  point: KillPoint,
  status: number | null,
  outcome: Outcome,
  audited: boolean,
): string | undefined {
  if (outcome.state === 'partial') return `partial operation: ${outcome.detail}`;
  if (status !== null && status !== operation.successStatus)
    return `reply ${status} instead of ${operation.successStatus}`;
  if ((point === 'committed' || point === 'replied') && outcome.state === 'absent')
    return `committed (${point}) but absent after the restart`;
  if (point === 'before' && outcome.state === 'applied')
    return 'applied although its transaction never began';
  if (audited && outcome.state === 'absent') return 'audit line for a change that is absent';
  // The audit plugin writes its line before the reply leaves: a client told "done" has it.
  if (point === 'replied' && !audited) return 'replied without its audit line';
  return undefined;
}

interface Session {
  options: CrashSeriesOptions;
  series: CrashSeries;
  token: string;
  /** The server now running; each kill replaces it with the restarted one. */
  server: CrashServer;
}

function post(session: Session, prepared: PreparedOperation): Promise<Response> {
  const { contentType } = prepared;
  return fetch(`${session.server.url}${prepared.path}`, {
    method: 'POST',
    headers: {
      'content-type': contentType ?? 'application/json',
      authorization: `Bearer ${session.token}`,
    },
    body: contentType ? String(prepared.body) : JSON.stringify(prepared.body),
  });
}

/** One uninterrupted run: it must apply, and its duration is what kills are spread over. */
async function timeOperation(session: Session, operation: CrashOperation): Promise<number> {
  const sql = session.options.sqlFor(session.server);
  const prepared = await operation.prepare(sql, 0);
  const position = session.server.position();
  const before = performance.now();
  const response = await post(session, prepared);
  const ms = performance.now() - before;
  const text = await response.text();
  if (response.status !== operation.successStatus)
    throw new Error(`${operation.name}: ${response.status} ${text}`);
  const outcome = await prepared.check(sql);
  if (outcome.state !== 'applied')
    throw new Error(`${operation.name} did not apply: ${JSON.stringify(outcome)}`);
  const marks = session.server.marksSince(position);
  session.series.calibration.push({ operation: operation.name, ms, marks });
  return ms;
}

/** Fires run `run`, kills the server after `delayMs`, restarts it and reads the outcome. */
/**
 * One run of `operation`, killed `delayMs` after it is sent, or — with `'at begin'` — as soon
 * as the probe says its transaction began (the aim for a transaction too short for a delay).
 */
async function killDuring(
  session: Session,
  operation: CrashOperation,
  run: number,
  aim: number | 'at begin',
): Promise<KillRecord> {
  const { options, series } = session;
  const prepared = await operation.prepare(options.sqlFor(session.server), run);
  const auditBefore = await auditCount(options.sqlFor(session.server), operation.auditAction);
  const killed = session.server;
  const position = killed.position();
  const reply = post(session, prepared).then(
    (answer) => answer.status,
    () => null,
  );
  const sent = performance.now();
  // A reply that comes first (the operation failed before beginning) must not leave this waiting.
  if (aim === 'at begin') await Promise.race([killed.begun(position), reply]);
  else await sleep(aim);
  const delayMs = performance.now() - sent;
  await killed.kill();
  const status = await reply;
  const point = pointOf(killed.marksSince(position), status);
  series.problems.push(...killed.problems());

  session.server = await startCrashServer(options.build, options.database);
  series.restarts.push(session.server.startMs);
  const sql = options.sqlFor(session.server);
  const outcome = await prepared.check(sql);
  const audited = (await auditCount(sql, operation.auditAction)) > auditBefore;
  const violation = violationOf(operation, point, status, outcome, audited);
  return {
    operation: operation.name,
    delayMs,
    point,
    outcome,
    audited,
    ...(violation ? { violation } : {}),
  };
}

const landedInside = (series: CrashSeries, operation: CrashOperation) =>
  series.kills.some((k) => k.operation === operation.name && k.point === 'during');

/**
 * For each operation: one uninterrupted run to time it, then `kills` runs each killed with
 * SIGKILL at a delay spread evenly over that time and a margin (one random point per equal
 * slice). Every kill is followed by a restart, which is at once the "starts cleanly" check, the
 * server the outcome is read through, and the server the next run is fired at.
 */
export async function runCrashSeries(options: CrashSeriesOptions): Promise<CrashSeries> {
  const started = performance.now();
  const series: CrashSeries = {
    driver: options.driver,
    calibration: [],
    kills: [],
    restarts: [],
    problems: [],
    totalMs: 0,
  };
  const server = await startCrashServer(options.build, options.database);
  const session: Session = { options, series, token: '', server };
  try {
    session.token = await login(server);
    for (const operation of options.operations) {
      let span = await timeOperation(session, operation);
      for (let run = 1; run <= options.kills; run += 1) {
        const delayMs = (SPAN * span * (run - 1 + Math.random())) / options.kills;
        const kill = await killDuring(session, operation, run, delayMs);
        series.kills.push(kill);
        // The timed run is one sample, on a server whose previous run had completed: after a
        // killed run, and with the other database's series on the same cores, the operation
        // can take longer. A kill that still found it open widens the span, so that later
        // kills also land after the commit, where durability is what is tested.
        if (kill.point === 'before' || kill.point === 'during')
          span = Math.max(span, SPAN * delayMs);
        // The other way round: a timed run slowed by the machine (the outbox still sending the
        // previous operation's mail) spreads the kills past an operation that now ends sooner,
        // and none falls inside its transaction. Until one has, a kill that found the work
        // already committed narrows the span to what it showed, so the next ones land earlier.
        else if (!series.kills.some((k) => k.operation === operation.name && k.point === 'during'))
          span = Math.min(span, delayMs / SPAN);
      }
      // A transaction of a few milliseconds (a warm reset) can be missed by every kill spread
      // by time. Then up to `kills` more runs are killed the moment the probe reports its
      // `begin`, until one lands inside the transaction.
      for (let extra = 1; extra <= options.kills && !landedInside(series, operation); extra += 1) {
        series.kills.push(await killDuring(session, operation, options.kills + extra, 'at begin'));
      }
    }
  } finally {
    await session.server.stop();
    series.problems.push(...session.server.problems());
  }
  series.totalMs = performance.now() - started;
  return series;
}
