import type { CentresFilter } from '@eval/contracts/centres';
import { countText } from '@eval/contracts/count-text';
import { changedLines } from '../../../components/bulk/bulk-outcome';
import { BulkConfirmDialog } from '../../../components/bulk/bulk-confirm-dialog';
import { BulkResultDialog } from '../../../components/bulk/bulk-result-dialog';
import { type BulkSelectionState } from '../../../components/bulk/bulk-selection';
import { BulkToolbar } from '../../../components/bulk/bulk-toolbar';
import { useBulkConfirmation } from '../../../components/bulk/use-bulk-confirmation';
import { fileSaver } from '../../../lib/download-file';
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
/** `{n}`: the count with its noun, "1 centro", "12 centros". */
const QUESTIONS = {
  activate: '¿Activar {n}?',
  deactivate: '¿Desactivar {n}? Sus usuarios, cursos y evaluaciones se conservan.',
};
const DONE = { activate: 'Centros activados', deactivate: 'Centros desactivados' };

interface CentreBulkActionsProps {
  bulk: BulkSelectionState<CentresFilter>;
  /** Centres matching the table's filter, on every page. */
  total: number;
}

/** The selection toolbar of BBDD Centros, its confirmation and its result. */
export function CentreBulkActions({ bulk, total }: CentreBulkActionsProps) {
  const flow = useBulkConfirmation<CentresFilter, 'activate' | 'deactivate'>(
    bulk,
    total,
    useLazyCountCentreSelectionQuery(),
  );
  const [run, running] = useRunCentreBulkMutation();
  const exporter = fileSaver(
    useExportCentreSelectionMutation(),
    'No se ha podido exportar la selección.',
  );

  const onAction = async (chosen: Action) => {
    if (chosen === 'activate' || chosen === 'deactivate') {
      flow.open(chosen);
      return;
    }
    // An export changes nothing: no confirmation. A second click while one runs is ignored.
    const selection = bulk.selection;
    if (selection) await exporter.save({ selection, format: chosen });
  };

  const confirm = () =>
    flow.confirm(
      async (action, selection) =>
        changedLines(DONE[action], await run({ action, selection }).unwrap()),
      'No se ha podido aplicar la acción.',
    );

  const { action } = flow;
  return (
    <>
      <BulkToolbar
        {...flow.toolbarProps}
        noun={{ one: 'centro', many: 'centros' }}
        actions={BUTTONS}
        onAction={(chosen) => void onAction(chosen)}
      />
      <BulkConfirmDialog
        {...flow.confirmProps}
        question={(n) =>
          action ? QUESTIONS[action].replace('{n}', countText(n, 'centro', 'centros')) : ''
        }
        confirmLabel={action === 'activate' ? 'Activar' : 'Desactivar'}
        tone={action === 'activate' ? 'constructive' : 'destructive'}
        busy={running.isLoading}
        onConfirm={() => void confirm()}
      />
      <BulkResultDialog {...flow.resultProps} />
    </>
  );
}
