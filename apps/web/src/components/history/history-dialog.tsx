import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {
  CHANGE_KIND_LABELS,
  HISTORY_ENTITY_LABELS,
  HISTORY_LABELS,
  type HistoryEntity,
  type HistoryEntry,
} from '@eval/contracts/history';
import { DATE_FORMAT } from '../../lib/dates';
import { useGetHistoryQuery } from '../../lib/history-api';
import { ClosableDialog, type ShowingProps } from '../closable-dialog';
import { LoadError } from '../load-error';
import { HistoryUndo } from './history-undo';
import { ShownChanges } from './shown-changes';

/** The record whose history is shown: its type, id and what the screen calls it. */
export interface HistoryTarget {
  entity: HistoryEntity;
  id: number;
  name: string;
}

function EntryChanges({ entry }: { entry: HistoryEntry }) {
  return (
    <ShownChanges
      changes={entry.changes}
      label={`Cambios del ${dayjs(entry.at).format(DATE_FORMAT)}`}
    />
  );
}

function HistoryEntries({ target }: { target: HistoryTarget }) {
  const history = useGetHistoryQuery(
    { entity: target.entity, id: target.id },
    { refetchOnMountOrArgChange: true },
  );
  if (history.isError) return <LoadError what="el historial" loads={[history]} />;
  if (!history.data) return <Typography>Cargando…</Typography>;
  if (history.data.length === 0) return <Typography>{HISTORY_LABELS.empty}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={HISTORY_LABELS.title}>
      {history.data.map((entry) => (
        <Box component="li" key={entry.id} sx={{ mb: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Chip size="small" label={CHANGE_KIND_LABELS[entry.kind]} />
            <Typography variant="subtitle2" component="h3">
              {dayjs(entry.at).format(`${DATE_FORMAT} HH:mm:ss`)} ·{' '}
              {entry.usuario ?? 'Usuario eliminado'}
            </Typography>
            <Typography variant="caption">#{entry.id}</Typography>
            <HistoryUndo entry={entry} onDone={() => void history.refetch()} />
            {entry.reverts_id !== null && (
              <Typography variant="caption">
                {HISTORY_LABELS.revertOf} #{entry.reverts_id}
              </Typography>
            )}
            {entry.reverted_by !== null && (
              <Typography variant="caption">
                {HISTORY_LABELS.revertedBy} #{entry.reverted_by}
              </Typography>
            )}
          </Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {entry.summary}
          </Typography>
          <EntryChanges entry={entry} />
        </Box>
      ))}
    </Box>
  );
}

/** Who changed what and when on one record, field by field, newest first. */
export function HistoryDialog({ target, onClose }: ShowingProps<'target', HistoryTarget>) {
  return (
    <ClosableDialog
      open={target !== null}
      onClose={onClose}
      titleId="history-dialog-title"
      title={
        <>
          {HISTORY_LABELS.title} del {target ? HISTORY_ENTITY_LABELS[target.entity] : ''}{' '}
          {target?.name}
        </>
      }
      closeLabel={HISTORY_LABELS.close}
    >
      {target && <HistoryEntries target={target} />}
    </ClosableDialog>
  );
}
