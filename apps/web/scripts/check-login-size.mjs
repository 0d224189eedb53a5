// Sums the gzip size of the JavaScript the login page loads before it can render: the entry
// script of dist/auth/login.html (the sign-in's own page, src/sign-in) and every chunk it
// modulepreloads. Fails above the budget: the page is plain DOM, and a framework or a schema
// library pulled into it by an import would show here first.
// Run after `vite build`: `node scripts/check-login-size.mjs`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 20;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'auth', 'login.html'), 'utf8');

const files = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1]);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1000).toFixed(2).padStart(9)} kB gzip  ${file}`);
}
console.log(`${(total / 1000).toFixed(2).padStart(9)} kB gzip  total (budget ${BUDGET_KB} kB)`);
if (total > BUDGET_KB * 1000) {
  console.error('The login page loads more JavaScript than the budget allows.');
  process.exit(1);
}
