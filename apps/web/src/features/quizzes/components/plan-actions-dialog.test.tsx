import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuizRow } from '@eval/contracts/quizzes';
import { storeUser } from '../../../lib/session';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { sessionUser } from '../../../test/session-user';
import { PlanActionsDialog } from './plan-actions-dialog';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const ROW: QuizRow = {
  id: 7,
  nombre: 'IES Álamo',
  codigo: '28000001',
  ccaa: 'Comunidad de Madrid',
  municipality: 'Madrid',
  groupby: null,
  ownership: null,
  quiz: '2025-2026',
  periodId: 2,
  send: null,
  status: 'IN_PROGRESS',
  lastAnswer: null,
  keys: [],
  plan: { acciones: 1, hechas: 0, vencidas: 0 },
};

describe('the plan actions dialog of Seguimiento centros', () => {
  it("opens an action's history from its row", { timeout: 30_000 }, async () => {
    storeUser(sessionUser());
    const requests = fakeApi({
      'GET /v15/centros/plan-actions': () =>
        json({
          data: [
            {
              id: 41,
              texto: 'Tutorías de orientación',
              clave: 'Liderazgo',
              responsable: null,
              fecha_limite: null,
              estado: 'en_curso',
              vencida: false,
            },
          ],
        }),
      'GET /v1/audit/history/plan-action/41': () =>
        json({
          data: [
            {
              id: 9,
              summary: 'Coordina cambió el estado',
              at: '2026-03-01T10:00:00.000Z',
              user_id: 3,
              usuario: 'Coordina Demo',
              email: 'coordina@example.es',
              action: 'PUT /v15/centro/plan/acciones/:actionId/estado',
              kind: 'update',
              changes: [
                {
                  field: 'estado',
                  before: 'pendiente',
                  after: 'en_curso',
                  label: 'Estado',
                  before_text: 'pendiente',
                  after_text: 'en_curso',
                },
              ],
              reverts_id: null,
              reverted_by: null,
              undo: null,
            },
          ],
        }),
    });
    renderWithStore(<PlanActionsDialog row={ROW} onClose={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Acciones del plan de mejora' });
    const user = userEvent.setup();
    await user.click(
      within(table).getByRole('button', { name: 'Historial de acción Tutorías de orientación' }),
    );
    expect(await screen.findByText(/Coordina Demo/)).toBeTruthy();
    expect(
      requests.some((request) => request.url.endsWith('/v1/audit/history/plan-action/41')),
    ).toBe(true);
  });
});
