/** See doc-paths.mjs: the repository paths a Markdown document names, relative to the root. */
export function pathReferences(markdown: string, docPath: string): string[];
/** See doc-paths.mjs: README.md and docs/*.md. */
export function documents(root: string): string[];
/** See doc-paths.mjs: each named path that neither exists nor is a git-ignored build output. */
export function missingDocPaths(root: string): { doc: string; path: string }[];
