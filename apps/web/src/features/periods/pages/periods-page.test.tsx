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
        'GET /v7/nuevoperiodo/impacto': () =>
          json({ data: { activo: '2025-2026', enProceso: 12345 } }),
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
      // The consequence with numbers, and the name typed again before the click is allowed.
      expect(
        await within(dialog).findByText(
          'Se cerrará el periodo 2025-2026. 12.345 evaluaciones en proceso quedarán como no terminadas.',
        ),
      ).toBeTruthy();
      const submit = within(dialog).getByRole('button', { name: 'Crear y activar' });
      expect((submit as HTMLButtonElement).disabled).toBe(true);
      const confirm = within(dialog).getByRole('textbox', {
        name: 'Escriba el nombre del periodo para confirmar',
      });
      await userEvent.type(confirm, '2026-202');
      expect((submit as HTMLButtonElement).disabled).toBe(true);
      await userEvent.type(confirm, '7');
      await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
      await userEvent.click(submit);
      await waitFor(() => expect(created).toEqual({ periodo: '2026-2027' }));
    },
  );

  it('reopens a closed period after stating what it does and the name typed', async () => {
    let reopened = false;
    renderAdminScreen('/admin/periodos', {
      'GET /v7/allperiodos': () => json({ data: periods }),
      'GET /v7/periodos/1/reabrir/impacto': () =>
        json({ data: { periodo: '2024-2025', activo: '2025-2026', enProceso: 3, reabiertas: 1 } }),
      'POST /v7/periodos/1/reabrir': () => {
        reopened = true;
        return json({ data: { id: 1, periodo: '2024-2025', activo: true, reabiertas: 1 } });
      },
    });
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Reabrir el periodo 2024-2025' },
        { timeout: 15_000 },
      ),
    );
    // The active period has no such action.
    expect(screen.queryByRole('button', { name: 'Reabrir el periodo 2025-2026' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir el periodo 2024-2025' });
    expect(
      await within(dialog).findByText(
        '1 evaluación no terminada del periodo 2024-2025 volverá a estar en proceso. Se cerrará el periodo 2025-2026. 3 evaluaciones en proceso quedarán como no terminadas.',
      ),
    ).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Reabrir' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Escriba el nombre del periodo para confirmar' }),
      '2024-2025',
    );
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(submit);
    await waitFor(() => expect(reopened).toBe(true));
  }, 30_000);
});
