import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { QUIZ_PAGE_SIZES } from '@eval/contracts/common';
import { countText } from '@eval/contracts/count-text';
import {
  QUIZ_ORDER_FIELDS,
  type QuizFilter,
  type QuizKeyColumn,
  type QuizRow,
} from '@eval/contracts/quizzes';
import { useRememberedTable } from '../../../lib/state/use-remembered-table';
import { LoadError } from '../../../components/load-error';
import { PageHeading } from '../../../components/page-heading';
import { saveDownload } from '../../../lib/download-file';
import { useDownloadQuizzesMutation, useGetQuizFiltersQuery, useGetQuizzesQuery } from '../api';
import { KeyAnswersDialog, type KeyAnswersTarget } from '../components/key-answers-dialog';
import { PlanActionsDialog } from '../components/plan-actions-dialog';
import { QuizFilterForm } from '../components/quiz-filter-form';
import { CollapsibleFilters, activeFilterCount } from '../../../components/collapsible-filters';
import { emptyQuizFilter } from '../filter-values';
import { QuizTable } from '../components/quiz-table';
import { ResetQuizDialog } from '../components/reset-quiz-dialog';
import { readQuizFilter, toApiFilter } from '../filter-values';
import { SavedViewsMenu } from '../../../components/saved-views-menu';
import { useCanWrite } from '../../../lib/admin-scope';

/**
 * /admin/datos (spec §2): follow-up of every centre's quiz in a period, with the filter, the
 * server-paged table, its download, the reset action and the key answers dialog.
 */
export default function CentreQuizzesPage({
  actions,
}: {
  /** Actions on the applied filter composed in by app/ (Enviar recordatorio). */
  actions?: (filter: QuizFilter) => ReactNode;
} = {}) {
  const table = useRememberedTable('quizzes', {
    pageSizes: QUIZ_PAGE_SIZES,
    orderFields: QUIZ_ORDER_FIELDS,
  });
  const { setup } = table;
  const applied = useMemo(() => readQuizFilter(table.filter), [table.filter]);
  const apiFilter = useMemo(() => toApiFilter(applied), [applied]);
  const [formCommunities, setFormCommunities] = useState<number[]>(applied.comunidades);

  const options = useGetQuizFiltersQuery({ comunidades: formCommunities });
  const quizzes = useGetQuizzesQuery({ filter: apiFilter, setup });
  const [download, { isLoading: downloading }] = useDownloadQuizzesMutation();
  const [keyTarget, setKeyTarget] = useState<KeyAnswersTarget | null>(null);
  const [resetRow, setResetRow] = useState<QuizRow | null>(null);
  const [planRow, setPlanRow] = useState<QuizRow | null>(null);

  const onOpenKey = useCallback(
    (row: QuizRow, key: QuizKeyColumn) => setKeyTarget({ row, key }),
    [],
  );
  const onReset = useCallback((row: QuizRow) => setResetRow(row), []);
  const onOpenPlan = useCallback((row: QuizRow) => setPlanRow(row), []);
  // A read-only administrator is refused a reset and a reminder campaign.
  const canWrite = useCanWrite();

  const onDownload = () => saveDownload(() => download(apiFilter).unwrap());

  return (
    <>
      <PageHeading title="Seguimiento centros" />
      <LoadError what="las opciones del filtro" loads={[options]} />
      <CollapsibleFilters active={activeFilterCount(applied, emptyQuizFilter)}>
        <QuizFilterForm
          applied={applied}
          options={options.data}
          onCommunitiesChange={setFormCommunities}
          onApply={table.applyFilter}
          onUndo={table.clearFilter}
        />
      </CollapsibleFilters>
      {/* On a phone the buttons go under the count rather than break their labels in two. */}
      <Stack
        direction="row"
        useFlexGap
        sx={{
          mb: 1,
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography role="status" data-testid="quiz-count" sx={{ whiteSpace: 'nowrap' }}>
          {quizzes.data ? countText(quizzes.data.count, 'centro', 'centros') : ''}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          sx={{ gap: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          {canWrite && actions?.(apiFilter)}
          <Button
            startIcon={<DownloadIcon />}
            disabled={downloading}
            onClick={() => void onDownload()}
          >
            Descargar tabla
          </Button>
        </Stack>
      </Stack>
      <SavedViewsMenu views={table.views} />
      <LoadError what="las evaluaciones de los centros" loads={[quizzes]} />
      <QuizTable
        rows={quizzes.data?.data ?? []}
        count={quizzes.data?.count ?? 0}
        loading={quizzes.isFetching}
        failed={quizzes.isError}
        grid={table.grid}
        keys={options.data?.keys ?? []}
        activePeriodId={options.data?.activePeriodId ?? null}
        onOpenKey={onOpenKey}
        onOpenPlan={onOpenPlan}
        onReset={canWrite ? onReset : undefined}
      />
      {keyTarget && <KeyAnswersDialog target={keyTarget} onClose={() => setKeyTarget(null)} />}
      {planRow && <PlanActionsDialog row={planRow} onClose={() => setPlanRow(null)} />}
      {resetRow && <ResetQuizDialog row={resetRow} onClose={() => setResetRow(null)} />}
    </>
  );
}
