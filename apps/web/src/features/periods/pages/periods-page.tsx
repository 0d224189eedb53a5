import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { PeriodDto } from '@eval/contracts/periods';
import { useDispatch } from 'react-redux';
import { nextSchoolYear } from '@eval/contracts/periods';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { TableHeadings } from '../../../components/table-headings';
import { LOAD_FAILURE_LOG_TEXT } from '../../../lib/load-failure';
import { useGetAllPeriodsQuery } from '../api';
import { NewPeriodDialog } from '../components/new-period-dialog';
import { ReopenPeriodDialog } from '../components/reopen-period-dialog';
import { periodsFailed, periodsLoaded } from '../slice';
import { useCanWriteNational } from '../../../lib/admin-scope';

/**
 * /admin/periodos: the evaluation periods, the active one marked, a new one created, and a
 * period closed by mistake reopened.
 */
export default function PeriodsPage() {
  // Periods are national: a new one or a reopened one only a national administrator who writes.
  const canWrite = useCanWriteNational();
  const dispatch = useDispatch();
  const periodsLoad = useGetAllPeriodsQuery(undefined);
  const { data, error } = periodsLoad;
  const [creating, setCreating] = useState(false);
  const [reopening, setReopening] = useState<PeriodDto | null>(null);

  // Period data and error are client state (spec §3). A loading failure is logged (§8) by
  // LoadError, which also says so on screen with a retry.
  useEffect(() => {
    if (data) dispatch(periodsLoaded(data));
  }, [data, dispatch]);
  useEffect(() => {
    if (error) dispatch(periodsFailed(LOAD_FAILURE_LOG_TEXT));
  }, [error, dispatch]);

  const periods = data ?? [];
  return (
    <>
      <PageHeading title="Periodos" />
      <LoadError what="los periodos" loads={[periodsLoad]} />
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography>
          {/* Unknown, not "ninguno", while the list has not loaded. */}
          {`Periodo activo: ${periods.find((p) => p.activo)?.periodo ?? (data ? 'ninguno' : '—')}`}
        </Typography>
        {canWrite && (
          <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Nuevo periodo
          </Button>
        )}
      </Stack>
      <TableContainer component={Paper}>
        <Table aria-label="Periodos de evaluación">
          <TableHeadings headings={['Periodo', 'Estado']} />
          <TableBody>
            {periods.map((period) => (
              <TableRow key={period.id} selected={period.activo}>
                <TableCell>{period.periodo}</TableCell>
                <TableCell>
                  {period.activo ? <Chip color="primary" label="Activo" /> : 'Cerrado'}
                </TableCell>
                <TableCell>
                  {canWrite && !period.activo && (
                    <Button
                      size="small"
                      aria-label={`Reabrir el periodo ${period.periodo}`}
                      onClick={() => setReopening(period)}
                    >
                      Reabrir
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {creating && (
        <NewPeriodDialog
          suggested={nextSchoolYear(periods[0]?.periodo)}
          onClose={() => setCreating(false)}
        />
      )}
      {reopening && <ReopenPeriodDialog period={reopening} onClose={() => setReopening(null)} />}
    </>
  );
}
