import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { Centre } from '@eval/contracts/centres';
import { PageHeading } from '../../../components/page-heading';
import { selectSelectedCentre, type SelectionState } from '../../../lib/state/selection-slice';
import { CentreDetailPanel } from '../components/centre-detail-panel';
import { CentreFormDialog } from '../components/centre-form-dialog';
import { CentreImportButton } from '../components/centre-import-dialog';
import { CentresTable } from '../components/centres-table';
import { CoursesCatalogueTable } from '../components/courses-catalogue-table';

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
  const [dialog, setDialog] = useState<DialogState>({ open: false, centre: null, key: 0 });
  return (
    <>
      <PageHeading title="BBDD Centros" />
      <CentreImportButton />
      <CentresTable
        onCreate={() => setDialog((d) => ({ open: true, centre: null, key: d.key + 1 }))}
        onEdit={(centre) => setDialog((d) => ({ open: true, centre, key: d.key + 1 }))}
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
