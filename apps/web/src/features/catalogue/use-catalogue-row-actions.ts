import type { Removal } from '@eval/contracts/catalogue';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { notify } from '../../lib/notify';
import { removalMessage } from './failure';
import { notifyFailure } from '../../lib/api-errors';
import { firstIssue } from '../../lib/form-issues';

interface Call<Result> {
  unwrap(): Promise<Result>;
}

/** A mutation as RTK Query's hook gives it: the call and its state. */
type Mutation<Arg, Result = unknown> = readonly [
  (arg: Arg) => Call<Result>,
  { readonly isLoading: boolean },
];

interface CatalogueRowCalls<Draft, Body, Update> {
  create: Mutation<Body>;
  update: Mutation<{ id: number; body: Update }>;
  remove: Mutation<number, Removal>;
  schema: ZodType<Body>;
  /** What an editor row's draft stands for, checked by `schema` before it is sent. */
  toBody(draft: Draft): unknown;
  /** The update body: a row stays with its parent, whose id the server does not take back. */
  toUpdate(body: Body): Update;
  savedMessage: string;
}

/**
 * Saving and removing the rows of a catalogue panel edited in place. A draft is checked before
 * anything is sent, so its Spanish message shows at once; the row being edited closes only
 * once the server has taken it.
 */
export function useCatalogueRowActions<Draft, Body, Update>(
  calls: CatalogueRowCalls<Draft, Body, Update>,
) {
  const [editing, setEditing] = useState<number | null>(null);
  const [create, creating] = calls.create;
  const [update, updating] = calls.update;

  /** `row`: the row being edited, or null for a new one. Resolves whether it was saved. */
  const save = async (draft: Draft, row: { id: number } | null): Promise<boolean> => {
    const parsed = calls.schema.safeParse(calls.toBody(draft));
    if (!parsed.success) {
      notify(firstIssue(parsed.error.issues), { variant: 'error' });
      return false;
    }
    try {
      if (row) {
        await update({ id: row.id, body: calls.toUpdate(parsed.data) }).unwrap();
        setEditing(null);
      } else {
        await create(parsed.data).unwrap();
      }
      notify(calls.savedMessage);
      return true;
    } catch (error) {
      notifyFailure(error);
      return false;
    }
  };

  const remove = async (row: { id: number }) => {
    try {
      notify(removalMessage(await calls.remove[0](row.id).unwrap()));
    } catch (error) {
      notifyFailure(error);
    }
  };

  /**
   * The props of an editor row: the row being edited (`row`), which it saves or cancels, or the
   * new row (null), which stays open for the next one. Each is held while its own save runs.
   */
  const editor = (row: { id: number } | null) =>
    row
      ? {
          busy: updating.isLoading,
          onSave: (draft: Draft) => save(draft, row),
          onCancel: () => setEditing(null),
        }
      : { busy: creating.isLoading, onSave: (draft: Draft) => save(draft, null) };

  /** The props of a row at rest's actions: its id (for its history), its edit and removal. */
  const actions = (row: { id: number }) => ({
    id: row.id,
    onEdit: () => setEditing(row.id),
    onRemove: () => void remove(row),
  });

  return { editing, editor, actions };
}
