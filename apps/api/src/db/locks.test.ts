import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_CLASSES, LOCK_KEYS } from './locks';

const src = new URL('..', import.meta.url).pathname;

/** The product's source files (tests aside), relative to `apps/api/src`. */
function sourceFiles(dir = src): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [relative(src, path)] : [];
  });
}

/** A lock function called with a number written in place, or a number of the locks' range. */
const OWN_LOCK_NUMBER = /advisory_(?:xact_)?(?:un)?lock(?:_shared)?\(\s*\d|727_?100_?\d{3}/;

/** The files that write a lock number of their own instead of naming it from db/locks.ts. */
function filesWithOwnLockNumbers(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file, text]) => file !== 'db/locks.ts' && OWN_LOCK_NUMBER.test(text))
    .map(([file]) => file);
}

describe('advisory locks (db/locks.ts)', () => {
  it('give each purpose its own key in each key space', () => {
    for (const space of [LOCK_KEYS, LOCK_CLASSES]) {
      const values = Object.values(space);
      expect(new Set(values).size, JSON.stringify(space)).toBe(values.length);
    }
  });

  it('are named from db/locks.ts by every file that takes one', () => {
    const files = Object.fromEntries(
      sourceFiles().map((file) => [file, readFileSync(join(src, file), 'utf8')]),
    );
    expect(Object.keys(files).length).toBeGreaterThan(100);
    expect(filesWithOwnLockNumbers(files)).toEqual([]);
  });

  it('catch a lock number written in place (the check can fail)', () => {
    expect(
      filesWithOwnLockNumbers({
        'modules/x/repository.ts': 'sql`select pg_advisory_xact_lock(727100031)`',
        'lib/y.ts': 'const KEY = 727_100_040;',
        'lib/z.ts': 'sql`select pg_try_advisory_xact_lock(${LOCK_KEYS.retention})`',
      }),
    ).toEqual(['modules/x/repository.ts', 'lib/y.ts']);
  });
});
