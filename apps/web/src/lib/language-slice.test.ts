import { describe, expect, it } from 'vitest';
import { languageSelected, languageSlice, selectLanguage } from './language-slice';

describe('language slice', () => {
  it('defaults to ES (spec §9)', () => {
    expect(languageSlice.reducer(undefined, { type: 'init' })).toEqual({ selected: 'ES' });
  });

  it('selects another language', () => {
    const state = languageSlice.reducer(undefined, languageSelected('CA'));
    expect(selectLanguage({ language: state })).toBe('CA');
  });

  it('falls back to ES when the state has no or an unknown language', () => {
    expect(selectLanguage({})).toBe('ES');
    expect(selectLanguage({ language: { selected: 'XX' as 'ES' } })).toBe('ES');
  });
});
