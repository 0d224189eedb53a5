import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuizRow } from '@eval/contracts/quizzes';
import { json } from '../../../test/fake-api';
import { renderAdminScreen } from '../../../test/render-app';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const row = (id: number): QuizRow => ({
  id,
  nombre: `Centro ${id}`,
  codigo: String(28000000 + id),
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
  plan: { acciones: 0, hechas: 0, vencidas: 0 },
});
// Seven centres in the list's order (not by id): two pages of five.
const ROWS = [9, 3, 12, 5, 7, 4, 8].map(row);

const FILTERS = {
  periods: [{ id: 2, periodo: '2025-2026', activo: true }],
  activePeriodId: 2,
  ownerships: [],
  statuses: [],
  groups: [],
  comunidades: [],
  municipios: [],
  keys: [],
};

/** Seguimiento's server, recording the list's and the consultations' query strings. */
function serve() {
  const lists: URLSearchParams[] = [];
  const consultations: string[] = [];
  renderAdminScreen('/admin/datos', {
    'GET /v15/centers/quiz-filters': () => json({ data: FILTERS }),
    'GET /v15/fields-visibility': () => json({ data: [] }),
    'GET /v1/views': () => json({ data: [] }),
    'GET /v15/centros/quizes': (request) => {
      const params = new URL(request.url).searchParams;
      lists.push(params);
      const { page, size } = JSON.parse(params.get('setup') ?? '{}') as {
        page: number;
        size: number;
      };
      return json({
        data: { data: ROWS.slice(page * size, (page + 1) * size), count: ROWS.length },
      });
    },
    'GET /v15/centros/quizes/consultas': (request) => {
      const ids = new URL(request.url).searchParams.get('ids') ?? '';
      consultations.push(ids);
      const answered = [
        { centros_id: 3, alumnado: 34, familias: 3, profesorado: null },
        { centros_id: 7, alumnado: null, familias: null, profesorado: 15 },
        { centros_id: 8, alumnado: 11, familias: null, profesorado: null },
      ];
      const asked = ids.split(',').map(Number);
      return json({ data: answered.filter((p) => asked.includes(p.centros_id)) });
    },
  });
  return { lists, consultations };
}

/** The "Consultas" cell of the row of a centre. */
async function consultasOf(name: string) {
  const grid = screen.getByRole('grid', { name: 'Evaluaciones de los centros' });
  const cell = await within(grid).findByRole('gridcell', { name: name });
  const line = cell.closest('[role="row"]');
  if (!(line instanceof HTMLElement)) throw new Error(`no row for ${name}`);
  return within(line)
    .getAllByRole('gridcell')
    .find((c) => c.getAttribute('data-field') === 'consultas')?.textContent;
}

describe('the "Consultas" column of Seguimiento centros', () => {
  it(
    "asks once per page for the page's centres and shows each group's responses",
    { timeout: 60_000 },
    async () => {
      const { lists, consultations } = serve();
      const grid = await screen.findByRole(
        'grid',
        { name: 'Evaluaciones de los centros' },
        { timeout: 15_000 },
      );
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .some((h) => h.textContent === 'Consultas'),
      ).toBe(true);
      await waitFor(async () =>
        expect(await consultasOf('Centro 3')).toBe('Alumnado 34 · Familias 3'),
      );
      expect(await consultasOf('Centro 7')).toBe('Profesorado 15');
      expect(await consultasOf('Centro 9')).toBe('—');
      // One call for the five centres of the page, their ids sorted.
      expect(consultations).toEqual(['3,5,7,9,12']);

      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /página siguiente/i }));
      await waitFor(async () => expect(await consultasOf('Centro 8')).toBe('Alumnado 11'));
      expect(await consultasOf('Centro 4')).toBe('—');
      expect(consultations).toEqual(['3,5,7,9,12', '4,8']);
      // The list's own request is unchanged: its filter and page, nothing of the consultations.
      expect(lists.map((params) => [...params.keys()].sort())).toEqual(
        lists.map(() => ['filter', 'setup']),
      );
    },
  );
});
