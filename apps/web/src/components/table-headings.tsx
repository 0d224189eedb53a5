import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface TableHeadingsProps {
  /** The column names, in order, before the actions column. */
  headings: readonly string[];
  /** Right where the actions are icons at the row's end, as in the editable lists. */
  actionsAlign?: TableCellProps['align'];
  /** False where the rows have no actions (a read-only list). */
  actions?: boolean;
}

/** A table's header row: the column names, then "Acciones" unless the rows have none. */
export function TableHeadings({ headings, actionsAlign, actions = true }: TableHeadingsProps) {
  return (
    <TableHead>
      <TableRow>
        {headings.map((heading) => (
          <TableCell key={heading}>{heading}</TableCell>
        ))}
        {actions && <TableCell align={actionsAlign}>Acciones</TableCell>}
      </TableRow>
    </TableHead>
  );
}
