import type { GridColDef } from '@mui/x-data-grid';
import type { Centre } from '@eval/contracts/centres';
import {
  CENTRE_KIND_LABELS,
  CENTRE_KINDS,
  OWNERSHIP_LABELS,
  OWNERSHIPS,
  SOCIOECONOMIC_LEVEL_LABELS,
  SOCIOECONOMIC_LEVELS,
} from '@eval/contracts/centre-enums';

/** A grid row: the stored centre, its flags as the grid edits them. */
export type CentreRow = Omit<Centre, 'activo'> & { activo: boolean };

export const toRow = (centre: Centre): CentreRow => ({ ...centre, activo: centre.activo === 1 });

const ownershipOptions = [
  { value: '', label: OWNERSHIP_LABELS.WITHOUT_OWNERSHIP },
  ...OWNERSHIPS.map((value) => ({ value, label: OWNERSHIP_LABELS[value] })),
];
const kindOptions = CENTRE_KINDS.map((value) => ({ value, label: CENTRE_KIND_LABELS[value] }));
const levelOptions = [
  { value: '', label: 'Sin indicar' },
  ...SOCIOECONOMIC_LEVELS.map((value) => ({ value, label: SOCIOECONOMIC_LEVEL_LABELS[value] })),
];

/**
 * Columns of the centres table. Names, code, address, labels and the active flag are edited
 * in the row; the place (community → province → municipality) in the edit dialog, where the
 * cascade keeps it consistent.
 */
export const centreColumns: GridColDef<CentreRow>[] = [
  { field: 'nombre', headerName: 'Nombre', minWidth: 220, flex: 1, editable: true },
  { field: 'codigo', headerName: 'Código', width: 120, editable: true },
  { field: 'comunidad', headerName: 'Comunidad', width: 170 },
  { field: 'provincia', headerName: 'Provincia', width: 130 },
  { field: 'municipio', headerName: 'Municipio', width: 150 },
  {
    field: 'ownership',
    headerName: 'Titularidad',
    width: 130,
    editable: true,
    type: 'singleSelect',
    valueOptions: ownershipOptions,
    valueGetter: (value: Centre['ownership']) => value ?? '',
  },
  {
    field: 'kind',
    headerName: 'Tipo',
    width: 100,
    editable: true,
    type: 'singleSelect',
    valueOptions: kindOptions,
  },
  { field: 'groupby', headerName: 'Grupo', width: 120, editable: true },
  {
    field: 'nivel_socioeconomico',
    headerName: 'Nivel socioeconómico',
    width: 170,
    editable: true,
    type: 'singleSelect',
    valueOptions: levelOptions,
    valueGetter: (value: Centre['nivel_socioeconomico']) => value ?? '',
  },
  { field: 'cp', headerName: 'CP', width: 90, editable: true },
  { field: 'direccion', headerName: 'Dirección', width: 200, editable: true },
  { field: 'activo', headerName: 'Activo', width: 90, type: 'boolean', editable: true },
];
