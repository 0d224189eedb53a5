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

interface CatalogueRowCalls<Body, Update> {
  schema: ZodType<Body>;
  create(body: Body): Call<unknown>;
  update(args: { id: number; body: Update }): Call<unknown>;
  remove(id: number): Call<Removal>;
  /** The update body: a row stays with its parent, whose id the server does not take back. */
  toUpdate(body: Body): Update;
  savedMessage: string;
}

/**
 * Saving and removing the rows of a catalogue panel edited in place. A draft is checked before
 * anything is sent, so its Spanish message shows at once; the row being edited closes only
 * once the server has taken it.
 */
export function useCatalogueRowActions<Body, Update>(calls: CatalogueRowCalls<Body, Update>) {
  const [editing, setEditing] = useState<number | null>(null);

  /** `row`: the row being edited, or null for a new one. Resolves whether it was saved. */
  const save = async (values: unknown, row: { id: number } | null): Promise<boolean> => {
    const parsed = calls.schema.safeParse(values);
    if (!parsed.success) {
      notify(firstIssue(parsed.error.issues), { variant: 'error' });
      return false;
    }
    try {
      if (row) {
        await calls.update({ id: row.id, body: calls.toUpdate(parsed.data) }).unwrap();
        setEditing(null);
      } else {
        await calls.create(parsed.data).unwrap();
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
      notify(removalMessage(await calls.remove(row.id).unwrap()));
    } catch (error) {
      notifyFailure(error);
    }
  };

  return { editing, setEditing, save, remove };
}
