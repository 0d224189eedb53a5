import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { QUIZ_MESSAGES, type QuizKeyColumn, type QuizRow } from '@eval/contracts/quizzes';
import { gridLocale } from '../../../components/grid-locale';
import { LoadError } from '../../../components/load-error';
import type { RememberedGridProps } from '../../../lib/state/use-remembered-table';
import { useColumnVisibility } from '../use-column-visibility';
import { useConsultationParticipation } from '../use-consultation-participation';
import { quizColumns } from './quiz-columns';

interface QuizTableProps {
  rows: QuizRow[];
  count: number;
  loading: boolean;
  /** The rows could not be loaded: the empty table says so. */
  failed: boolean;
  /** Page, page size and order, remembered (spec §7). */
  grid: RememberedGridProps;
  keys: readonly QuizKeyColumn[];
  activePeriodId: number | null;
  onOpenKey(row: QuizRow, key: QuizKeyColumn): void;
  onOpenPlan(row: QuizRow): void;
  onReset?: ((row: QuizRow) => void) | undefined;
}

/** The server-paged, server-sorted follow-up table (spec §2, §9: pages of 5, 10 or 20). */
export function QuizTable({
  rows,
  count,
  loading,
  failed,
  grid,
  keys,
  activePeriodId,
  onOpenKey,
  onOpenPlan,
  onReset,
}: QuizTableProps) {
  const visibility = useColumnVisibility();
  const participation = useConsultationParticipation(rows);
  const consultations = participation.byCentre;
  const columns = useMemo(
    () => quizColumns({ keys, activePeriodId, onOpenKey, onOpenPlan, onReset, consultations }),
    [keys, activePeriodId, onOpenKey, onOpenPlan, onReset, consultations],
  );
  return (
    <Box sx={{ width: '100%' }}>
      <LoadError what="las columnas visibles de la tabla" loads={[visibility.load]} />
      <LoadError what="las respuestas de las consultas" loads={[participation.load]} />
      <DataGrid
        aria-label="Evaluaciones de los centros"
        label="Evaluaciones de los centros"
        rows={rows}
        columns={columns}
        rowCount={count}
        loading={loading}
        autoHeight
        // At most 20 rows: render every column, so key and action cells exist for assistive
        // technology (and tests) even when scrolled out of view.
        disableVirtualization
        disableRowSelectionOnClick
        {...grid}
        columnVisibilityModel={visibility.model}
        onColumnVisibilityModelChange={visibility.onChange}
        showToolbar
        slotProps={{
          toolbar: {
            showQuickFilter: false,
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
        localeText={gridLocale(QUIZ_MESSAGES.noRows, failed)}
      />
    </Box>
  );
}
