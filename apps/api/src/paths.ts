import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder, found by walking up from this module. The same code runs from
 * src/ under tsx and vitest and from the esbuild bundle in dist/, so asset paths
 * (migrations, seed data, the built web app) are resolved from here, never from the cwd.
 */
export function apiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
      if (name === '@eval/api') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/api package.json not found above ' + import.meta.url);
    dir = parent;
  }
}

export const migrationsDir = (): string => join(apiRoot(), 'src', 'db', 'migrations');
export const seedDataDir = (): string => join(apiRoot(), 'src', 'seed', 'data');
export const webDistDir = (): string => join(apiRoot(), '..', 'web', 'dist');
/** The centre app's build, served under /centro/. */
export const centreDistDir = (): string => join(apiRoot(), '..', 'centre', 'dist');
/** Example configuration of the balancer and the pooler (docs/operations.md, "Deployment"). */
export const deployDir = (): string => join(apiRoot(), '..', '..', 'deploy');
