import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { QUIZ_PAGE_SIZES, type Setup } from '@eval/contracts/common';
import { QUIZ_MESSAGES, type QuizKeyColumn, type QuizRow } from '@eval/contracts/quizzes';
import { useColumnVisibility } from '../use-column-visibility';
import { quizColumns } from './quiz-columns';

interface QuizTableProps {
  rows: QuizRow[];
  count: number;
  loading: boolean;
  setup: Setup;
  keys: readonly QuizKeyColumn[];
  activePeriodId: number | null;
  onSetupChange(setup: Partial<Setup>): void;
  onOpenKey(row: QuizRow, key: QuizKeyColumn): void;
  onReset(row: QuizRow): void;
}

const spanishGridTexts = esES.components.MuiDataGrid.defaultProps.localeText;

/** The server-paged, server-sorted follow-up table (spec §2, §9: pages of 5, 10 or 20). */
export function QuizTable({
  rows,
  count,
  loading,
  setup,
  keys,
  activePeriodId,
  onSetupChange,
  onOpenKey,
  onReset,
}: QuizTableProps) {
  const visibility = useColumnVisibility();
  const columns = useMemo(
    () => quizColumns({ keys, activePeriodId, onOpenKey, onReset }),
    [keys, activePeriodId, onOpenKey, onReset],
  );
  // Stable models: a new array or object on every render makes the grid report a "change",
  // which would send the table back to the first page.
  const orderField = setup.order?.field ?? null;
  const orderDirection = setup.order?.direction ?? null;
  const sortModel: GridSortModel = useMemo(
    () => (orderField && orderDirection ? [{ field: orderField, sort: orderDirection }] : []),
    [orderField, orderDirection],
  );
  const paginationModel = useMemo(
    () => ({ page: setup.page, pageSize: setup.size }),
    [setup.page, setup.size],
  );

  return (
    <Box sx={{ width: '100%' }}>
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
        paginationMode="server"
        sortingMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        pageSizeOptions={[...QUIZ_PAGE_SIZES]}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          if (model.page === setup.page && model.pageSize === setup.size) return;
          onSetupChange({
            size: model.pageSize,
            page: model.pageSize === setup.size ? model.page : 0,
          });
        }}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const [first] = model;
          const field = first?.field ?? null;
          const direction = first ? (first.sort ?? 'asc') : null;
          // Only a real change of order goes back to the first page.
          if (field === orderField && direction === orderDirection) return;
          onSetupChange({
            page: 0,
            order: field && direction ? { field, direction } : null,
          });
        }}
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
        // A localeText prop replaces the theme's Spanish texts, so they are spread in first.
        localeText={{ ...spanishGridTexts, noRowsLabel: QUIZ_MESSAGES.noRows }}
      />
    </Box>
  );
}
