import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { HistoryEntity } from '@eval/contracts/history';
import { HistoryButton } from '../../../components/history/history-button';
import { RowActions } from './row-actions';
import { STICKY_ACTIONS_SX } from '../../../components/sticky-actions';
import { TableHeadings } from '../../../components/table-headings';

export interface ContentColumn<Row> {
  header: string;
  render(row: Row): ReactNode;
  /** The style of the column's cells (a code preview in monospace…). */
  sx?: SxProps<Theme>;
}

export interface ContentTableProps<Row extends { id: number }> {
  label: string;
  rows: readonly Row[];
  columns: readonly ContentColumn<Row>[];
  loading: boolean;
  /** The rows could not be loaded: no "empty" text then (the page shows why, with a retry). */
  failed: boolean;
  empty: string;
  /** What a row is called in its buttons' accessible names. */
  rowName(row: Row): string;
  onEdit?(row: Row): void;
  onDelete(row: Row): void;
  /** Extra buttons of a row (download…). */
  extraActions?(row: Row): ReactNode;
  /** The record type of the rows, for their "Historial" button. */
  historyEntity?: HistoryEntity;
}

/** The table of a content screen: its columns plus edit and delete per row. */
export function ContentTable<Row extends { id: number }>(props: ContentTableProps<Row>) {
  const { label, rows, columns, loading, failed, empty, rowName, onEdit, onDelete, extraActions } =
    props;
  const { historyEntity } = props;
  return (
    <TableContainer component={Paper} aria-busy={loading} sx={STICKY_ACTIONS_SX}>
      <Table size="small" aria-label={label}>
        <TableHeadings headings={columns.map((column) => column.header)} actionsAlign="right" />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.header} sx={column.sx}>
                  {column.render(row)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {extraActions?.(row)}
                {historyEntity && (
                  <HistoryButton entity={historyEntity} id={row.id} name={rowName(row)} />
                )}
                <RowActions
                  name={rowName(row)}
                  onEdit={onEdit ? () => onEdit(row) : undefined}
                  onDelete={() => onDelete(row)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length === 0 && !loading && !failed && <Typography sx={{ p: 2 }}>{empty}</Typography>}
    </TableContainer>
  );
}
