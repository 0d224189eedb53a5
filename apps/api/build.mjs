// Bundles the API into dist/main.js. npm dependencies stay external (installed by npm ci);
// the workspace contracts are TypeScript source, so they are bundled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@eval/'),
);

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  // API_OUTFILE lets several builds live side by side (e.g. dist-<name>/main.js); it must stay
  // inside apps/api, where the bundle finds its migrations and seed data.
  outfile: new URL(process.env.API_OUTFILE ?? './dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
