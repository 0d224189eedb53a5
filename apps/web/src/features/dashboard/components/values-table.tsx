import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A chart's figures: the column headers and a row per bar group. */
export interface ChartValues {
  headers: readonly string[];
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
}

interface ValuesTableProps extends ChartValues {
  caption: string;
}

/** The figures of a chart as a table, for screen readers and for reading exact values. */
export function ValuesTable({ caption, headers, rows }: ValuesTableProps) {
  return (
    <Table size="small" sx={{ my: 2, maxWidth: 720 }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '4px 0' }}>
        {caption}
      </caption>
      <TableHead>
        <TableRow>
          {headers.map((header, index) => (
            <TableCell key={header} scope="col" align={index === 0 ? 'left' : 'right'}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell
                key={index}
                component={index === 0 ? 'th' : 'td'}
                scope={index === 0 ? 'row' : undefined}
                align={index === 0 ? 'left' : 'right'}
              >
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
