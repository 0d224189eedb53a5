import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError, type Load } from './load-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const failed = (status: number, refetch = vi.fn()): Load => ({
  isError: true,
  error: { status },
  refetch,
});
const loaded = (refetch = vi.fn()): Load => ({ isError: false, refetch });

describe('LoadError (a failed load never passes for an empty one)', () => {
  it('shows nothing while every load is fine', () => {
    const { container } = render(<LoadError what="los cursos" loads={[loaded()]} />);
    expect(container.textContent).toBe('');
  });

  it('says what failed and why, logs it once, and retries only the failed loads', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retryFailed = vi.fn();
    const retryLoaded = vi.fn();
    const loads = [loaded(retryLoaded), failed(500, retryFailed)];
    const { rerender } = render(<LoadError what="los correos enviados" loads={loads} />);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'No ha sido posible cargar los correos enviados. Problemas con el servidor.',
    );
    rerender(<LoadError what="los correos enviados" loads={loads} />);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Interal Error', {
      load: 'los correos enviados',
      status: 500,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retryFailed).toHaveBeenCalledTimes(1);
    expect(retryLoaded).not.toHaveBeenCalled();
  });
});
