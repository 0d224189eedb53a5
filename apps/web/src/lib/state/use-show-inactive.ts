import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  selectShowInactive,
  showInactiveChanged,
  type ShowInactiveState,
} from './show-inactive-slice';

/**
 * A table's "Mostrar inactivos" switch (spec §3), kept in the store so a saved view can carry it:
 * its value and its setter.
 */
export function useShowInactive(
  table: keyof ShowInactiveState,
): [boolean, (value: boolean) => void] {
  const dispatch = useDispatch();
  const value = useSelector(selectShowInactive)[table];
  const set = useCallback(
    (next: boolean) => dispatch(showInactiveChanged({ table, value: next })),
    [dispatch, table],
  );
  return [value, set];
}
