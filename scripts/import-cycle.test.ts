import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

describe('import/no-cycle reads TypeScript', () => {
  it('reports the deliberate two-file cycle of scripts/fixtures/import-cycle with the repository config', () => {
    // --no-ignore: the normal lint ignores the fixture; everything else is eslint.config.js as is
    const run = spawnSync(
      process.execPath,
      [
        'node_modules/eslint/bin/eslint.js',
        '--no-ignore',
        '--format',
        'json',
        'scripts/fixtures/import-cycle',
      ],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    );
    const results = JSON.parse(run.stdout) as {
      filePath: string;
      messages: { ruleId: string | null; message: string }[];
    }[];
    const cycles = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'import/no-cycle')
        .map(() => result.filePath.replace(root, '')),
    );
    expect(cycles.sort()).toEqual([
      'scripts/fixtures/import-cycle/first.ts',
      'scripts/fixtures/import-cycle/second.ts',
    ]);
    expect(run.status).toBe(1);
  });
});
