import { describe, expect, it } from 'vitest';
import { jsonFilter, searchOf, usableSetup } from './table-setup';

const FIELDS = ['nombre', 'codigo'] as const;

describe('usableSetup', () => {
  it('keeps a setup the table can send', () => {
    const saved = { size: 20, page: 3, order: { field: 'codigo', direction: 'desc' as const } };
    expect(usableSetup(saved, [10, 20, 50], FIELDS)).toEqual(saved);
  });

  it('brings a page size the table does not offer back to its first size', () => {
    // The users table within a centre offers 5 or 10; 50 was chosen for every user.
    expect(usableSetup({ size: 50, page: 2 }, [5, 10], FIELDS)).toMatchObject({ size: 5, page: 2 });
  });

  it('drops an order by a field the server cannot sort by, or in no known direction', () => {
    expect(
      usableSetup({ size: 10, page: 0, order: { field: 'dni', direction: 'asc' } }, [10], FIELDS)
        .order,
    ).toBeNull();
    const strange = { field: 'nombre', direction: 'sideways' } as unknown as {
      field: string;
      direction: 'asc';
    };
    expect(usableSetup({ size: 10, page: 0, order: strange }, [10], FIELDS).order).toBeNull();
    // A table that cannot be sorted never sends an order.
    expect(
      usableSetup({ size: 10, page: 0, order: { field: 'nombre', direction: 'asc' } }, [10], [])
        .order,
    ).toBeNull();
  });

  it('turns a page that is not a whole number ≥ 0 into the first page', () => {
    for (const page of [-1, 1.5, Number.NaN]) {
      expect(usableSetup({ size: 10, page }, [10], FIELDS).page).toBe(0);
    }
  });
});

describe('jsonFilter and searchOf', () => {
  it('keeps a typed filter as JSON, leaving out fields without a value', () => {
    const filter: { subject?: string; status?: 'sent'; from?: string } = {
      subject: 'Alta',
      from: undefined,
      status: 'sent',
    };
    expect(jsonFilter(filter)).toEqual({ subject: 'Alta', status: 'sent' });
  });

  it('reads the remembered search, or nothing', () => {
    expect(searchOf({ search: 'garcía' })).toBe('garcía');
    expect(searchOf({ search: 3 })).toBe('');
    expect(searchOf({})).toBe('');
  });
});
