import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import { STICKY_ACTIONS_SX } from '../../../components/sticky-actions';
import Typography from '@mui/material/Typography';
import { LoadError, type Load } from '../../../components/load-error';
import { TableHeadings } from '../../../components/table-headings';

interface CatalogueTableProps {
  title: ReactNode;
  /** Shown between the title and the table, e.g. a hint on how codes work. */
  intro?: ReactNode;
  /** What failed to load, to end "No ha sido posible cargar …". */
  what: string;
  loads: readonly Load[];
  busy: boolean;
  label: string;
  /** Column headings before the last one, "Acciones". */
  headings: readonly string[];
  children: ReactNode;
}

/** A titled catalogue table edited in place: its heading, load error, columns and rows. */
export function CatalogueTable(props: CatalogueTableProps) {
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {props.title}
      </Typography>
      {props.intro}
      <LoadError what={props.what} loads={props.loads} />
      <TableContainer component={Paper} aria-busy={props.busy} sx={STICKY_ACTIONS_SX}>
        <Table size="small" aria-label={props.label}>
          <TableHeadings headings={props.headings} actionsAlign="right" />
          <TableBody>{props.children}</TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
