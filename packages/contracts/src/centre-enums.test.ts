import { describe, expect, it } from 'vitest';
import {
  CENTRE_KIND_OPTIONS,
  OWNERSHIP_OPTIONS,
  SOCIOECONOMIC_LEVEL_OPTIONS,
} from './centre-enums';

describe('centre code options', () => {
  it('offer every code with its Spanish label, in the list order, without a "none"', () => {
    expect(OWNERSHIP_OPTIONS).toEqual([
      { value: 'PUBLIC', label: 'Público' },
      { value: 'CONCERTED', label: 'Concertado' },
      { value: 'PRIVATE', label: 'Privado' },
    ]);
    expect(CENTRE_KIND_OPTIONS).toEqual([
      { value: '', label: 'Ninguno' },
      { value: 'CEPA', label: 'CEPA' },
      { value: 'FP', label: 'FP' },
    ]);
    expect(SOCIOECONOMIC_LEVEL_OPTIONS.map((o) => o.label)).toEqual([
      'Bajo',
      'Medio-bajo',
      'Medio',
      'Medio-alto',
      'Alto',
    ]);
  });
});
