// `npm test`: every check a change must pass, in the order that fails fastest, then one
// closing line with the totals of the unit/API and browser suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const reports = `${root}reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npx prettier --check . --log-level warn'],
  [
    'unit and API tests',
    `npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`,
  ],
  ['build', 'npm run build'],
  ['browser tests', 'npx playwright test'],
];

let failedStep = null;
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit', cwd: root, env: process.env });
  console.log(
    `◀ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
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
if (failedStep) console.log(`\nStopped at: ${failedStep}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStep || failed > 0 ? 1 : 0);
