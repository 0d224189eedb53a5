/**
 * Tells zod not to compile parsers with `new Function` (its "JIT"): the Content-Security-Policy
 * allows no eval (apps/api/src/plugins/security.ts), so zod's probe for it was refused and the
 * browser reported a CSP violation (Lighthouse's best-practices "issues" audit) although zod
 * swallowed the error. zod reads the flag when a schema is built, at a chunk's evaluation, so it
 * is set at the top of every chunk, before its code, without importing zod. The API keeps the
 * compiled parsers.
 */
export const ZOD_WITHOUT_EVAL = '(globalThis.__zod_globalConfig ??= {}).jitless = true;';
