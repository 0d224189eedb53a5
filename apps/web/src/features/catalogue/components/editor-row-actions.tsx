import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';

interface EditorRowActionsProps {
  saveLabel: string;
  busy?: boolean;
  onSave(): void;
  /** Absent on the row that adds a new item: it stays open for the next one. */
  onCancel?(): void;
}

/** The last cell of a catalogue row being edited in place: save, and cancel when editing. */
export function EditorRowActions({ saveLabel, busy, onSave, onCancel }: EditorRowActionsProps) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <Button variant="contained" size="small" disabled={busy} onClick={onSave}>
        {saveLabel}
      </Button>
      {onCancel && (
        <Button variant="text" size="small" onClick={onCancel}>
          Cancelar
        </Button>
      )}
    </TableCell>
  );
}
