import { describe, expect, it } from 'vitest';
import { contenidoText } from './contenido-text';

describe('a contenido payload as text', () => {
  it('reads the usual title and text fields, and nothing from other shapes', () => {
    expect(contenidoText({ titulo: 'Guía', texto: 'Lea esto' })).toEqual({
      title: 'Guía',
      text: 'Lea esto',
    });
    expect(contenidoText({ title: 'Guide', description: 'Read' })).toEqual({
      title: 'Guide',
      text: 'Read',
    });
    expect(contenidoText([1, 2])).toEqual({ title: null, text: null });
    expect(contenidoText('Texto')).toEqual({ title: null, text: 'Texto' });
  });
});
