// `npm start`: builds what is not built yet (or is older than its sources), then runs the one
// process that serves the API, the web app and the centre app.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { unsupportedNodeMessage } from './node-version.mjs';

const root = new URL('..', import.meta.url).pathname;

const { engines } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const refusal = unsupportedNodeMessage(process.version, engines.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

/** Newest modification time of any file below `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const contracts = newest(join(root, 'packages/contracts/src'));

const webOut = join(root, 'apps/web/dist/index.html');
if (builtAt(webOut) < Math.max(newest(join(root, 'apps/web/src')), contracts)) {
  console.log('Construyendo la aplicación web…');
  execSync('npm run build -w apps/web', { stdio: 'inherit', cwd: root });
}
// The centre app, served by the same process under /centro/.
const centreOut = join(root, 'apps/centre/dist/index.html');
const centreSrc = join(root, 'apps/centre/src');
if (existsSync(centreSrc) && builtAt(centreOut) < Math.max(newest(centreSrc), contracts)) {
  console.log('Construyendo la app de los centros…');
  execSync('npm run build -w apps/centre', { stdio: 'inherit', cwd: root });
}
const apiOut = join(root, 'apps/api/dist/main.js');
if (builtAt(apiOut) < Math.max(newest(join(root, 'apps/api/src')), contracts)) {
  console.log('Construyendo la API…');
  execSync('npm run build -w apps/api', { stdio: 'inherit', cwd: root });
}
await import(apiOut);
