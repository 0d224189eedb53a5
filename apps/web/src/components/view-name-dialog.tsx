import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { MAX_VIEW_NAME, SAVED_VIEW_MESSAGES } from '@eval/contracts/saved-views';
import { FormDialog } from './form-dialog';

interface ViewNameDialogProps {
  title: string;
  /** The name the field starts with (the current one when renaming). */
  initialName: string;
  busy: boolean;
  /** The server's refusal (a name already used), shown below the field. */
  error: string | null;
  onSubmit(name: string): void;
  onClose(): void;
}

/** Asks for a saved view's name: to save the table as a new view, or to rename one. */
export function ViewNameDialog(props: ViewNameDialogProps) {
  const [name, setName] = useState(props.initialName);
  const [blank, setBlank] = useState(false);
  const submit = () => {
    const trimmed = name.trim();
    setBlank(trimmed === '');
    if (trimmed !== '') props.onSubmit(trimmed);
  };
  return (
    <FormDialog
      titleId="view-name-dialog-title"
      title={props.title}
      busy={props.busy}
      error={props.error}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={SAVED_VIEW_MESSAGES.nameLabel}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
        error={blank}
        helperText={blank ? SAVED_VIEW_MESSAGES.nameRequired : undefined}
        slotProps={{ htmlInput: { maxLength: MAX_VIEW_NAME } }}
      />
    </FormDialog>
  );
}
