import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

/** The messages of the repository rules for `code` linted as the module file `file`. */
async function purityMessages(file: string, code: string): Promise<string[]> {
  // The probe is no file on disk, which import/no-cycle cannot walk from: only these rules.
  const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/api/src/modules/${file}` });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === '@typescript-eslint/no-restricted-imports' ||
        message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message);
}

const IMPURE = [
  "import type { Database } from '../../db/client';",
  "import { AppError } from '../../lib/errors';",
  "import type { AuditTrail } from '../../lib/audit-trail';",
  "import { changeRecord } from '../../lib/audited-record';",
  'export const probe = (db: Database, audit: AuditTrail) =>',
  '  db.transaction(async () => {',
  '    await changeRecord;',
  '    await audit;',
  "    throw new AppError('NOT_FOUND', 'no');",
  '  });',
  '',
].join('\n');

describe('repository files hold SQL only (eslint.config.js)', () => {
  it('refuses a repository raising errors, writing audit or opening a transaction', async () => {
    const expected = [
      expect.stringContaining('A repository returns what it found'),
      expect.stringContaining('Audit lines and audited writes belong to services'),
      expect.stringContaining('Audit lines and audited writes belong to services'),
      expect.stringContaining('runs inside the transaction its caller opened'),
    ];
    expect(await purityMessages('centres/repository.ts', IMPURE)).toEqual(expected);
    expect(await purityMessages('centres/probe-repository.ts', IMPURE)).toEqual(expected);
  });

  it('lets a service do all three', async () => {
    expect(await purityMessages('centres/probe-service.ts', IMPURE)).toEqual([]);
  });
});
