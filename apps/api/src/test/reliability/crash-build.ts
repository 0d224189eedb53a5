import { join } from 'node:path';
import { build } from 'esbuild';
import { bundleServer } from '../child-server';
import { apiRoot } from '../../paths';

export interface CrashBuild {
  /** The server bundle, as `npm run build` makes it. */
  bundle: string;
  /** crash-probe.ts, bundled to load with `node --import`. */
  probe: string;
}

/** Own folder (git-ignored `dist-*`), so the test never races another build of dist/. */
const OUT_DIR = 'dist-crash';

let built: Promise<CrashBuild> | undefined;

/**
 * Bundles the server (bundleServer) and the probe next to it. Once per test run: a started
 * server loads in a fraction of the time tsx would need, and the test starts it about 60 times.
 */
export function buildCrashServer(): Promise<CrashBuild> {
  built ??= (async () => {
    const root = apiRoot();
    const bundle = bundleServer(OUT_DIR);
    const probe = join(root, OUT_DIR, 'crash-probe.js');
    await build({
      entryPoints: [join(root, 'src', 'test', 'reliability', 'crash-probe.ts')],
      outfile: probe,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // The server's own copies: patching another instance of pg or PGlite would see nothing.
      external: ['pg', '@electric-sql/pglite', '@electric-sql/pglite/*'],
      logLevel: 'warning',
    });
    return { bundle, probe };
  })();
  return built;
}
