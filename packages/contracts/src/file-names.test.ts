import { describe, expect, it } from 'vitest';
import { fileSlug } from './file-names';

describe('fileSlug', () => {
  it('keeps letters, digits, dots, underscores and hyphens, without accents or capitals', () => {
    expect(fileSlug('Evaluaciones por periodo', 'x')).toBe('evaluaciones-por-periodo');
    expect(fileSlug('2025/2026 (Madrid)', 'x')).toBe('2025-2026-madrid');
    expect(fileSlug('Índice_v1.2 ñandú', 'x')).toBe('indice_v1.2-nandu');
  });

  it('names a label with nothing left by the fallback', () => {
    expect(fileSlug(' ¿¡! ', 'informe')).toBe('informe');
    expect(fileSlug('', 'grafico')).toBe('grafico');
  });
});
