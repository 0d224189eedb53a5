import { describe, expect, it } from 'vitest';
import { serializeQueryParams } from './query-string';

describe('serializeQueryParams (spec §7: filter and setup go as JSON)', () => {
  it('sends object values as JSON and scalars as text', () => {
    const query = serializeQueryParams({
      filter: { nombre: 'Cervantes', groupby: [1, 2] },
      setup: { size: 5, page: 0 },
      period: 3,
      actives: true,
    });
    const params = new URLSearchParams(query);
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({
      nombre: 'Cervantes',
      groupby: [1, 2],
    });
    expect(JSON.parse(params.get('setup') ?? '')).toEqual({ size: 5, page: 0 });
    expect(params.get('period')).toBe('3');
    expect(params.get('actives')).toBe('true');
  });

  it('leaves out undefined and null values', () => {
    expect(serializeQueryParams({ a: undefined, b: null, c: 'x' })).toBe('c=x');
  });

  it('sends dates as ISO strings', () => {
    const date = new Date(Date.UTC(2025, 5, 30, 12));
    expect(serializeQueryParams({ from: date })).toBe('from=2025-06-30T12%3A00%3A00.000Z');
  });
});
