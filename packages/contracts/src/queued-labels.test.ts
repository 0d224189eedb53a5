import { describe, expect, it } from 'vitest';
import { campaignStatuses, campaignStatusLabel } from './campaigns';
import { sentEmailStatusLabel } from './emails';

const totals = (queued: number) => ({ queued, sent: 2, failed: 0, cancelled: 0 });

describe('"En cola" until a message has gone', () => {
  it('a run that only enqueued is not yet "Enviada"', () => {
    expect(campaignStatusLabel({ status: 'done', totals: totals(3) })).toBe('En cola');
    expect(campaignStatusLabel({ status: 'done', totals: totals(0) })).toBe('Enviada');
    expect(campaignStatusLabel({ status: 'scheduled', totals: totals(3) })).toBe('Programada');
    expect(campaignStatusLabel({ status: 'cancelled', totals: totals(0) })).toBe('Cancelada');
  });

  it('a message waiting for its first attempt is "En cola"; a failed one "No enviado"', () => {
    const due = '2026-11-27T10:00:00Z';
    expect(sentEmailStatusLabel({ status: true, attempts: 1, next_attempt_at: null })).toBe(
      'Enviado',
    );
    expect(sentEmailStatusLabel({ status: false, attempts: 0, next_attempt_at: due })).toBe(
      'En cola',
    );
    expect(sentEmailStatusLabel({ status: false, attempts: 2, next_attempt_at: due })).toBe(
      'No enviado',
    );
    // Cancelled with its campaign: never attempted, never due.
    expect(sentEmailStatusLabel({ status: false, attempts: 0, next_attempt_at: null })).toBe(
      'No enviado',
    );
  });
});

describe('the statuses of a campaign filter', () => {
  it('reads one, several (without repeats) or none', () => {
    expect(campaignStatuses({ status: 'IN_PROGRESS' })).toEqual(['IN_PROGRESS']);
    expect(campaignStatuses({ status: ['NOT_STARTED', 'IN_PROGRESS', 'NOT_STARTED'] })).toEqual([
      'NOT_STARTED',
      'IN_PROGRESS',
    ]);
    expect(campaignStatuses({ status: null })).toEqual([]);
    expect(campaignStatuses({})).toEqual([]);
  });
});
