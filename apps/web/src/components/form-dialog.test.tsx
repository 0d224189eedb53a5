import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
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
        cancelVariant="outlined"
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
    expect(cancel.className).toContain('MuiButton-outlined');
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
});
