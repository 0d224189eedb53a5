import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useDispatch, useSelector } from 'react-redux';
import type { QuizKeyColumn, QuizRow } from '@eval/contracts/quizzes';
import { PageHeading } from '../../../components/page-heading';
import { errorMessage, saveFile } from '../../../lib/download-file';
import { notify } from '../../../lib/notify';
import { useDownloadQuizzesMutation, useGetQuizFiltersQuery, useGetQuizzesQuery } from '../api';
import { KeyAnswersDialog, type KeyAnswersTarget } from '../components/key-answers-dialog';
import { QuizFilterForm } from '../components/quiz-filter-form';
import { QuizTable } from '../components/quiz-table';
import { ResetQuizDialog } from '../components/reset-quiz-dialog';
import { readQuizFilter, toApiFilter } from '../filter-values';
import {
  quizFilterApplied,
  quizFilterCleared,
  quizSetupChanged,
  selectQuizFilter,
  selectQuizSetup,
} from '../slice';

/**
 * /admin/datos (spec §2): follow-up of every centre's quiz in a period, with the filter, the
 * server-paged table, its download, the reset action and the key answers dialog.
 */
export default function CentreQuizzesPage() {
  const dispatch = useDispatch();
  const storedFilter = useSelector(selectQuizFilter);
  const setup = useSelector(selectQuizSetup);
  const applied = useMemo(() => readQuizFilter(storedFilter), [storedFilter]);
  const apiFilter = useMemo(() => toApiFilter(applied), [applied]);
  const [formCommunities, setFormCommunities] = useState<number[]>(applied.comunidades);

  const options = useGetQuizFiltersQuery({ comunidades: formCommunities });
  const quizzes = useGetQuizzesQuery({ filter: apiFilter, setup });
  const [download, { isLoading: downloading }] = useDownloadQuizzesMutation();
  const [keyTarget, setKeyTarget] = useState<KeyAnswersTarget | null>(null);
  const [resetRow, setResetRow] = useState<QuizRow | null>(null);

  const onOpenKey = useCallback(
    (row: QuizRow, key: QuizKeyColumn) => setKeyTarget({ row, key }),
    [],
  );
  const onReset = useCallback((row: QuizRow) => setResetRow(row), []);

  const onDownload = async () => {
    try {
      saveFile(await download(apiFilter).unwrap());
    } catch (error) {
      notify(errorMessage(error, 'Interal Error'), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeading title="Seguimiento centros" />
      <QuizFilterForm
        applied={applied}
        options={options.data}
        onCommunitiesChange={setFormCommunities}
        onApply={(values) => dispatch(quizFilterApplied(values))}
        onUndo={() => dispatch(quizFilterCleared())}
      />
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography role="status" data-testid="quiz-count">
          {quizzes.data ? `${quizzes.data.count} centros` : ''}
        </Typography>
        <Button
          startIcon={<DownloadIcon />}
          disabled={downloading}
          onClick={() => void onDownload()}
        >
          Descargar tabla
        </Button>
      </Stack>
      <QuizTable
        rows={quizzes.data?.data ?? []}
        count={quizzes.data?.count ?? 0}
        loading={quizzes.isFetching}
        setup={setup}
        keys={options.data?.keys ?? []}
        activePeriodId={options.data?.activePeriodId ?? null}
        onSetupChange={(change) => dispatch(quizSetupChanged(change))}
        onOpenKey={onOpenKey}
        onReset={onReset}
      />
      {keyTarget && <KeyAnswersDialog target={keyTarget} onClose={() => setKeyTarget(null)} />}
      {resetRow && <ResetQuizDialog row={resetRow} onClose={() => setResetRow(null)} />}
    </>
  );
}
