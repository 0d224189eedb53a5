import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '../../../test/render-app';
import { fakeApi, json } from '../../../test/fake-api';
import { notify } from '../../../lib/notify';
import { SendReminderDialog } from './send-reminder-dialog';

// The snackbar lives in the admin layout, not rendered here.
vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TEMPLATES = [
  { id: 1, kind: 'welcome', nombre: 'Bienvenida', version: 1, updated_at: '2026-11-01T09:00:00Z' },
  {
    id: 5,
    kind: 'reminder',
    nombre: 'Recordatorio',
    version: 1,
    updated_at: '2026-11-01T09:00:00Z',
  },
  {
    id: 6,
    kind: 'reminder',
    nombre: 'Último aviso',
    version: 1,
    updated_at: '2026-11-01T09:00:00Z',
  },
];
const REACH = { recipients: 3, centres: 2, skippedRecent: 0, intervalDays: 7, sample: null };
const FILTER = { periodId: 2 };

describe('SendReminderDialog', () => {
  it('previews the reach of the chosen audience and template, confirms, then sends', async () => {
    const previews: unknown[] = [];
    const created: unknown[] = [];
    fakeApi({
      'GET /v15/mail-templates': () => json({ data: TEMPLATES }),
      'POST /v15/campaigns/preview': async (request) => {
        previews.push(await request.json());
        return json({ data: REACH });
      },
      'POST /v15/campaigns': async (request) => {
        created.push(await request.json());
        return json({ data: { id: 9 } });
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithStore(<SendReminderDialog filter={FILTER} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar recordatorio' });
    expect(
      await within(dialog).findByText('Ahora lo recibirían 3 personas de 2 centros.'),
    ).toBeTruthy();
    expect(previews[0]).toEqual({
      filter: FILTER,
      audience: 'coordinators',
      templateId: 5,
      repeat: false,
    });

    await user.click(
      within(dialog).getByRole('radio', { name: 'Todos los usuarios activos de cada centro' }),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Plantilla' }));
    await user.click(await screen.findByRole('option', { name: 'Último aviso' }));
    await waitFor(() =>
      expect(previews.at(-1)).toEqual({
        filter: FILTER,
        audience: 'users',
        templateId: 6,
        repeat: false,
      }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar el recordatorio' });
    expect(
      within(confirm).getByText(
        'Se enviará el recordatorio ahora a 3 personas de 2 centros. ¿Continuar?',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar envío' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(notify).toHaveBeenCalledWith('Recordatorio enviado a la cola de correo', {
      variant: 'success',
    });
    expect(created).toEqual([
      { filter: FILTER, audience: 'users', templateId: 6, schedule: { mode: 'now' } },
    ]);
  });

  it('starts with the page’s status and sends several when more are ticked', async () => {
    const previews: { filter: unknown }[] = [];
    const created: { filter: unknown }[] = [];
    fakeApi({
      'GET /v15/mail-templates': () => json({ data: TEMPLATES }),
      'POST /v15/campaigns/preview': async (request) => {
        previews.push((await request.json()) as { filter: unknown });
        return json({ data: REACH });
      },
      'POST /v15/campaigns': async (request) => {
        created.push((await request.json()) as { filter: unknown });
        return json({ data: { id: 9 } });
      },
    });
    const user = userEvent.setup();
    renderWithStore(
      <SendReminderDialog filter={{ ...FILTER, status: 'NOT_STARTED' }} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enviar recordatorio' });
    const group = within(dialog).getByRole('group', { name: 'Estado de la evaluación' });
    expect(within(group).getByRole('checkbox', { name: 'Sin comenzar' })).toHaveProperty(
      'checked',
      true,
    );
    await waitFor(() =>
      expect(previews.at(-1)?.filter).toEqual({ periodId: 2, status: 'NOT_STARTED' }),
    );

    await user.click(within(group).getByRole('checkbox', { name: 'En proceso' }));
    await waitFor(() =>
      expect(previews.at(-1)?.filter).toEqual({
        periodId: 2,
        status: ['NOT_STARTED', 'IN_PROGRESS'],
      }),
    );
    // None ticked: every status, the filter without one.
    const tick = (name: string) => user.click(within(group).getByRole('checkbox', { name }));
    await tick('Sin comenzar');
    await tick('En proceso');
    await waitFor(() => expect(previews.at(-1)?.filter).toEqual({ periodId: 2 }));
    expect(within(group).getByText('Ninguno marcado: centros en cualquier estado.')).toBeTruthy();

    // Ticked in any order, sent in the statuses' own order.
    await tick('En proceso');
    await tick('Sin comenzar');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar el recordatorio' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar envío' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.filter).toEqual({ periodId: 2, status: ['NOT_STARTED', 'IN_PROGRESS'] });
  });
});
