import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AUDIT_LABELS, type AuditEntry } from '@eval/contracts/audit';
import { ClosableDialog, type ShowingProps } from '../../../components/closable-dialog';
import { jsonText } from '../audit-filter';

/** Before and after of one write, as JSON text (rendered as text: never interpreted as HTML). */
export function AuditDetailDialog({ entry, onClose }: ShowingProps<'entry', AuditEntry>) {
  return (
    <ClosableDialog
      open={entry !== null}
      onClose={onClose}
      titleId="audit-detail-title"
      title={
        <>
          {AUDIT_LABELS.details}: {entry?.action}
        </>
      }
      closeLabel={AUDIT_LABELS.close}
    >
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
    </ClosableDialog>
  );
}
