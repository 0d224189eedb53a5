// `node scripts/check-doc-paths.mjs`: fails, naming each one, when README.md, docs/*.md or an
// apps/api/src/*/README.md names a repository path that does not exist (a step of `npm test`,
// before the build).
import { missingDocPaths } from './doc-paths.mjs';

const root = new URL('..', import.meta.url).pathname;
const missing = missingDocPaths(root);
for (const { doc, path } of missing) console.error(`${doc}: ${path} does not exist`);
if (missing.length > 0) {
  console.error(`${missing.length} path(s) named in the docs do not exist.`);
  process.exit(1);
}
console.log('Every repository path named in README.md, docs/ and apps/api/src/*/README.md exists.');
