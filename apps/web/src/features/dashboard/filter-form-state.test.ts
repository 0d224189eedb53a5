import { describe, expect, it } from 'vitest';
import { bubbleRadius } from '@eval/contracts/reports';
import { formatDifference, formatScore } from '@eval/contracts/dashboard';
import { fileNameFromDisposition } from '../../lib/download-file';
import { cleanFilter, withCommunity, withProvince } from './filter-form-state';
import { fileSlug } from '@eval/contracts/file-names';

describe('the dashboard filter form', () => {
  it('clears the dependent places when a wider one changes', () => {
    const full = { comunidad: 13, provincia: 28, municipio: 28079, groupby: ['G1'] };
    expect(withCommunity(full, 1)).toEqual({
      comunidad: 1,
      provincia: null,
      municipio: null,
      groupby: ['G1'],
    });
    expect(withProvince(full, 8)).toEqual({ ...full, provincia: 8, municipio: null });
  });

  it('applies only the fields that filter', () => {
    expect(
      cleanFilter({ ownership: null, comunidad: 13, groupby: [], nivel_socioeconomico: ['ALTO'] }),
    ).toEqual({ comunidad: 13, nivel_socioeconomico: ['ALTO'] });
    expect(cleanFilter({ provincia: null, municipio: null })).toEqual({});
  });
});

describe('figures and names', () => {
  it('shows the difference with its sign in Spanish format (spec §9)', () => {
    expect(formatDifference(3.25)).toBe('+3,25');
    expect(formatDifference(-16.67)).toBe('-16,67');
    expect(formatDifference(0)).toBe('+0,00');
    expect(formatDifference(50)).toBe('+50,00');
    expect(formatDifference(null)).toBe('—');
    expect(formatScore(66.67)).toBe('66,67');
  });

  it('sizes a bubble as the share of the total plus 20', () => {
    expect(bubbleRadius(4, 6)).toBeCloseTo(86.667, 2); // 66.67 % + 20
    expect(bubbleRadius(1, 4)).toBe(45);
    expect(bubbleRadius(0, 0)).toBe(20);
  });

  it('reads the Spanish file name the server sends', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="resultados-2025-2026.xlsx"; filename*=UTF-8''resultados-2025-2026.xlsx`,
      ),
    ).toBe('resultados-2025-2026.xlsx');
    expect(fileNameFromDisposition('attachment; filename="centros.csv"')).toBe('centros.csv');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileSlug('Resultados por clave: primera evaluación', 'grafico')).toBe(
      'resultados-por-clave-primera-evaluacion',
    );
  });
});
