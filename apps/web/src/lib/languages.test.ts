import { describe, expect, it } from 'vitest';
import { languageOptions } from './languages';

describe('languageOptions (the list loaded at start-up, spec §2)', () => {
  it('offers the loaded languages in their order, with their names', () => {
    expect(
      languageOptions([
        { id: 'CA', name: 'Valencià' },
        { id: 'ES', name: 'Castellano' },
      ]),
    ).toEqual([
      { code: 'CA', name: 'Valencià' },
      { code: 'ES', name: 'Castellano' },
    ]);
  });

  it('leaves out a language the API would not accept', () => {
    expect(
      languageOptions([
        { id: 'ES', name: 'Español' },
        { id: 'EU', name: 'Euskara' },
      ]),
    ).toEqual([{ code: 'ES', name: 'Español' }]);
  });

  it('stands in with the known codes until the list has loaded', () => {
    expect(languageOptions(undefined)).toEqual([
      { code: 'ES', name: 'ES' },
      { code: 'CA', name: 'CA' },
    ]);
    expect(languageOptions([])).toHaveLength(2);
  });
});
