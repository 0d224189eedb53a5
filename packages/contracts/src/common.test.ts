import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countsSchema, fieldChangeSchemaOf, labelledCodes } from './common';

describe('common contract helpers', () => {
  it('labelledCodes gives the codes in the order of their labels', () => {
    const [codes, labels] = labelledCodes({ b: 'Be', a: 'A', '': 'Ninguno' });
    expect(codes).toEqual(['b', 'a', '']);
    expect(labels.a).toBe('A');
  });

  it('countsSchema takes whole numbers and answers them in the order named', () => {
    const totals = countsSchema('sent', 'failed');
    expect(Object.keys(totals.parse({ failed: 1, sent: 2 }))).toEqual(['sent', 'failed']);
    expect(totals.safeParse({ sent: 1.5, failed: 0 }).success).toBe(false);
    expect(totals.safeParse({ sent: 1 }).success).toBe(false);
  });

  it('fieldChangeSchemaOf reads before and after with the same schema', () => {
    const change = fieldChangeSchemaOf(z.string());
    expect(change.parse({ field: 'cp', before: '', after: '28001' })).toEqual({
      field: 'cp',
      before: '',
      after: '28001',
    });
    expect(change.safeParse({ field: 'cp', before: 1, after: '2' }).success).toBe(false);
  });
});
