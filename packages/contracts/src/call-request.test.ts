import { describe, expect, it } from 'vitest';
import { requestOf } from './call';
import { requestAt } from './call-request';
import { centreAppCalls } from './calls/centre-app';
import { centreAppRoutes } from './calls/centre-app-routes';
import { centreReportFileName } from './centre-app-constants';

describe('requestAt (a request from a route, without the schemas)', () => {
  it('builds what requestOf builds from the declaration', () => {
    const parts = {
      params: { centerId: '12', preguntaId: '7' },
      body: { respuestasIds: [3] },
    };
    expect(requestAt<typeof centreAppCalls.answer>(centreAppRoutes.answer, parts)).toEqual(
      requestOf(centreAppCalls.answer, parts),
    );
    expect(
      requestAt<typeof centreAppCalls.results>(centreAppRoutes.results, {
        params: { evaluationId: '5' },
        query: { lang: 'CA' },
      }),
    ).toEqual({
      url: '/v15/centro/evaluaciones/5/resultados',
      method: 'GET',
      params: { lang: 'CA' },
    });
  });

  it('the centres app routes are those of its declarations, one for each', () => {
    expect(Object.keys(centreAppRoutes).sort()).toEqual(Object.keys(centreAppCalls).sort());
    for (const [name, call] of Object.entries(centreAppCalls)) {
      expect({ method: call.method, path: call.path }).toEqual(
        centreAppRoutes[name as keyof typeof centreAppRoutes],
      );
    }
  });
});

describe('centreReportFileName', () => {
  it('names the report in its language, with ASCII-safe code and period', () => {
    expect(centreReportFileName('28/001', '2025-2026')).toBe(
      'informe-autoevaluacion-28_001-2025-2026.pdf',
    );
    expect(centreReportFileName('08001', '2025 26', 'CA')).toBe(
      'informe-autoavaluacio-08001-2025_26.pdf',
    );
  });
});
