import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/fake-api';
import { renderAdminScreen } from '../../../test/render-app';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const FEEDBACK = {
  id: 4,
  claves_id: 7,
  minimo: 0,
  maximo: 50,
  titulo: 'Mejorable',
  texto: 'Queda camino.',
};

describe('/admin/feedback', () => {
  it(
    'lists the feedback, asks before deleting and creates one with the key select',
    { timeout: 30_000 },
    async () => {
      const sent: { method: string; body: unknown }[] = [];
      const record = async (request: Request) => {
        sent.push({ method: request.method, body: await request.json().catch(() => null) });
        return json({ data: FEEDBACK });
      };
      renderAdminScreen('/admin/feedback', {
        'GET /v3/feedbacks': () => json({ data: [FEEDBACK] }),
        'GET /v3/claves': () => json({ data: [{ id: 7, titulo: 'Orientación personal' }] }),
        'POST /v3/feedbacks': record,
        'DELETE /v3/feedback/4': record,
      });
      const table = await screen.findByRole('table', { name: 'Feedback' }, { timeout: 15_000 });
      expect(await within(table).findByText('Mejorable')).toBeTruthy();
      expect(within(table).getByText('Orientación personal')).toBeTruthy();
      expect(within(table).getByText('0 – 50')).toBeTruthy();
      const headers = within(table).getAllByRole('columnheader');
      expect(headers.map((h) => h.textContent)).toEqual([
        'Clave',
        'Rango',
        'Título',
        'Texto',
        'Acciones',
      ]);

      const user = userEvent.setup();
      await user.click(within(table).getByRole('button', { name: /Eliminar feedback Mejorable/ }));
      const confirm = await screen.findByRole('dialog', { name: 'Eliminar feedback' });
      expect(within(confirm).getByText('¿Seguro que quiere eliminar «Mejorable»?')).toBeTruthy();
      await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
      await waitFor(() => expect(sent.map((s) => s.method)).toEqual(['DELETE']));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await user.click(screen.getByRole('button', { name: 'Nuevo feedback' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuevo feedback' });
      await user.click(within(dialog).getByRole('combobox', { name: 'Clave' }));
      await user.click(await screen.findByRole('option', { name: 'Orientación personal' }));
      await user.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Bien');
      await user.type(within(dialog).getByRole('textbox', { name: 'Texto' }), 'Sigan así.');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]).toEqual({
        method: 'POST',
        body: { claves_id: 7, minimo: 0, maximo: 100, titulo: 'Bien', texto: 'Sigan así.' },
      });
    },
  );
});
