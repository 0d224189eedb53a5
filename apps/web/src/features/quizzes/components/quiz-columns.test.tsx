import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import type { QuizRow } from '@eval/contracts/quizzes';
import { quizColumns } from './quiz-columns';

afterEach(cleanup);

const row = (plan: QuizRow['plan']): QuizRow => ({
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
  plan,
});

function planCell(plan: QuizRow['plan'], onOpenPlan = vi.fn()) {
  const column = quizColumns({ keys: [], activePeriodId: 2, onOpenKey: vi.fn(), onOpenPlan }).find(
    (c) => c.field === 'plan',
  );
  if (!column?.renderCell) throw new Error('no "Plan de mejora" column');
  expect(column.headerName).toBe('Plan de mejora');
  const params = { row: row(plan) } as GridRenderCellParams<QuizRow>;
  render(<div>{column.renderCell(params)}</div>);
  return onOpenPlan;
}

describe('the "Plan de mejora" column', () => {
  it('shows the summary and opens the actions of a row with a plan', async () => {
    const onOpenPlan = planCell({ acciones: 3, hechas: 1, vencidas: 1 });
    const chip = screen.getByRole('button', {
      name: 'Plan de mejora de IES Álamo: 3 acciones · 1 hecha. Ver acciones',
    });
    expect(chip.textContent).toBe('3 acciones · 1 hecha');
    await userEvent.click(chip);
    expect(onOpenPlan).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it('says "1 acción" for one and "Sin plan", not a button, for none', () => {
    planCell({ acciones: 1, hechas: 0, vencidas: 0 });
    expect(screen.getByRole('button').textContent).toBe('1 acción');
    cleanup();
    planCell({ acciones: 0, hechas: 0, vencidas: 0 });
    expect(screen.getByText('Sin plan')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
