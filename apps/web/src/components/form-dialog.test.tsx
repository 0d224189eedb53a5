import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from './form-dialog';

afterEach(cleanup);

describe('FormDialog', () => {
  it('is named by its title, holds its submit while busy and closes with Cancelar', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(
      <FormDialog
        titleId="t"
        title="Nuevo periodo"
        submitLabel="Crear y activar"
        busy
        onSubmit={onSubmit}
        onClose={onClose}
      >
        <p>Campos</p>
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Nuevo periodo' });
    expect(dialog.textContent).toContain('Campos');
    const submit = screen.getByRole('button', { name: 'Crear y activar' });
    expect(submit).toHaveProperty('disabled', true);
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    // Cancelar is a text button in every form dialog, unlike the contained submit.
    expect(cancel.className).toContain('MuiButton-text');
    expect(submit.className).toContain('MuiButton-contained');
    await userEvent.click(cancel);
    expect(onClose).toHaveBeenCalledOnce();

    rerender(
      <FormDialog
        titleId="t"
        title="Nuevo periodo"
        busy={false}
        onSubmit={onSubmit}
        onClose={onClose}
      >
        <p>Campos</p>
      </FormDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows nothing while closed', () => {
    render(
      <FormDialog
        titleId="t"
        title="Nuevo usuario"
        open={false}
        busy={false}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      >
        <p>Campos</p>
      </FormDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before discarding a dirty form, on Escape and on Cancelar; an untouched one closes', async () => {
    const onClose = vi.fn();
    const dialog = (dirty: boolean) => (
      <FormDialog
        titleId="t"
        title="Plantilla"
        busy={false}
        dirty={dirty}
        onSubmit={vi.fn()}
        onClose={onClose}
      >
        <input aria-label="Asunto" />
      </FormDialog>
    );
    const { rerender } = render(dialog(true));
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '¿Descartar los cambios?' })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Descartar los cambios?' })).getByRole(
        'button',
        { name: 'Descartar' },
      ),
    );
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '¿Descartar los cambios?' })).toBeNull(),
    );

    // An untouched form closes at once.
    rerender(dialog(false));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: '¿Descartar los cambios?' })).toBeNull();
  });
});
