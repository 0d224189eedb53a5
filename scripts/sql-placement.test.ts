import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

/** The messages of the SQL-placement rule for `code` linted as the module file `file`. */
async function sqlMessages(file: string, code: string): Promise<string[]> {
  // The probe is no file on disk, which import/no-cycle cannot walk from: only this rule is asked.
  const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/api/src/modules/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

const QUERY = [
  "import { eq, sql } from 'drizzle-orm';",
  "import { queryRows } from '../../db/client';",
  "import { centros } from '../../db/schema/index';",
  'export const probe = [eq, sql, queryRows, centros];',
  '',
].join('\n');

describe('SQL lives in repository files (eslint.config.js)', () => {
  it('refuses a service importing the query builder, a raw query or a table', async () => {
    expect(await sqlMessages('centres/probe-service.ts', QUERY)).toEqual([
      expect.stringContaining('SQL lives in repository files'),
      expect.stringContaining('Raw queries run in repository files'),
      expect.stringContaining('Tables are queried in repository files'),
    ]);
  });

  it('lets a repository file hold them, and a service import their types', async () => {
    expect(await sqlMessages('centres/repository.ts', QUERY)).toEqual([]);
    expect(await sqlMessages('centres/probe-repository.ts', QUERY)).toEqual([]);
    const types = "import type { SQL } from 'drizzle-orm';\nexport type Probe = SQL;\n";
    expect(await sqlMessages('centres/probe-service.ts', types)).toEqual([]);
  });
});
