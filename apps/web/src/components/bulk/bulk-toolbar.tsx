import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCanWrite } from '../../lib/admin-scope';

export interface BulkActionButton<A extends string> {
  action: A;
  label: string;
}

interface BulkToolbarProps<A extends string> {
  /** Rows selected now (all of the filter: the total minus the unticked ones). */
  count: number;
  /** Rows matching the table's filter, on every page. */
  total: number;
  allMatching: boolean;
  /** "persona" / "centro": how the count is named. */
  noun: { one: string; many: string };
  actions: readonly BulkActionButton<A>[];
  onSelectAllMatching(): void;
  onClear(): void;
  onAction(action: A): void;
}

/**
 * Above a server-paged table while rows are ticked: how many, "select all N matching the
 * filter" (every page, chosen by the server) and the bulk actions.
 */
export function BulkToolbar<A extends string>(props: BulkToolbarProps<A>) {
  const { count, total, noun } = props;
  const canWrite = useCanWrite();
  if (!canWrite || (count === 0 && !props.allMatching)) return null;
  const name = (n: number) => `${n.toLocaleString('es-ES')} ${n === 1 ? noun.one : noun.many}`;
  return (
    <Box
      role="region"
      aria-label="Acciones sobre la selección"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        flexWrap: 'wrap',
        my: 1,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2" sx={{ mr: 1 }} aria-live="polite">
        {props.allMatching
          ? `Seleccionados: ${name(count)} (todos los que coinciden con el filtro, en todas las páginas)`
          : `Seleccionados: ${name(count)}`}
      </Typography>
      {!props.allMatching && total > count && (
        <Button size="small" onClick={props.onSelectAllMatching}>
          {`Seleccionar los ${total.toLocaleString('es-ES')} que coinciden con el filtro`}
        </Button>
      )}
      <Button size="small" onClick={props.onClear}>
        Quitar la selección
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      {props.actions.map(({ action, label }) => (
        <Button key={action} size="small" variant="outlined" onClick={() => props.onAction(action)}>
          {label}
        </Button>
      ))}
    </Box>
  );
}
