import { describe, expect, it } from 'vitest';
import type { Campaign } from '@eval/contracts/campaigns';
import { filterText, scheduleText } from './campaign-text';

const campaign = (over: Partial<Campaign>): Campaign => ({
  id: 1,
  template_id: 5,
  template: 'Recordatorio',
  audience: 'coordinators',
  filter: { periodId: 2 },
  places: { comunidades: [], municipio: null },
  period: '2026-2027',
  status: 'done',
  next_run_at: null,
  repeat_days: null,
  runs: 1,
  last_run_at: '2026-11-27T09:00:00Z',
  created_by: 'admin@autoevaluacion.example',
  created_at: '2026-11-27T09:00:00Z',
  totals: { queued: 0, sent: 3, failed: 0, cancelled: 0 },
  ...over,
});

describe('Campañas in words', () => {
  it('says "En cola" while the run’s messages wait, "Enviada" once they have gone', () => {
    const queued = campaign({ totals: { queued: 3, sent: 0, failed: 0, cancelled: 0 } });
    expect(scheduleText(queued)).toMatch(/^En cola \(/);
    expect(scheduleText(campaign({}))).toMatch(/^Enviada \(/);
  });

  it('says the repetition with the noun agreeing: "cada 1 día", "cada 7 días"', () => {
    expect(scheduleText(campaign({ repeat_days: 1 }))).toMatch(/, cada 1 día$/);
    expect(scheduleText(campaign({ repeat_days: 7 }))).toMatch(/, cada 7 días$/);
  });

  it('names every status of the filter', () => {
    const several = campaign({ filter: { periodId: 2, status: ['NOT_STARTED', 'IN_PROGRESS'] } });
    expect(filterText(several)).toBe('Periodo 2026-2027 · Sin comenzar o En proceso');
    expect(filterText(campaign({ filter: { status: 'FINISHED' } }))).toBe(
      'Periodo 2026-2027 · Completada',
    );
  });

  it('names the places and the ownership instead of counting ids or showing codes', () => {
    const placed = campaign({
      filter: { comunidades: [1, 13], municipio: 28079, ownership: 'PUBLIC' },
      places: { comunidades: ['Andalucía', 'Comunidad de Madrid'], municipio: 'Madrid' },
    });
    expect(filterText(placed)).toBe(
      'Periodo 2026-2027 · Público · Andalucía, Comunidad de Madrid · Madrid',
    );
  });
});
