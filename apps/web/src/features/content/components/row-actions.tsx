import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useCanWriteNational } from '../../../lib/admin-scope';

interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names. */
  name: string;
  onEdit?(): void;
  onDelete(): void;
}

/** Edit and delete buttons of a table row. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  // National data: a scoped or read-only administrator only reads it.
  const canWrite = useCanWriteNational();
  if (!canWrite) return null;
  return (
    <>
      {onEdit && (
        <Tooltip title="Editar">
          <IconButton aria-label={`Editar ${name}`} onClick={onEdit} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Eliminar">
        <IconButton aria-label={`Eliminar ${name}`} onClick={onDelete} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
