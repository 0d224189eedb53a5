import Typography from '@mui/material/Typography';
import { AUDIT_LABELS, type AuditEntry } from '@eval/contracts/audit';
import { ClosableDialog, type ShowingProps } from '../../../components/closable-dialog';
import { ShownChanges } from '../../../components/history/shown-changes';

/**
 * One write as a person reads it: its sentence, the route for the record, and the
 * fields it changed with their labels and values as the screens show them (never raw JSON,
 * and rendered as text: never interpreted as HTML).
 */
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
      <Typography sx={{ mb: 2 }}>{entry?.summary}</Typography>
      <ShownChanges changes={entry?.changes ?? []} label={AUDIT_LABELS.changes} />
    </ClosableDialog>
  );
}
