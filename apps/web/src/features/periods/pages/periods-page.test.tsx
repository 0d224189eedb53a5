import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/fake-api';
import { renderAdminScreen } from '../../../test/render-app';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const periods = [
  { id: 2, periodo: '2025-2026', activo: true },
  { id: 1, periodo: '2024-2025', activo: false },
];

describe('/admin/periodos', () => {
  it(
    'lists the periods, marks the active one and creates a new one after confirming',
    { timeout: 30_000 },
    async () => {
      let created: unknown = null;
      const { store } = renderAdminScreen('/admin/periodos', {
        'GET /v7/allperiodos': () => json({ data: periods }),
        'POST /v7/nuevoperiodo': async (request) => {
          created = await request.json();
          return json({ data: { id: 3, periodo: '2026-2027', activo: true } });
        },
      });
      const table = await screen.findByRole(
        'table',
        { name: 'Periodos de evaluación' },
        { timeout: 15_000 },
      );
      expect(await within(table).findByText('2025-2026')).toBeTruthy();
      expect(within(table).getByText('Activo')).toBeTruthy();
      expect(screen.getByText('Periodo activo: 2025-2026')).toBeTruthy();
      await waitFor(() => expect(store.getState().periods.data).toEqual(periods));

      await userEvent.click(screen.getByRole('button', { name: 'Nuevo periodo' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuevo periodo' });
      expect(within(dialog).getByText(/se cierra el periodo actual/)).toBeTruthy();
      const field = within(dialog).getByRole('textbox', { name: 'Periodo' });
      expect((field as HTMLInputElement).value).toBe('2026-2027');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Crear y activar' }));
      await waitFor(() => expect(created).toEqual({ periodo: '2026-2027' }));
    },
  );
});
