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

describe('the "Consultas" column', () => {
  const consultasColumn = (consultations: Parameters<typeof quizColumns>[0]['consultations']) => {
    const column = quizColumns({
      keys: [],
      activePeriodId: 2,
      onOpenKey: vi.fn(),
      onOpenPlan: vi.fn(),
      consultations,
    }).find((c) => c.field === 'consultas');
    if (!column?.valueGetter) throw new Error('no "Consultas" column');
    expect(column.headerName).toBe('Consultas');
    expect(column.sortable).toBe(false);
    const plain = row({ acciones: 0, hechas: 0, vencidas: 0 });
    return (target: QuizRow = plain) =>
      (column.valueGetter as (value: never, row: QuizRow) => string)(undefined as never, target);
  };

  it('names each group with a consultation and its responses, leaving the others out', () => {
    const text = consultasColumn(
      new Map([[7, { centros_id: 7, alumnado: 34, familias: 3, profesorado: null }]]),
    );
    expect(text()).toBe('Alumnado 34 · Familias 3');
  });

  it('says "—" for a centre without consultations, and nothing while they load', () => {
    const none = new Map([
      [7, { centros_id: 7, alumnado: null, familias: null, profesorado: null }],
    ]);
    expect(consultasColumn(none)()).toBe('—');
    expect(consultasColumn(new Map())()).toBe('—');
    expect(consultasColumn(null)()).toBe('');
  });

  it('counts a consultation with no responses yet, and groups thousands', () => {
    const text = consultasColumn(
      new Map([[7, { centros_id: 7, alumnado: 0, familias: null, profesorado: 12345 }]]),
    );
    expect(text()).toBe('Alumnado 0 · Profesorado 12.345');
  });
});
