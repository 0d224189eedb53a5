import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PLAN_ACTION_STATE_LABELS } from '@eval/contracts/plans';
import type { QuizRow } from '@eval/contracts/quizzes';
import { ClosableDialog } from '../../../components/closable-dialog';
import { HistoryButton } from '../../../components/history/history-button';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/dates';
import { useGetPlanActionsQuery } from '../api';

/**
 * A row's improvement plan, read-only (docs/domain.md "The improvement plan"): the centre writes
 * it in its own app; the back-office follows it. An overdue action says so after its date; each
 * action's "Historial" shows who changed it and how (its audit lines).
 */
export function PlanActionsDialog({ row, onClose }: { row: QuizRow; onClose(): void }) {
  const actions = useGetPlanActionsQuery({ centerId: row.id, periodId: row.periodId });
  const { data, isFetching } = actions;
  return (
    <ClosableDialog
      open
      onClose={onClose}
      titleId="plan-actions-title"
      title={`${row.nombre} · Plan de mejora (${row.quiz})`}
      scrolls
    >
      {isFetching && <CircularProgress aria-label="Cargando acciones" />}
      <LoadError what="las acciones del plan" loads={[actions]} />
      {!isFetching && data && data.length === 0 && <Typography>Sin plan</Typography>}
      {!isFetching && data && data.length > 0 && (
        <Table size="small" aria-label="Acciones del plan de mejora">
          <TableHead>
            <TableRow>
              <TableCell>Acción</TableCell>
              <TableCell>Clave</TableCell>
              <TableCell>Responsable</TableCell>
              <TableCell>Fecha límite</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell align="right">Acciones</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((action) => (
              <TableRow key={action.id} data-testid="plan-action">
                <TableCell>{action.texto}</TableCell>
                <TableCell>{action.clave}</TableCell>
                <TableCell>{action.responsable ?? ''}</TableCell>
                <TableCell>
                  {formatDate(action.fecha_limite)}
                  {action.vencida ? ' (vencida)' : ''}
                </TableCell>
                <TableCell>{PLAN_ACTION_STATE_LABELS[action.estado]}</TableCell>
                <TableCell align="right">
                  <HistoryButton
                    entity="plan-action"
                    id={action.id}
                    name={`acción ${action.texto}`}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ClosableDialog>
  );
}
