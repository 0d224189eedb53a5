import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface TableHeadingsProps {
  /** The column names, in order, before the actions column. */
  headings: readonly string[];
  /** Right where the actions are icons at the row's end, as in the editable lists. */
  actionsAlign?: TableCellProps['align'];
}

/** A table's header row: the column names, then "Acciones". */
export function TableHeadings({ headings, actionsAlign }: TableHeadingsProps) {
  return (
    <TableHead>
      <TableRow>
        {headings.map((heading) => (
          <TableCell key={heading}>{heading}</TableCell>
        ))}
        <TableCell align={actionsAlign}>Acciones</TableCell>
      </TableRow>
    </TableHead>
  );
}
