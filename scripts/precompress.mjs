// Writes .br and .gz twins of every text asset of the build, once, at build time: the API's
// static plugin (preCompressed) then sends the smallest one the browser accepts without
// compressing per request. /admin/datos loads ~1.5 MB of JavaScript raw, ~450 kB gzip.
// One script for both apps (apps/web, and apps/centre under /centro/): `node precompress.mjs DIR`,
// DIR relative to the working directory (the app's folder when run by its build script).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? 'dist');
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;
/**
 * The centre app's service worker is left plain: it is small, and it is the file whose bytes tell
 * a browser of a new release, so one copy of it is all there should be to keep current.
 */
const PLAIN = new Set(['sw.js']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  if (!TEXT.test(path) || PLAIN.has(basename(path))) continue;
  const raw = readFileSync(path);
  if (raw.length < MIN_BYTES) continue;
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`precompressed ${count} files (.br, .gz)`);
