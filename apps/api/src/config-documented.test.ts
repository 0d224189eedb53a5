import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config';

/** An operator finds every variable the server reads, in both places they look. */
const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

/** The names `.env.example` sets, commented or not (`NAME=` or `# NAME=`). */
function exampleNames(): Set<string> {
  const names = read('.env.example')
    .split('\n')
    .map((line) => /^(?:#\s*)?([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
  return new Set(names);
}

/**
 * The names in the first column of the README's configuration table. A row may group names with
 * "…" (`RETENTION_…_DAYS`), which stands for any run of name characters.
 */
function readmePatterns(): RegExp[] {
  const section = read('README.md').split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)])
    .map(([, name]) => new RegExp(`^${(name ?? '').replaceAll('…', '[A-Z0-9_]+')}$`));
}

describe('the configuration is documented', () => {
  it('reads a known set of variables', () => {
    expect(CONFIG_VARIABLES).toContain('REMINDER_INTERVAL_DAYS');
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(30);
  });

  it('lists every variable in .env.example, and nothing the server does not read', () => {
    const names = exampleNames();
    expect(CONFIG_VARIABLES.filter((name) => !names.has(name))).toEqual([]);
    expect([...names].filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });

  it("names every variable in the README's table, and nothing else", () => {
    const patterns = readmePatterns();
    expect(patterns.length).toBeGreaterThan(10);
    expect(CONFIG_VARIABLES.filter((name) => !patterns.some((p) => p.test(name)))).toEqual([]);
    expect(
      patterns.filter((pattern) => !CONFIG_VARIABLES.some((name) => pattern.test(name))),
    ).toEqual([]);
  });
});
