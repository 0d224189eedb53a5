import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useBulkSelection } from './bulk-selection';
import { useBulkConfirmation } from './use-bulk-confirmation';

afterEach(cleanup);

type Action = 'activate' | 'deactivate';

/** A table's selection and its bulk flow, the server's count being 2. */
function renderFlow(count = vi.fn()) {
  const hook = renderHook(() => {
    const bulk = useBulkSelection({ search: 'ies' });
    const flow = useBulkConfirmation<{ search: string }, Action>(bulk, 30, [
      count,
      { isFetching: false, data: 2 },
    ]);
    return { bulk, flow };
  });
  const tick = (...ids: number[]) =>
    act(() => hook.result.current.bulk.setModel({ type: 'include', ids: new Set(ids) }));
  return { ...hook, tick, count };
}

describe('useBulkConfirmation', () => {
  it('opens nothing while no row is selected', () => {
    const { result, count } = renderFlow();
    act(() => result.current.flow.open('activate'));
    expect(result.current.flow.action).toBeNull();
    expect(result.current.flow.confirmProps.open).toBe(false);
    expect(count).not.toHaveBeenCalled();
  });

  it('asks the server for the count afresh and feeds the toolbar and the dialog', () => {
    const { result, tick, count } = renderFlow();
    tick(4, 9);
    expect(result.current.flow.toolbarProps).toMatchObject({
      count: 2,
      total: 30,
      allMatching: false,
    });
    act(() => result.current.flow.open('deactivate'));
    expect(count).toHaveBeenCalledWith({ ids: [4, 9] }, false);
    expect(result.current.flow.action).toBe('deactivate');
    expect(result.current.flow.confirmProps).toMatchObject({
      open: true,
      title: 'Acción sobre la selección',
      count: 2,
    });
  });

  it('shows what was done, clears the selection and closes the confirmation', async () => {
    const { result, tick } = renderFlow();
    tick(4, 9);
    act(() => result.current.flow.open('activate'));
    const apply = vi.fn(() => Promise.resolve(['Centros activados: 2.']));
    await act(() => result.current.flow.confirm(apply));
    expect(apply).toHaveBeenCalledWith('activate', { ids: [4, 9] });
    expect(result.current.flow.resultProps.outcome).toEqual({
      kind: 'done',
      lines: ['Centros activados: 2.'],
    });
    expect(result.current.bulk.selection).toBeNull();
    expect(result.current.flow.action).toBeNull();
  });

  it('lists the refused rows of a 409 and keeps the selection', async () => {
    const { result, tick } = renderFlow();
    tick(4);
    act(() => result.current.flow.open('activate'));
    const refused = [{ id: 4, label: 'IES Uno', reasons: ['Está inactivo.'] }];
    const error = {
      status: 409,
      data: { error: { code: 'CONFLICT', message: 'No', details: { selected: 1, refused } } },
    };
    await act(() => result.current.flow.confirm(() => Promise.reject(error)));
    expect(result.current.flow.resultProps.outcome).toEqual({
      kind: 'refused',
      message: 'No',
      refused,
    });
    expect(result.current.bulk.selection).toEqual({ ids: [4] });
    act(() => result.current.flow.resultProps.onClose());
    expect(result.current.flow.resultProps.outcome).toBeNull();
  });
});
