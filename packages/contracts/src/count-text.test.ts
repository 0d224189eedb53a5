import { describe, expect, it } from 'vitest';
import { countText, formatCount } from './count-text';

describe('countText (docs/glossary.md: plural agreement, es-ES grouping)', () => {
  it('uses the singular for one and the plural for any other count', () => {
    expect(countText(1, 'comunidad', 'comunidades')).toBe('1 comunidad');
    expect(countText(0, 'comunidad', 'comunidades')).toBe('0 comunidades');
    expect(countText(2, 'fila nueva', 'filas nuevas')).toBe('2 filas nuevas');
  });

  it('groups thousands as Spanish does, four digits left whole', () => {
    expect(countText(12345, 'centro', 'centros')).toBe('12.345 centros');
    expect(formatCount(1234)).toBe('1234');
    expect(formatCount(1234567)).toBe('1.234.567');
  });
});
