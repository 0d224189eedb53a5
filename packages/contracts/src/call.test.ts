import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, pathOf, requestOf } from './call';
import { idParamsSchema } from './common';
import { optionalJsonQuery } from './json-query';

const tags = ['test'];
const list = defineCall({
  method: 'GET',
  path: '/v1/things',
  access: 'admin',
  summary: 'Lista',
  tags,
  query: optionalJsonQuery({ filter: z.strictObject({ id: z.number().optional() }) }),
  responses: { 200: z.object({ data: z.array(z.string()) }) },
});
const change = defineCall({
  method: 'PATCH',
  path: '/v1/things/:id',
  access: 'admin',
  summary: 'Cambia',
  tags,
  params: idParamsSchema,
  body: z.strictObject({ name: z.string() }),
  responses: { 200: z.object({ data: z.string() }) },
});

describe('requestOf', () => {
  it('fills the path parameters, each encoded, and sends the body', () => {
    expect(requestOf(change, { params: { id: '7' }, body: { name: 'a' } })).toEqual({
      url: '/v1/things/7',
      method: 'PATCH',
      body: { name: 'a' },
    });
    expect(pathOf('/v1/things/:id', { id: 'a/b' })).toBe('/v1/things/a%2Fb');
  });

  it('leaves out a query whose parameters are all optional when none is given', () => {
    expect(requestOf(list)).toEqual({ url: '/v1/things', method: 'GET' });
    expect(requestOf(list, { query: { filter: '{"id":1}' } })).toEqual({
      url: '/v1/things',
      method: 'GET',
      params: { filter: '{"id":1}' },
    });
  });
});
