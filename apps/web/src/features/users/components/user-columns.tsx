import type { GridColDef, GridRenderEditCellParams } from '@mui/x-data-grid';
import { OWNERSHIP_LABELS, type ReportOwnership } from '@eval/contracts/centre-enums';
import type { Cargo, Profile, UserRow } from '@eval/contracts/users';
import { formatDate } from '../../../lib/dates';
import type { LanguageOption } from '../../../lib/languages';
import { CentreEditCell } from './centre-edit-cell';
import { renderLabelledInput, renderLabelledSelect } from './labelled-edit-cells';

const ACTIVE_OPTIONS = [
  { value: 1, label: 'Sí' },
  { value: 0, label: 'No' },
];

/** The editable columns of the users table, then the read-only ones derived from the centre. */
export function userColumns(
  profiles: Profile[],
  cargos: Cargo[],
  languages: LanguageOption[],
  centreEditable: boolean,
): GridColDef<UserRow>[] {
  const readOnly = (
    field: keyof UserRow,
    headerName: string,
    width = 130,
  ): GridColDef<UserRow> => ({
    field,
    headerName,
    width,
    editable: false,
    sortable: false,
  });
  return [
    { field: 'id', headerName: 'Id', width: 70, editable: false },
    {
      field: 'nombre',
      headerName: 'Nombre',
      width: 140,
      editable: true,
      renderEditCell: renderLabelledInput,
    },
    {
      field: 'apellidos',
      headerName: 'Apellidos',
      width: 160,
      editable: true,
      renderEditCell: renderLabelledInput,
    },
    {
      field: 'email',
      headerName: 'Correo electrónico',
      width: 220,
      editable: true,
      renderEditCell: renderLabelledInput,
    },
    {
      field: 'telefono',
      headerName: 'Teléfono',
      width: 120,
      editable: true,
      renderEditCell: renderLabelledInput,
      sortable: false,
    },
    {
      field: 'dni',
      headerName: 'DNI',
      width: 110,
      editable: true,
      renderEditCell: renderLabelledInput,
      sortable: false,
    },
    {
      field: 'perfil',
      headerName: 'Perfil',
      width: 190,
      editable: true,
      type: 'singleSelect',
      renderEditCell: renderLabelledSelect,
      valueOptions: profiles.map((p) => ({ value: p.id, label: p.nombre })),
    },
    {
      field: 'cargos_id',
      headerName: 'Cargo',
      width: 170,
      editable: true,
      sortable: false,
      type: 'singleSelect',
      renderEditCell: renderLabelledSelect,
      valueOptions: cargos.map((c) => ({ value: c.id, label: c.nombre })),
    },
    {
      field: 'language_id',
      headerName: 'Idioma',
      width: 110,
      editable: true,
      sortable: false,
      type: 'singleSelect',
      renderEditCell: renderLabelledSelect,
      valueOptions: languages.map((l) => ({ value: l.code, label: l.name })),
    },
    {
      field: 'activo',
      headerName: 'Activo',
      width: 90,
      editable: true,
      type: 'singleSelect',
      renderEditCell: renderLabelledSelect,
      valueOptions: ACTIVE_OPTIONS,
    },
    {
      // Chosen by name, code or municipality (issue 15), shown by name; forced, and so not
      // editable, when the table lists one centre's users.
      field: 'centros_id',
      headerName: 'Centro',
      width: 260,
      editable: centreEditable,
      sortable: false,
      renderCell: ({ row }) => row.centro ?? 'Sin centro',
      renderEditCell: (params: GridRenderEditCellParams<UserRow>) => <CentreEditCell {...params} />,
    },
    readOnly('codigo', 'Código'),
    readOnly('ccaa', 'Comunidad'),
    readOnly('provincia', 'Provincia'),
    readOnly('municipio', 'Municipio'),
    readOnly('groupby', 'Grupo', 90),
    {
      ...readOnly('titularidad', 'Titularidad'),
      valueFormatter: (value: string | null) =>
        value ? (OWNERSHIP_LABELS[value as ReportOwnership] ?? value) : '',
    },
    readOnly('cepa_fp', 'CEPA/FP', 90),
    readOnly('cp', 'CP', 80),
    {
      field: 'created_at',
      headerName: 'Alta',
      width: 110,
      editable: false,
      valueFormatter: (value: string) => formatDate(value),
    },
  ];
}
