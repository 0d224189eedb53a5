import { centreResultsSchema, type CentreResults } from '@eval/contracts/centre-app';
import { describe, expect, it } from 'vitest';
import { formatDifference, formatScore } from '../../lib/format';
import { differenceFrom, keyHistory, previousBeyondFirst, similarUnknown } from './comparisons';

const key = {
  keyId: 7,
  orden: 1,
  titulo: 'Programa de orientación',
  descripcion: '',
  color: '#2b74c4',
  textColor: '#ffffff',
  score: 36.2,
  firstScore: 52,
  difference: -15.8,
  communityScore: null,
  programmeScore: 55,
  feedback: null,
  previousScore: 62.3,
  previousDifference: -26.1,
  similarScore: null,
  questions: [],
};
const aggregate = { centres: 3, score: null, nullReason: 'TOO_FEW_CENTRES' as const };
const ref = (evaluationId: number, periodo: string, score: number | null) => ({
  evaluationId,
  periodo,
  score,
});

/** The demo's CEIP Ana María Matute: 52 → 62,3 → 36,2. Parsed, so it is a reply the API can give. */
function resultsOf(overrides: Partial<CentreResults> = {}): CentreResults {
  return centreResultsSchema.parse({
    evaluationId: 3,
    centre: {
      id: 1,
      nombre: 'CEIP Ana María Matute',
      codigo: '28000001',
      comunidadId: 13,
      comunidad: 'Comunidad de Madrid',
      municipio: 'Madrid',
    },
    period: { id: 3, periodo: '2025-2026', abiertoDesde: '2025-09-01T00:00:00Z', activo: true },
    language_id: 'CA',
    finishedAt: '2026-03-01T10:00:00Z',
    score: 36.2,
    first: ref(1, '2023-2024', 52),
    community: { ...aggregate, comunidad: 'Comunitat de Madrid' },
    programme: { centres: 40, score: 55, nullReason: null },
    keys: [key],
    recommendations: { keyIds: [], recursos: [], toolkits: [], documentos: [], contenidos: [] },
    previous: ref(2, '2024-2025', 62.3),
    similar: {
      ...aggregate,
      ownership: 'PUBLIC',
      kind: '',
      nivelSocioeconomico: 'MEDIO',
    },
    history: [
      { ...ref(1, '2023-2024', 52), keys: [{ keyId: 7, score: 52 }] },
      { ...ref(2, '2024-2025', 62.3), keys: [{ keyId: 7, score: 62.3 }] },
      { ...ref(3, '2025-2026', 36.2), keys: [] },
    ],
    ...overrides,
  });
}

describe('the results comparisons', () => {
  it('shows the previous evaluation beside the first, with the fall since then', () => {
    const results = resultsOf();
    const previous = previousBeyondFirst(results);
    expect(previous).toEqual(ref(2, '2024-2025', 62.3));
    const difference = differenceFrom(results.score, previous);
    expect(`${formatScore(previous?.score, 'ca')} (${formatDifference(difference, 'ca')})`).toBe(
      '62,3 (−26,1)',
    );
    expect(formatDifference(differenceFrom(results.score, results.first), 'es')).toBe('−15,8');
  });

  it('gives no previous row for a first or a second evaluation', () => {
    expect(previousBeyondFirst(resultsOf({ first: null, previous: null }))).toBeNull();
    const second = resultsOf({ first: ref(1, '2023-2024', 52), previous: ref(1, '2023-2024', 52) });
    expect(previousBeyondFirst(second)).toBeNull();
  });

  it('has no difference when either score is missing', () => {
    expect(differenceFrom(null, ref(1, 'x', 50))).toBeNull();
    expect(differenceFrom(40, ref(1, 'x', null))).toBeNull();
    expect(differenceFrom(40, null)).toBeNull();
  });

  it('follows one key across every finished evaluation, a missing score as none', () => {
    expect(keyHistory(resultsOf(), 7)).toEqual([
      { periodo: '2023-2024', score: 52 },
      { periodo: '2024-2025', score: 62.3 },
      { periodo: '2025-2026', score: null },
    ]);
  });

  it('tells a centre without a similar group from a group too small', () => {
    expect(similarUnknown(resultsOf())).toBe(false);
    const unknown = resultsOf({
      similar: {
        centres: 0,
        score: null,
        nullReason: 'PROFILE_UNKNOWN',
        ownership: 'PUBLIC',
        kind: '',
        nivelSocioeconomico: null,
      },
    });
    expect(similarUnknown(unknown)).toBe(true);
  });
});
