import { describe, expect, it } from 'vitest';
import { withStatementName } from './statement-cache';

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
