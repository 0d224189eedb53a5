import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SaveAsIcon from '@mui/icons-material/SaveAs';
import { SAVED_VIEW_MESSAGES, type SavedView } from '@eval/contracts/saved-views';
import {
  useDeleteSavedViewMutation,
  useUpdateSavedViewMutation,
} from '../lib/state/saved-views-api';
import type { TableViews } from '../lib/state/use-remembered-table';
import { errorMessage } from '../lib/api-errors';
import { notify } from '../lib/notify';
import { ClosableDialog } from './closable-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { ViewNameDialog } from './view-name-dialog';

interface SavedViewsManagerProps {
  views: TableViews;
  saved: readonly SavedView[];
  /** The fields of the columns the administrator may hide (see TableViews). */
  columns: readonly string[] | undefined;
  onClose(): void;
}

const SERVER_PROBLEM = 'No se ha podido guardar el cambio. Inténtelo de nuevo.';

/** Renames, updates with the table as it is now, or deletes the administrator's views. */
export function SavedViewsManager({ views, saved, columns, onClose }: SavedViewsManagerProps) {
  const [renaming, setRenaming] = useState<SavedView | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [update, updateCall] = useUpdateSavedViewMutation();
  const [remove, removeCall] = useDeleteSavedViewMutation();

  const rename = async (view: SavedView, name: string) => {
    try {
      await update({ view, patch: { name } }).unwrap();
      notify(SAVED_VIEW_MESSAGES.renamed);
      setRenaming(null);
    } catch (error) {
      setRefusal(errorMessage(error, SERVER_PROBLEM));
    }
  };
  const overwrite = async (view: SavedView) => {
    try {
      await update({ view, patch: { state: views.current(columns) } }).unwrap();
      notify(SAVED_VIEW_MESSAGES.overwritten);
    } catch (error) {
      notify(errorMessage(error, SERVER_PROBLEM), { variant: 'error' });
    }
  };
  const confirmDelete = async (view: SavedView) => {
    try {
      await remove(view).unwrap();
      notify(SAVED_VIEW_MESSAGES.deleted);
    } catch (error) {
      notify(errorMessage(error, SERVER_PROBLEM), { variant: 'error' });
    }
    setDeleting(null);
  };

  return (
    <>
      <ClosableDialog
        open
        onClose={onClose}
        titleId="views-manager-title"
        title={SAVED_VIEW_MESSAGES.manageTitle}
        maxWidth="sm"
      >
        {saved.length === 0 && <Typography>{SAVED_VIEW_MESSAGES.noViews}</Typography>}
        <List dense aria-label={SAVED_VIEW_MESSAGES.manageTitle}>
          {saved.map((view) => (
            <ListItem
              key={view.id}
              secondaryAction={
                <>
                  <IconButton
                    aria-label={`Renombrar la vista ${view.name}`}
                    onClick={() => {
                      setRefusal(null);
                      setRenaming(view);
                    }}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Actualizar la vista ${view.name} con la configuración actual`}
                    disabled={updateCall.isLoading}
                    onClick={() => void overwrite(view)}
                  >
                    <SaveAsIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Eliminar la vista ${view.name}`}
                    onClick={() => setDeleting(view)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={view.name} />
            </ListItem>
          ))}
        </List>
      </ClosableDialog>
      {renaming && (
        <ViewNameDialog
          title={SAVED_VIEW_MESSAGES.renameTitle}
          initialName={renaming.name}
          busy={updateCall.isLoading}
          error={refusal}
          onSubmit={(name) => void rename(renaming, name)}
          onClose={() => setRenaming(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={SAVED_VIEW_MESSAGES.deleteTitle}
        message={deleting ? SAVED_VIEW_MESSAGES.confirmDelete(deleting.name) : ''}
        busy={removeCall.isLoading}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
