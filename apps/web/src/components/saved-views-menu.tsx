import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import { SAVED_VIEW_MESSAGES, type SavedView } from '@eval/contracts/saved-views';
import { useCreateSavedViewMutation, useGetSavedViewsQuery } from '../lib/state/saved-views-api';
import type { TableViews } from '../lib/state/use-remembered-table';
import { errorMessage } from '../lib/api-errors';
import { notify } from '../lib/notify';
import { LoadError } from './load-error';
import { SavedViewsManager } from './saved-views-manager';
import { ViewNameDialog } from './view-name-dialog';
import { useCanWrite } from '../lib/admin-scope';

/** A grid column as the menu needs it: which columns the administrator may hide. */
interface ViewColumn {
  field: string;
  type?: string;
  hideable?: boolean;
}

interface SavedViewsMenuProps {
  /** `table.views` of the table's useRememberedTable. */
  views: TableViews;
  /**
   * The table's columns, so a view keeps which ones are hidden; left out where the visible
   * columns are not the administrator's own (the follow-up table's are a shared setting).
   */
  columns?: readonly ViewColumn[];
}

/** The fields of the columns a view may hide: not the row actions, not unhideable ones. */
const hideableFields = (columns: readonly ViewColumn[] | undefined) =>
  columns?.filter((c) => c.type !== 'actions' && c.hideable !== false).map((c) => c.field);

/**
 * The Vistas menu of a server-paged table: save the table's filter, order, page size
 * and hidden columns as a named view, open one of the administrator's views, or manage them.
 * One component for every table: each screen passes its table's `views` and its columns.
 */
export function SavedViewsMenu({ views, columns }: SavedViewsMenuProps) {
  const canWrite = useCanWrite();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = useGetSavedViewsQuery(views.table);
  const [create, createCall] = useCreateSavedViewMutation();
  const fields = hideableFields(columns);
  const saved = list.data ?? [];
  const menuId = `saved-views-menu-${views.table}`;

  const open = (view: SavedView) => {
    setAnchor(null);
    const dropped = views.open(view.state, fields);
    if (dropped.length === 0) notify(SAVED_VIEW_MESSAGES.opened(view.name));
    else notify(SAVED_VIEW_MESSAGES.partlyOpened(view.name, dropped), { variant: 'warning' });
  };
  const save = async (name: string) => {
    try {
      await create({ table: views.table, name, state: views.current(fields) }).unwrap();
      notify(SAVED_VIEW_MESSAGES.saved);
      setSaving(false);
    } catch (error) {
      setRefusal(errorMessage(error, 'No se ha podido guardar la vista. Inténtelo de nuevo.'));
    }
  };

  return (
    <>
      <Button
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {SAVED_VIEW_MESSAGES.menu}
      </Button>
      <LoadError what="las vistas guardadas" loads={[list]} />
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {/* Saving, renaming and deleting views are writes, refused to a read-only administrator. */}
        {canWrite && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setRefusal(null);
              setSaving(true);
            }}
          >
            {SAVED_VIEW_MESSAGES.saveAs}
          </MenuItem>
        )}
        {canWrite && <Divider />}
        {saved.length === 0 && <MenuItem disabled>{SAVED_VIEW_MESSAGES.noViews}</MenuItem>}
        {saved.map((view) => (
          <MenuItem key={view.id} onClick={() => open(view)}>
            {view.name}
          </MenuItem>
        ))}
        {canWrite && <Divider />}
        {canWrite && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setManaging(true);
            }}
          >
            {SAVED_VIEW_MESSAGES.manage}
          </MenuItem>
        )}
      </Menu>
      {saving && (
        <ViewNameDialog
          title={SAVED_VIEW_MESSAGES.saveAsTitle}
          initialName=""
          busy={createCall.isLoading}
          error={refusal}
          onSubmit={(name) => void save(name)}
          onClose={() => setSaving(false)}
        />
      )}
      {managing && (
        <SavedViewsManager
          views={views}
          saved={saved}
          columns={fields}
          onClose={() => setManaging(false)}
        />
      )}
    </>
  );
}
