// The repository paths that README.md, docs/*.md and apps/api/src/*/README.md name, and which of them do not exist. Used by
// scripts/check-doc-paths.mjs (a step of `npm test`) so that a moved or deleted file cannot leave
// a doc pointing at nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** Top-level folders whose names, at the start of a backticked word, mark a repository path. */
const repoFolders = ['apps/', 'packages/', 'e2e/', 'bench/', 'scripts/', 'deploy/', 'docs/'];

/**
 * Placeholders and patterns name a family of files, not one file: `<domain>`, `*.ts`, `NNNN_x.sql`,
 * `{a,b}`, an ellipsis. They are left out rather than guessed at.
 */
const pattern = /[<>*{}…]|\bN{2,}|\.\.\.$/;

/** Trims what surrounds a path in prose: quotes, brackets, trailing punctuation, a `:line` suffix. */
function clean(word) {
  return word
    .replace(/^["'([]+/, '')
    .replace(/[)"',.;\]]+$/, '')
    .replace(/:\d+(-\d+)?$/, '')
    .replace(/#.*$/, '');
}

/**
 * The repository paths one Markdown text names, relative to the repository root.
 * - inside backticks: every whitespace-separated word that starts with a repository folder
 *   (`apps/…`, `docs/…`) — so a command such as `npx vitest run apps/x.test.ts` is checked too;
 * - a Markdown link's target that is not a URL, resolved from the document's own folder.
 * @param {string} markdown the document's text
 * @param {string} docPath the document's path relative to the repository root (`docs/x.md`)
 * @returns {string[]} unique repository-relative paths, in order of appearance
 */
export function pathReferences(markdown, docPath) {
  const found = new Set();
  const withoutFences = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, (block) =>
    // fenced blocks are commands and sample output: only their repository-folder words count
    block.replace(/^```[^\n]*$/gm, ''),
  );
  for (const [, span] of withoutFences.matchAll(/`([^`\n]+)`/g)) {
    for (const word of span.split(/\s+/)) {
      const path = clean(word);
      if (!repoFolders.some((folder) => path.startsWith(folder))) continue;
      if (pattern.test(path)) continue;
      found.add(normalize(path).replace(/\/$/, ''));
    }
  }
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    const path = clean(target);
    if (path === '' || pattern.test(path)) continue;
    const fromRoot = relative('.', join(dirname(docPath), path));
    found.add(fromRoot.replace(/\/$/, ''));
  }
  return [...found];
}

/**
 * The documents checked: the README, every Markdown file directly in docs/, and the README of
 * each top folder of apps/api/src (what lives there and what it may import).
 */
export function documents(root) {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  const api = join(root, 'apps/api/src');
  const rooms = existsSync(api)
    ? readdirSync(api, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(api, entry.name, 'README.md')))
        .map((entry) => `apps/api/src/${entry.name}/README.md`)
        .sort()
    : [];
  return ['README.md', ...docs, ...rooms];
}

/**
 * The paths git ignores: build outputs such as `apps/api/dist-bench`, which a doc may name but a
 * clean checkout does not have. Asked both as a file and as a folder (the `dist-*` rule matches folders only).
 */
function ignoredByGit(root, paths) {
  if (paths.length === 0) return new Set();
  const run = spawnSync('git', ['check-ignore', '--stdin'], {
    cwd: root,
    input: paths.flatMap((path) => [path, `${path}/`]).join('\n'),
    encoding: 'utf8',
  });
  return new Set(run.stdout.split('\n').map((line) => line.replace(/\/$/, '')));
}

/**
 * Every path named by a document that neither exists in the repository nor is a build output.
 * @param {string} root the repository root
 * @returns {{ doc: string, path: string }[]}
 */
export function missingDocPaths(root) {
  const absent = [];
  for (const doc of documents(root)) {
    const text = readFileSync(join(root, doc), 'utf8');
    for (const path of pathReferences(text, doc)) {
      if (!existsSync(join(root, path))) absent.push({ doc, path });
    }
  }
  const ignored = ignoredByGit(
    root,
    absent.map(({ path }) => path),
  );
  return absent.filter(({ path }) => !ignored.has(path));
}
