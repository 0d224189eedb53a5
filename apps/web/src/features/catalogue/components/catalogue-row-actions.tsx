import type { ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import { HistoryButton } from '../../../components/history/history-button';
import type { HistoryTarget } from '../../../components/history/history-dialog';
import { useCanWriteNational } from '../../../lib/admin-scope';

interface CatalogueRowActionsProps extends HistoryTarget {
  /** The row's name in the labels ("respuesta Sí" gives "Editar respuesta Sí") and history. */
  name: string;
  onEdit(): void;
  onRemove(): void;
  /** Further actions, between the history and the removal. */
  children?: ReactNode;
}

/** The last cell of a catalogue row at rest: edit, history, any extra, remove. */
export function CatalogueRowActions({
  entity,
  id,
  name,
  onEdit,
  onRemove,
  children,
}: CatalogueRowActionsProps) {
  // National data: a scoped or read-only administrator only reads it.
  const canWrite = useCanWriteNational();
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {canWrite && (
        <Tooltip title="Editar">
          <IconButton aria-label={`Editar ${name}`} size="small" onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <HistoryButton entity={entity} id={id} name={name} />
      {children}
      {canWrite && (
        <Tooltip title="Eliminar o retirar">
          <IconButton aria-label={`Eliminar ${name}`} size="small" onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </TableCell>
  );
}
