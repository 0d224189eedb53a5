import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

/**
 * Lints one line of code as if it were a file of a web layer, with the repository's config: the
 * imported file is real, so the zone rule sees the same resolved path a real import would.
 */
async function zoneMessages(filePath: string, code: string): Promise<string[]> {
  // The probe is no file on disk, which import/no-cycle cannot walk from (and its cycles are
  // proved by scripts/import-cycle.test.ts): only the zones are asked here.
  const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('the web layers are enforced by lint zones (eslint.config.js, webLayerZones)', () => {
  it('refuses a feature, a component or lib importing app/', async () => {
    const upward =
      "import { createAppStore } from '../../app/store';\nexport const s = createAppStore;\n";
    expect(await zoneMessages('apps/web/src/features/users/zone-probe.ts', upward)).toEqual([
      expect.stringContaining('app/ only composes'),
    ]);
    expect(
      await zoneMessages(
        'apps/web/src/components/zone-probe.ts',
        "import { createAppStore } from '../app/store';\nexport const s = createAppStore;\n",
      ),
    ).toEqual([expect.stringContaining('app/ only composes')]);
    expect(
      await zoneMessages(
        'apps/web/src/lib/zone-probe.ts',
        "import { createAppStore } from '../app/store';\nexport const s = createAppStore;\n",
      ),
    ).toEqual([expect.stringContaining('app/ only composes')]);
  });

  it('refuses lib importing a component and a component importing a feature', async () => {
    expect(
      await zoneMessages(
        'apps/web/src/lib/zone-probe.ts',
        "import { LoadError } from '../components/load-error';\nexport const c = LoadError;\n",
      ),
    ).toEqual([expect.stringContaining('lib sits below the components')]);
    expect(
      await zoneMessages(
        'apps/web/src/components/zone-probe.ts',
        "import { useGetUsersQuery } from '../features/users/api';\nexport const a = useGetUsersQuery;\n",
      ),
    ).toEqual([expect.stringContaining('components and lib sit below the features')]);
  });

  it('lets a feature import the shared state of lib/state', async () => {
    expect(
      await zoneMessages(
        'apps/web/src/features/users/zone-probe.ts',
        "import { searchOf } from '../../lib/state/table-setup';\nexport const s = searchOf;\n",
      ),
    ).toEqual([]);
  });
});
