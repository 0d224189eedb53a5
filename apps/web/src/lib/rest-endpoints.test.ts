import { describe, expect, it } from 'vitest';
import { listAt, removeById, writeById, writeTo } from './rest-endpoints';

describe('the endpoint shapes the features share', () => {
  it('reads a list at its URL, cached under its tags', () => {
    const list = listAt('/v3/tipos', ['Tipo']);
    expect(list.query()).toBe('/v3/tipos');
    expect(list.providesTags).toEqual(['Tipo']);
  });

  it('sends a write as the body, to the URL or to the row of an id, and reloads its lists', () => {
    const create = writeTo('/v3/tipos', 'POST', ['Tipo']);
    expect(create.query({ nombre: 'A' })).toEqual({
      url: '/v3/tipos',
      method: 'POST',
      body: { nombre: 'A' },
    });
    expect(create.invalidatesTags).toEqual(['Tipo']);
    const update = writeById('/v3/tipo', 'PUT', ['Tipo', 'Pregunta']);
    expect(update.query({ id: 4, body: { nombre: 'B' } })).toEqual({
      url: '/v3/tipo/4',
      method: 'PUT',
      body: { nombre: 'B' },
    });
    expect(update.invalidatesTags).toEqual(['Tipo', 'Pregunta']);
    expect(removeById('/v3/pregunta', ['Pregunta']).query(9)).toEqual({
      url: '/v3/pregunta/9',
      method: 'DELETE',
    });
  });
});
