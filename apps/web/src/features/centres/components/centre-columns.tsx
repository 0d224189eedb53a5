import type { GridColDef } from '@mui/x-data-grid';
import type { Centre } from '@eval/contracts/centres';
import { centreChoices } from './centre-choices';

/** A grid row: the stored centre, its flags as the grid edits them. */
export type CentreRow = Omit<Centre, 'activo'> & { activo: boolean };

export const toRow = (centre: Centre): CentreRow => ({ ...centre, activo: centre.activo === 1 });

// The grid's single selects show a null ownership or level as '' (see the value getters).
const choices = centreChoices('');

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
    valueOptions: choices.ownership,
    valueGetter: (value: Centre['ownership']) => value ?? '',
  },
  {
    field: 'kind',
    headerName: 'Tipo',
    width: 100,
    editable: true,
    type: 'singleSelect',
    valueOptions: choices.kind,
  },
  { field: 'groupby', headerName: 'Grupo', width: 120, editable: true },
  {
    field: 'nivel_socioeconomico',
    headerName: 'Nivel socioeconómico',
    width: 170,
    editable: true,
    type: 'singleSelect',
    valueOptions: choices.level,
    valueGetter: (value: Centre['nivel_socioeconomico']) => value ?? '',
  },
  { field: 'cp', headerName: 'CP', width: 90, editable: true },
  { field: 'direccion', headerName: 'Dirección', width: 200, editable: true },
  { field: 'activo', headerName: 'Activo', width: 90, type: 'boolean', editable: true },
];
