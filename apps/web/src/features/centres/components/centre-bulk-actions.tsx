import { useState } from 'react';
import type { CentresFilter } from '@eval/contracts/centres';
import { changedLines, showBulkFailure } from '../../../components/bulk/bulk-outcome';
import { BulkConfirmDialog } from '../../../components/bulk/bulk-confirm-dialog';
import { BulkResultDialog, type BulkOutcome } from '../../../components/bulk/bulk-result-dialog';
import { type BulkSelectionState } from '../../../components/bulk/bulk-selection';
import { BulkToolbar } from '../../../components/bulk/bulk-toolbar';
import { saveFile } from '../../../lib/download-file';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import {
  useExportCentreSelectionMutation,
  useLazyCountCentreSelectionQuery,
  useRunCentreBulkMutation,
} from '../bulk-api';

type Action = 'activate' | 'deactivate' | 'csv' | 'xlsx';
const BUTTONS = [
  { action: 'activate', label: 'Activar' },
  { action: 'deactivate', label: 'Desactivar' },
  { action: 'csv', label: 'Exportar selección (CSV)' },
  { action: 'xlsx', label: 'Exportar selección (Excel)' },
] as const;
const QUESTIONS = {
  activate: '¿Activar {n} centros?',
  deactivate: '¿Desactivar {n} centros? Sus usuarios, cursos y evaluaciones se conservan.',
};
const DONE = { activate: 'Centros activados', deactivate: 'Centros desactivados' };

interface CentreBulkActionsProps {
  bulk: BulkSelectionState<CentresFilter>;
  /** Centres matching the table's filter, on every page. */
  total: number;
}

/** The selection toolbar of BBDD Centros, its confirmation and its result (issue 19). */
export function CentreBulkActions({ bulk, total }: CentreBulkActionsProps) {
  const [action, setAction] = useState<'activate' | 'deactivate' | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [count, counted] = useLazyCountCentreSelectionQuery();
  const [run, running] = useRunCentreBulkMutation();
  const [download, downloading] = useExportCentreSelectionMutation();

  const onAction = async (chosen: Action) => {
    const selection = bulk.selection;
    if (!selection) return;
    if (chosen === 'activate' || chosen === 'deactivate') {
      setAction(chosen);
      void count(selection, false);
      return;
    }
    // An export changes nothing: no confirmation. A second click while one runs is ignored.
    if (downloading.isLoading) return;
    try {
      saveFile(await download({ selection, format: chosen }).unwrap());
    } catch (error) {
      notify(errorMessage(error, 'No se ha podido exportar la selección.'), { variant: 'error' });
    }
  };

  const confirm = async () => {
    const selection = bulk.selection;
    if (!action || !selection) return;
    try {
      const data = await run({ action, selection }).unwrap();
      setOutcome({ kind: 'done', lines: changedLines(DONE[action], data) });
      bulk.clear();
    } catch (error) {
      showBulkFailure(error, setOutcome, 'No se ha podido aplicar la acción.');
    }
    setAction(null);
  };

  return (
    <>
      <BulkToolbar
        count={bulk.countOf(total)}
        total={total}
        allMatching={bulk.allMatching}
        noun={{ one: 'centro', many: 'centros' }}
        actions={BUTTONS}
        onSelectAllMatching={bulk.selectAllMatching}
        onClear={bulk.clear}
        onAction={(chosen) => void onAction(chosen)}
      />
      <BulkConfirmDialog
        open={action !== null}
        title="Acción sobre la selección"
        count={counted.isFetching ? undefined : counted.data}
        question={(n) => (action ? QUESTIONS[action].replace('{n}', n) : '')}
        confirmLabel={action === 'activate' ? 'Activar' : 'Desactivar'}
        busy={running.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAction(null)}
      />
      <BulkResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}
