import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A filter form's values, started from the filter in force and started again from it whenever
 * that filter changes from outside the form (a saved view opened from the Vistas menu, issue
 * 19): the form always shows what the table is filtered by. `applied` must keep its identity
 * while the filter is unchanged (a memoised value).
 */
export function useAppliedForm<Applied, Form>(
  applied: Applied,
  toForm: (applied: Applied) => Form,
): [Form, Dispatch<SetStateAction<Form>>] {
  const [form, setForm] = useState<Form>(() => toForm(applied));
  const [shown, setShown] = useState(applied);
  // Adjusting state while rendering (React's pattern for a prop change): no extra effect pass.
  if (shown !== applied) {
    setShown(applied);
    setForm(toForm(applied));
  }
  return [form, setForm];
}
