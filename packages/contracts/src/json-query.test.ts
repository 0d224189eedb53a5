import { COMMON_MESSAGES, setupSchema } from './common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonQuery } from './json-query';

const filter = jsonQuery(
  z.strictObject({ nombre: z.string().optional(), ids: z.array(z.number()) }),
);

describe('jsonQuery', () => {
  it('parses JSON and validates it with the schema', () => {
    expect(filter.parse('{"ids":[1,2],"nombre":"IES"}')).toEqual({ ids: [1, 2], nombre: 'IES' });
    expect(jsonQuery(setupSchema).parse('{"size":5,"page":0}')).toEqual({ size: 5, page: 0 });
  });

  it('turns malformed JSON into one issue with the Spanish message', () => {
    const result = filter.safeParse('{"ids":[1,');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(COMMON_MESSAGES.badQueryJson);
  });

  it('rejects unknown fields and wrong types of strict schemas', () => {
    const unknown = filter.safeParse('{"ids":[],"hack":true}');
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.code).toBe('unrecognized_keys');
    const wrongType = filter.safeParse('{"ids":"1"}');
    expect(wrongType.error?.issues[0]?.path).toEqual(['ids']);
  });

  it('rejects valid JSON of the wrong shape (null, arrays, numbers)', () => {
    for (const text of ['null', '[]', '5', '"text"']) {
      expect(filter.safeParse(text).success).toBe(false);
    }
  });

  it('accepts only strings as input (a repeated parameter arrives as an array)', () => {
    expect(filter.safeParse(['{"ids":[]}', '{"ids":[]}']).success).toBe(false);
  });
});
