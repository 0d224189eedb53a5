import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingDocPaths, pathReferences } from './doc-paths.mjs';

describe('the repository paths named in the docs', () => {
  it('finds backticked paths, paths inside commands and relative links, and leaves patterns out', () => {
    const markdown = [
      'The seed is in `apps/api/src/seed/` and the check runs with',
      '`npx vitest run scripts/doc-paths.test.ts:12`, see [ops](operations.md#deployment) and',
      '[the pool](../deploy/pgbouncer.ini), not [a site](https://example.org/apps/x).',
      'Patterns name families: `apps/api/src/modules/<domain>/routes.ts`, `e2e/*.spec.ts`,',
      '`apps/api/src/db/migrations/NNNN_name.sql`; words elsewhere do not count: `src/app/`.',
    ].join('\n');
    expect(pathReferences(markdown, 'docs/x.md')).toEqual([
      'apps/api/src/seed',
      'scripts/doc-paths.test.ts',
      'docs/operations.md',
      'deploy/pgbouncer.ini',
    ]);
  });

  it('names the missing paths of each document, but not the git-ignored build outputs', () => {
    const repo = mkdtempSync(join(tmpdir(), 'doc-paths-'));
    execFileSync('git', ['init', '-q'], { cwd: repo });
    mkdirSync(join(repo, 'apps'));
    mkdirSync(join(repo, 'docs'));
    writeFileSync(join(repo, '.gitignore'), 'dist-*/\n');
    writeFileSync(join(repo, 'apps/a.ts'), '');
    writeFileSync(join(repo, 'README.md'), '`apps/a.ts`, `apps/gone.ts`, `apps/dist-bench`');
    writeFileSync(join(repo, 'docs/x.md'), 'See [the readme](../README.md) and [y](y.md).');
    mkdirSync(join(repo, 'apps/api/src/lib'), { recursive: true });
    writeFileSync(join(repo, 'apps/api/src/lib/README.md'), '`apps/a.ts` and `docs/z.md`');
    expect(missingDocPaths(repo)).toEqual([
      { doc: 'README.md', path: 'apps/gone.ts' },
      { doc: 'docs/x.md', path: 'docs/y.md' },
      { doc: 'apps/api/src/lib/README.md', path: 'docs/z.md' },
    ]);
    rmSync(repo, { recursive: true, force: true });
  });
});
