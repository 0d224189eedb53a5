import type { CrashSeries, KillPoint } from './crash-run';

const POINTS: readonly KillPoint[] = ['before', 'during', 'committed', 'replied'];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The figures of a crash run as Markdown tables, ready for docs/security.md: per database and
 * operation, where the kills landed, what the restart found, and how long it all took.
 */
export function crashSummary(series: readonly CrashSeries[]): string {
  const lines = [
    '| Database | Operation | Kills | Before tx | During tx | After COMMIT, no reply | After reply | Applied | Absent | Partial | Other violations | Applied without audit line |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const run of series) {
    const operations = [...new Set(run.kills.map((kill) => kill.operation))];
    for (const operation of operations) {
      const kills = run.kills.filter((kill) => kill.operation === operation);
      const points = POINTS.map((point) => kills.filter((kill) => kill.point === point).length);
      const count = (state: string) => kills.filter((kill) => kill.outcome.state === state).length;
      const partial = count('partial');
      const other = kills.filter((kill) => kill.violation && kill.outcome.state !== 'partial');
      const unaudited = kills.filter((kill) => kill.outcome.state === 'applied' && !kill.audited);
      lines.push(
        `| ${run.driver} | ${operation} | ${kills.length} | ${points.join(' | ')} | ${count('applied')} | ${count('absent')} | ${partial} | ${other.length} | ${unaudited.length} |`,
      );
    }
  }
  lines.push(
    '',
    '| Database | Uninterrupted run, ms (kill delays, ms) | Restarts | Median restart to /health 200 | Slowest | Series total |',
    '|---|---|---|---|---|---|',
  );
  for (const run of series) {
    const calibration = run.calibration
      .map((entry) => {
        const delays = run.kills
          .filter((kill) => kill.operation === entry.operation)
          .map((kill) => kill.delayMs);
        const name = entry.operation.split(' (')[0] ?? entry.operation;
        return `${name}: ${Math.round(entry.ms)} (kills 0–${Math.round(Math.max(0, ...delays))})`;
      })
      .join('; ');
    lines.push(
      `| ${run.driver} | ${calibration} | ${run.restarts.length} | ${seconds(median(run.restarts))} | ${seconds(Math.max(0, ...run.restarts))} | ${seconds(run.totalMs)} |`,
    );
  }
  return lines.join('\n');
}
