import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { HISTORY_LABELS, type ShownChange } from '@eval/contracts/history';

/**
 * The fields a change set, labelled, with the values as the screens show them;
 * shared by a record's history and the audit screen's detail.
 */
export function ShownChanges({ changes, label }: { changes: ShownChange[]; label: string }) {
  if (changes.length === 0)
    return <Typography variant="body2">{HISTORY_LABELS.noFieldChanges}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{HISTORY_LABELS.field}</TableCell>
          <TableCell>{HISTORY_LABELS.before}</TableCell>
          <TableCell>{HISTORY_LABELS.after}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row">
              {change.label}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{change.before_text}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{change.after_text}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The revert confirmation names the record and the change it undoes: the line's
 * sentence and, field by field, the value each goes back to.
 */
export function undoQuestion(line: { summary: string; changes: ShownChange[] }): string {
  const back = line.changes
    .map((change) => `${change.label}: ${change.after_text} → ${change.before_text}`)
    .join('; ');
  return `¿Deshacer «${line.summary}»?${back ? ` Volverá a quedar así: ${back}.` : ''}`;
}
