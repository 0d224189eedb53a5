import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { Centre } from '@eval/contracts/centres';
import { PageHeading } from '../../../components/page-heading';
import {
  centreSelected,
  selectSelectedCentre,
  type SelectionState,
} from '../../../lib/state/selection-slice';
import { CentreDetailPanel } from '../components/centre-detail-panel';
import { CentreFormDialog } from '../components/centre-form-dialog';
import { CentreImportButton } from '../components/centre-import-dialog';
import { CentresTable } from '../components/centres-table';
import { CoursesCatalogueTable } from '../components/courses-catalogue-table';
import { useCanWrite } from '../../../lib/admin-scope';

/** Which centre dialog is open: none, create, or edit a centre. */
interface DialogState {
  open: boolean;
  centre: Centre | null;
  /** A new key per opening gives the form fresh state. */
  key: number;
}

/** /admin/centros (spec §2): centres with their courses and users, and the courses catalogue. */
export default function CentresPage() {
  const selected = useSelector((s: { selection: SelectionState }) => selectSelectedCentre(s));
  // A line of Auditoría links here with the centre's id: it becomes the selected
  // centre, its detail panel open, and the address bar is cleaned.
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('centro'));
  useEffect(() => {
    if (!Number.isSafeInteger(linked) || linked <= 0) return;
    dispatch(centreSelected(linked));
    setParams({}, { replace: true });
  }, [linked, dispatch, setParams]);
  const [dialog, setDialog] = useState<DialogState>({ open: false, centre: null, key: 0 });
  // A read-only administrator is refused every change: no import, create or edit to offer.
  const canWrite = useCanWrite();
  return (
    <>
      <PageHeading title="BBDD Centros" />
      {canWrite && <CentreImportButton />}
      <CentresTable
        onCreate={
          canWrite
            ? () => setDialog((d) => ({ open: true, centre: null, key: d.key + 1 }))
            : undefined
        }
        onEdit={
          canWrite
            ? (centre) => setDialog((d) => ({ open: true, centre, key: d.key + 1 }))
            : undefined
        }
      />
      {selected !== null && <CentreDetailPanel centreId={selected} />}
      <CoursesCatalogueTable />
      {/* Kept mounted and closed through `open`, so the modal restores the page behind it. */}
      <CentreFormDialog
        key={dialog.key}
        open={dialog.open}
        centre={dialog.centre}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </>
  );
}
