import { useState } from 'react';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { errorMessage } from '../../lib/download-file';
import { notify } from '../../lib/notify';
import { useGetFieldsVisibilityQuery, useSetFieldVisibilityMutation } from './api';

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
  const { data } = useGetFieldsVisibilityQuery(undefined);
  const [save] = useSetFieldVisibilityMutation();
  const [local, setLocal] = useState<GridColumnVisibilityModel | null>(null);
  const model: GridColumnVisibilityModel =
    local ?? Object.fromEntries((data ?? []).map((f) => [f.column, f.visible]));

  const onChange = (next: GridColumnVisibilityModel) => {
    for (const change of changedColumns(model, next)) {
      save(change)
        .unwrap()
        .catch((error: unknown) =>
          notify(errorMessage(error, 'Interal Error'), { variant: 'error' }),
        );
    }
    setLocal(next);
  };
  return { model, onChange };
}
