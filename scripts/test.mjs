// `npm test`: every check a change must pass, in the order that fails fastest, then one
// closing line with the totals of the unit/API and browser suites.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const reports = `${root}reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * Phases run one after another, the steps of a phase side by side (on two cores the checks, each
 * single-threaded, take little more than the longest). The last phase is the two suites: the API
 * tests spend much of their time waiting on PostgreSQL, SMTP and child servers, the browser tests
 * on Chromium and the server, so together they take little more than the longer of the two
 * (docs/operations.md). Each API test file has its own database and each browser worker its own
 * server, so none sees another's data.
 */
const phases = [
  // The static checks are single-threaded and independent: on two cores, side by side.
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['format', 'npx prettier --check . --log-level warn'],
    ['doc paths', 'node scripts/check-doc-paths.mjs'],
  ],
  [['build', 'npm run build']],
  [
    ['login page size', 'npm run size -w apps/web'],
    ['OpenAPI document', 'npx tsx scripts/check-openapi.ts'],
  ],
  [
    [
      'unit and API tests',
      `npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`,
    ],
    ['browser tests', 'npx playwright test'],
  ],
];

/** Runs one step; with company, its lines are prefixed with its name so the two can be told apart. */
function run([name, command], prefixed) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const child = spawn(command, {
    shell: true,
    cwd: root,
    env: prefixed ? { ...process.env, FORCE_COLOR: '0' } : process.env,
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (prefixed) {
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) console.log(`[${name}] ${line}`);
      });
      stream.on('end', () => pending && console.log(`[${name}] ${pending}`));
    }
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`◀ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      resolve(status === 0 ? null : name);
    });
  });
}

let failedSteps = [];
for (const phase of phases) {
  const results = await Promise.all(phase.map((step) => run(step, phase.length > 1)));
  failedSteps = results.filter((name) => name !== null);
  if (failedSteps.length > 0) break;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const vitest = read(`${reports}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const e2e = read(`${reports}/e2e.json`);
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
if (failedSteps.length > 0) console.log(`\nStopped at: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
