import { useState } from 'react';
import { notify } from '../../lib/notify';
import { notifyFailure } from '../../lib/api-errors';

/**
 * The edit step of a content screen: the row in the dialog ('new' for a new one), and a save
 * that sends it, notifies and closes the dialog. On a refusal the dialog stays open with what
 * the administrator typed.
 */
export function useEditFlow<Row>(savedMessage: string) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const save = async (send: (target: Row | 'new') => Promise<unknown>) => {
    if (editing === null) return;
    try {
      await send(editing);
      notify(savedMessage);
      setEditing(null);
    } catch (error) {
      notifyFailure(error);
    }
  };
  return { editing, edit: setEditing, close: () => setEditing(null), save };
}
