import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build, type Plugin } from 'vite';
import { precachedFiles, SERVICE_WORKER_FILE, type PrecacheManifest } from './src/pwa/precache';

/** Every file under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Writes the service worker of a build (src/pwa/service-worker.ts) once the build is on disk:
 * the list of every file it wrote (public ones too, so read from the folder) and a version that
 * hashes their contents go into the worker, which is bundled on its own as a classic script
 * (module workers are not in every browser the centres use).
 */
export function centreServiceWorker(): Plugin {
  let outDir = '';
  let base = '/';
  let root = '';
  return {
    name: 'centre-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async closeBundle() {
      const relativePaths = filesUnder(outDir);
      const files = precachedFiles(relativePaths, base);
      const hash = createHash('sha256');
      for (const file of files) {
        hash.update(file);
        hash.update(readFileSync(join(outDir, file.slice(base.length))));
      }
      const manifest: PrecacheManifest = { version: hash.digest('hex').slice(0, 16), files };
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: { __PRECACHE__: JSON.stringify(manifest) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          lib: {
            entry: resolve(root, 'src/pwa/service-worker.ts'),
            formats: ['iife'],
            name: 'centreServiceWorker',
            fileName: () => SERVICE_WORKER_FILE,
          },
        },
      });
    },
  };
}
