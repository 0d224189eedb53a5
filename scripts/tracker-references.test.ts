import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code, comments, test names and docs say the reason for a thing, not which tracker item or
 * working session asked for it: a reader has neither the tracker nor the sessions, and the
 * history is in git. This fails on a tracker number ("issue" and a number), a session or round of
 * work ("session", "sesión", "ronda", "round" and a number) in any file git tracks or would add.
 */
const reference =
  /\b(?:issues?) #?\d+|\bsesi[oó]n(?:es)? \d+|\bsession \d+|\bronda \d+|\bround \d+/i;

/** Each line of `text` that names a tracker item or a session, as `line: text`. */
function referencesIn(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (reference.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

const root = join(import.meta.dirname, '..');

/** Tracked files and new ones not ignored, so a violation fails before it is committed. */
function repositoryFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return [...new Set(listed.split('\0').filter((path) => path !== ''))];
}

describe('no tracker numbers or working sessions in the repository', () => {
  it('recognises the references and leaves ordinary words alone', () => {
    // Built from parts, so this file holds no reference of its own.
    const num = (n: number) => ` ${n}`;
    const named = [`see issue${num(38)}`, `Issues${num(17)}–19`, `(sesión${num(14)})`];
    const more = [
      `session${num(11)}`,
      `ronda${num(2)}`,
      `round${num(3)}`,
      `issue #${num(5).trim()}`,
    ];
    for (const text of [...named, ...more]) expect(referencesIn(text), text).toHaveLength(1);
    const fine = ['Iniciar sesión', 'the session cache', 'an issue with 30 s', 'rounds of 2 s'];
    for (const text of fine) expect(referencesIn(text), text).toEqual([]);
  });

  it('finds none in any file of the repository', () => {
    const found: string[] = [];
    for (const path of repositoryFiles()) {
      const full = join(root, path);
      if (!existsSync(full) || !statSync(full).isFile()) continue;
      const bytes = readFileSync(full);
      if (bytes.includes(0)) continue; // binary: images, archives
      for (const line of referencesIn(bytes.toString('utf8'))) found.push(`${path}:${line}`);
    }
    expect(found, 'say the reason instead of the tracker item or session').toEqual([]);
  });
});
