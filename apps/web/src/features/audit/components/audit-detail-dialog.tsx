import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { AUDIT_LABELS, type AuditEntry } from '@eval/contracts/audit';
import { jsonText } from '../audit-filter';

/** Before and after of one write, as JSON text (rendered as text: never interpreted as HTML). */
export function AuditDetailDialog({
  entry,
  onClose,
}: {
  entry: AuditEntry | null;
  onClose(): void;
}) {
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="audit-detail-title"
    >
      <DialogTitle id="audit-detail-title">
        {AUDIT_LABELS.details}: {entry?.action}
      </DialogTitle>
      <DialogContent>
        {(['before', 'after'] as const).map((side) => (
          <Box key={side} sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {AUDIT_LABELS[side]}
            </Typography>
            <Box
              component="pre"
              sx={{
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                bgcolor: 'grey.100',
                p: 1,
                m: 0,
                maxHeight: '35vh',
                overflow: 'auto',
              }}
            >
              {jsonText(entry?.[side])}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{AUDIT_LABELS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
