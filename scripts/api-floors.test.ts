import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

/** The messages of the import-zones rule for `code` linted as the API file `file`. */
async function zoneMessages(file: string, code: string): Promise<string[]> {
  // The probe is no file on disk, which import/no-cycle cannot walk from: only this rule is asked.
  const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/api/src/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

const IMPORTS_A_MODULE = (from: string) =>
  `import { findActivePeriod } from '${from}modules/periods/repository';\nexport const probe = findActivePeriod;\n`;

describe('lib/, db/ and plugins/ import no domain module (eslint.config.js)', () => {
  it('refuses a module import in each of the three floors', async () => {
    for (const file of ['lib/probe.ts', 'db/probe.ts', 'plugins/probe.ts'])
      expect(await zoneMessages(file, IMPORTS_A_MODULE('../')), file).toEqual([
        expect.stringContaining('import no domain module'),
      ]);
  });

  it('lets a module, and a test of the floors, import one', async () => {
    expect(await zoneMessages('modules/quizzes/probe.ts', IMPORTS_A_MODULE('../../'))).toEqual([]);
    expect(await zoneMessages('lib/probe.test.ts', IMPORTS_A_MODULE('../'))).toEqual([]);
  });
});
