import { useState } from 'react';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useGetFieldsVisibilityQuery, useSetFieldVisibilityMutation } from './api';
import { notifyFailure } from '../../lib/api-errors';

/** The columns whose visibility differs between two models (a column absent is visible). */
export function changedColumns(
  before: GridColumnVisibilityModel,
  after: GridColumnVisibilityModel,
): { column: string; visible: boolean }[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((field) => (before[field] ?? true) !== (after[field] ?? true))
    .map((field) => ({ column: field, visible: after[field] ?? true }));
}

/**
 * Column visibility of the follow-up table, kept per administrator through the API, so it is
 * restored on the next visit and on another browser. Changes show at once and are saved.
 */
export function useColumnVisibility() {
  const load = useGetFieldsVisibilityQuery(undefined);
  const { data } = load;
  const [save] = useSetFieldVisibilityMutation();
  const [local, setLocal] = useState<GridColumnVisibilityModel | null>(null);
  const model: GridColumnVisibilityModel =
    local ?? Object.fromEntries((data ?? []).map((f) => [f.column, f.visible]));

  const onChange = (next: GridColumnVisibilityModel) => {
    for (const change of changedColumns(model, next)) {
      save(change)
        .unwrap()
        .catch((error: unknown) => notifyFailure(error));
    }
    setLocal(next);
  };
  return { model, onChange, load };
}
