/**
 * Tells zod, before any schema parses, not to compile parsers with `new Function` (its "JIT").
 * The apps' Content-Security-Policy allows no eval (apps/api/src/plugins/security.ts), so zod's
 * probe for it was refused and the browser reported a CSP violation on every page that loads a
 * schema (Lighthouse's "issues" audit, a best-practices point) although zod swallowed the error.
 * Loosening the policy is not worth a faster parse of a few small answers, so the browsers'
 * zod runs its interpreter instead. The API keeps the compiled parsers.
 *
 * Written on zod's global config object (`globalThis.__zod_globalConfig`, zod/v4/core/core.js)
 * without importing zod, so the login pages' first load does not grow: imported first by each
 * app's `main.tsx`, it runs before any module that parses.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
