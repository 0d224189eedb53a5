import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Figures by row: the column headers and each row's cells, its name first (a chart's bar group…). */
export interface ChartValues {
  headers: readonly string[];
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
}

interface ValuesTableProps extends ChartValues {
  caption: string;
  sx: SxProps<Theme>;
}

/**
 * Figures as a table captioned above, each row named by its first cell and the numbers to the
 * right: a chart's values (for screen readers and exact reading) or a report's totals.
 */
export function ValuesTable({ caption, headers, rows, sx }: ValuesTableProps) {
  // A card clips what overflows it: on a phone the last columns were cut off, unreachable. The
  // table now scrolls sideways in a focusable region (axe: scrollable-region-focusable).
  return (
    <Box
      role="region"
      aria-label={`${caption} (tabla)`}
      tabIndex={0}
      sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Table size="small">
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
    </Box>
  );
}
