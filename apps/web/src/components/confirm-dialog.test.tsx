import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';
import { BulkConfirmDialog } from './bulk/bulk-confirm-dialog';

afterEach(cleanup);

const noop = vi.fn();

describe('confirm dialogs', () => {
  // Three dialogs open at once hide one another from the accessibility tree, hence hidden.
  it('colour the action by its tone and keep Cancelar a text button', () => {
    render(
      <>
        <ConfirmDialog open title="Eliminar" message="¿Seguro?" onConfirm={noop} onClose={noop} />
        <ConfirmDialog
          open
          title="Enviar"
          message="¿Enviar?"
          confirmLabel="Confirmar envío"
          tone="constructive"
          onConfirm={noop}
          onClose={noop}
        />
        <BulkConfirmDialog
          open
          title="Activar centros"
          count={3}
          question={(n) => `¿Activar ${n} centros?`}
          confirmLabel="Activar"
          tone="constructive"
          busy={false}
          onConfirm={noop}
          onClose={noop}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Eliminar', hidden: true }).className).toContain(
      'MuiButton-colorError',
    );
    for (const name of ['Confirmar envío', 'Activar']) {
      const button = screen.getByRole('button', { name, hidden: true });
      expect(button.className).toContain('MuiButton-colorPrimary');
      expect(button.className).toContain('MuiButton-contained');
    }
    for (const cancel of screen.getAllByRole('button', { name: 'Cancelar', hidden: true })) {
      expect(cancel.className).toContain('MuiButton-text');
      expect(cancel.className).not.toContain('MuiButton-contained');
    }
  });
});
