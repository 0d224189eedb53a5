import DialogContentText from '@mui/material/DialogContentText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { BulkRefused } from '@eval/contracts/bulk-actions';
import { formatCount } from '@eval/contracts/count-text';
import { ClosableDialog, type ShowingProps } from '../closable-dialog';
import { TableHeadings } from '../table-headings';

/** What a bulk action ended in: done (what it did) or refused (nothing applied, and why). */
export type BulkOutcome =
  { kind: 'done'; lines: string[] } | { kind: 'refused'; message: string; refused: BulkRefused[] };

/** Rows listed at most; the message gives the full count. */
const SHOWN = 500;

/** The result of a bulk action: what was done, or every refused row with its reasons. */
export function BulkResultDialog({ outcome, onClose }: ShowingProps<'outcome', BulkOutcome>) {
  return (
    <ClosableDialog
      open={outcome !== null}
      onClose={onClose}
      titleId="bulk-result-title"
      title={outcome?.kind === 'refused' ? 'No se ha aplicado ningún cambio' : 'Acción realizada'}
      fullWidth={false}
    >
      {outcome?.kind === 'done' &&
        outcome.lines.map((line) => <DialogContentText key={line}>{line}</DialogContentText>)}
      {outcome?.kind === 'refused' && (
        <>
          <DialogContentText>{outcome.message}</DialogContentText>
          <Table size="small" aria-label="Filas rechazadas" sx={{ mt: 1 }}>
            <TableHeadings headings={['Fila', 'Motivo']} actions={false} />
            <TableBody>
              {outcome.refused.slice(0, SHOWN).map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.label}</TableCell>
                  <TableCell>{row.reasons.join(' ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {outcome.refused.length > SHOWN && (
            <DialogContentText sx={{ mt: 1 }}>
              {`Se muestran las ${SHOWN} primeras de ${formatCount(outcome.refused.length)} filas rechazadas.`}
            </DialogContentText>
          )}
        </>
      )}
    </ClosableDialog>
  );
}
