import { describe, expect, it } from 'vitest';
import { changedColumns } from './use-column-visibility';

describe('changedColumns', () => {
  it('lists only the columns whose visibility changed; absent means visible', () => {
    expect(changedColumns({}, { codigo: false })).toEqual([{ column: 'codigo', visible: false }]);
    expect(changedColumns({ codigo: false }, {})).toEqual([{ column: 'codigo', visible: true }]);
    expect(changedColumns({ codigo: true }, {})).toEqual([]);
    expect(
      changedColumns({ codigo: false, key_1: true }, { codigo: false, key_1: false, ccaa: true }),
    ).toEqual([{ column: 'key_1', visible: false }]);
  });
});
