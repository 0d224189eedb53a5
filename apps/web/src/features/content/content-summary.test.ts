import { describe, expect, it } from 'vitest';
import { contentSummary } from './content-summary';

describe('contentSummary', () => {
  it('names a content by its title and section, else by the start of its JSON', () => {
    expect(contentSummary({ seccion: 'portada', titulo: 'Bienvenida', contenido: 'x' })).toEqual({
      title: 'Bienvenida',
      section: 'portada',
    });
    expect(contentSummary([1, 2])).toEqual({ title: '[1,2]', section: null });
    expect(contentSummary({ texto: 'abcdefghij' }, 10)).toEqual({
      title: '{"texto":…',
      section: null,
    });
  });
});
