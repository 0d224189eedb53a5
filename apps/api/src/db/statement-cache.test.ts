import { describe, expect, it } from 'vitest';
import { inlineTrailingLimit, withStatementName } from './statement-cache';

describe('statement names', () => {
  it('names a parameterised data statement after its text, the same name every time', () => {
    const config = { text: 'select * from users where id = $1' };
    const first = withStatementName(config, [1]) as { name?: string };
    const second = withStatementName({ ...config }, [2]) as { name?: string };
    expect(first.name).toMatch(/^s_[0-9a-f]{24}$/);
    expect(second.name).toBe(first.name);
    const other = withStatementName({ text: 'select * from users where id = $2' }, [1]);
    expect((other as { name?: string }).name).not.toBe(first.name);
  });

  it('leaves alone what cannot or need not be prepared', () => {
    const noParameters = { text: 'select 1' };
    expect(withStatementName(noParameters, [])).toBe(noParameters);
    const utility = { text: 'create index x on y (z)' };
    expect(withStatementName(utility, [1])).toBe(utility);
    const alreadyNamed = { text: 'select $1', name: 'mine' };
    expect(withStatementName(alreadyNamed, [1])).toBe(alreadyNamed);
    expect(withStatementName('select $1', [1])).toBe('select $1');
  });

  it('reads parameters given inside the config too', () => {
    const named = withStatementName({ text: 'update t set a = $1', values: [1] });
    expect((named as { name?: string }).name).toMatch(/^s_/);
  });
});

describe('trailing limits', () => {
  it('writes the limit into the text and renumbers the offset after it', () => {
    expect(
      inlineTrailingLimit(
        'select * from t where a = $1 order by id limit $2 offset $3',
        [7, 10, 20],
      ),
    ).toEqual({
      text: 'select * from t where a = $1 order by id limit 10 offset $2',
      values: [7, 20],
    });
    expect(inlineTrailingLimit('select * from t where a = $1 limit $2', ['x', 5])).toEqual({
      text: 'select * from t where a = $1 limit 5',
      values: ['x'],
    });
  });

  it('leaves anything else as it is', () => {
    // Not at the end (a locking clause follows), not the last parameter, not a safe small integer.
    expect(inlineTrailingLimit('select id from t limit $1 for update skip locked', [5])).toBeNull();
    expect(inlineTrailingLimit('select id from t where a = $2 limit $1', [5, 1])).toBeNull();
    expect(inlineTrailingLimit('select id from t limit $1', ['5; drop table t'])).toBeNull();
    expect(inlineTrailingLimit('select id from t limit $1', [1.5])).toBeNull();
    expect(inlineTrailingLimit('select id from t limit $1', [5_000_000])).toBeNull();
    expect(inlineTrailingLimit('select id from t limit $1 offset $2', [-1, 0])).toBeNull();
  });
});
