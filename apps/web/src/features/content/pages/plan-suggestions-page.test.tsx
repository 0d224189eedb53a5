import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeUser } from '../../../lib/session';
import { fakeApi, json } from '../../../test/fake-api';
import { renderAdminScreen, renderApp } from '../../../test/render-app';
import type { SessionUser } from '@eval/contracts/auth';
import { sessionUser } from '../../../test/session-user';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const SUGGESTION = {
  id: 5,
  claves_id: 7,
  clave: 'Liderazgo',
  texto: 'Revisar el plan de acogida.',
  texto_ca: 'Revisar el pla d’acollida.',
  orden: 1,
};
const handlers = (record?: (request: Request) => Promise<Response>) => ({
  'GET /v3/plan-suggestions': () => json({ data: [SUGGESTION] }),
  'GET /v3/claves': () =>
    json({
      data: [
        { id: 7, titulo: 'Liderazgo' },
        { id: 8, titulo: 'Convivencia' },
      ],
    }),
  ...(record
    ? { 'POST /v3/plan-suggestions': record, 'DELETE /v3/plan-suggestions/5': record }
    : {}),
});

describe('/admin/sugerencias-plan', () => {
  it(
    'lists the suggestions, asks before deleting and creates one for the key chosen',
    { timeout: 30_000 },
    async () => {
      const sent: { method: string; body: unknown }[] = [];
      const record = async (request: Request) => {
        sent.push({ method: request.method, body: await request.json().catch(() => null) });
        return json({ data: request.method === 'DELETE' ? { id: 5 } : SUGGESTION });
      };
      renderAdminScreen('/admin/sugerencias-plan', handlers(record));
      const table = await screen.findByRole(
        'table',
        { name: 'Sugerencias del plan de mejora' },
        { timeout: 15_000 },
      );
      expect(await within(table).findByText('Revisar el plan de acogida.')).toBeTruthy();
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Clave', 'Orden', 'Texto', 'Texto (catalán)', 'Acciones']);

      const user = userEvent.setup();
      await user.click(
        within(table).getByRole('button', { name: /Eliminar sugerencia Revisar el plan/ }),
      );
      const confirm = await screen.findByRole('dialog', { name: 'Eliminar sugerencia' });
      await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
      await waitFor(() => expect(sent.map((s) => s.method)).toEqual(['DELETE']));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await user.click(screen.getByRole('button', { name: 'Nueva sugerencia' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nueva sugerencia' });
      await user.click(within(dialog).getByRole('combobox', { name: 'Clave' }));
      await user.click(await screen.findByRole('option', { name: 'Convivencia' }));
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Texto' }),
        'Crear un equipo de mediación.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]).toEqual({
        method: 'POST',
        body: { claves_id: 8, texto: 'Crear un equipo de mediación.', texto_ca: '', orden: 0 },
      });
    },
  );

  it.each<[string, Partial<SessionUser>]>([
    ['a scoped administrator', { ambito: [13] }],
    ['a read-only administrator', { solo_lectura: 1 }],
  ])('shows %s the list without write buttons', { timeout: 30_000 }, async (_who, scope) => {
    storeUser(sessionUser(scope));
    fakeApi({
      'GET /v5/languages': () => json({ data: [{ id: 'ES', name: 'Español' }] }),
      ...handlers(),
    });
    renderApp('/admin/sugerencias-plan');
    const table = await screen.findByRole(
      'table',
      { name: 'Sugerencias del plan de mejora' },
      { timeout: 15_000 },
    );
    expect(await within(table).findByText('Revisar el plan de acogida.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva sugerencia' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Editar|Eliminar/ })).toBeNull();
  });
});
