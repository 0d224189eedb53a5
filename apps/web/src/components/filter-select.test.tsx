import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterSelect } from './filter-select';

afterEach(cleanup);

const periods = [
  { value: 3, label: '2024-2025' },
  { value: 7, label: '2025-2026 (activo)' },
];

describe('FilterSelect', () => {
  it('offers "any" first and hands back the chosen option as its own typed value', async () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        label="Periodo"
        value=""
        anyLabel="Periodo activo"
        options={periods}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Periodo activo', '2024-2025', '2025-2026 (activo)']);
    await userEvent.click(screen.getByRole('option', { name: '2025-2026 (activo)' }));
    expect(onChange).toHaveBeenLastCalledWith(7);
  });

  it('hands back "" when "any" is chosen', async () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        label="Periodo"
        value={3}
        anyLabel="Todos"
        options={periods}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await userEvent.click(screen.getByRole('option', { name: 'Todos' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
