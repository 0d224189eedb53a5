import type { GridColDef } from '@mui/x-data-grid';
import { OWNERSHIP_LABELS, type ReportOwnership } from '@eval/contracts/centre-enums';
import type { Cargo, Profile, UserRow } from '@eval/contracts/users';
import { formatDate } from '../../../lib/dates';
import type { LanguageOption } from '../../../lib/languages';

const ACTIVE_OPTIONS = [
  { value: 1, label: 'Sí' },
  { value: 0, label: 'No' },
];

/** The columns of the users table: the user's own fields, then those of their centre. */
export function userColumns(
  profiles: Profile[],
  cargos: Cargo[],
  languages: LanguageOption[],
): GridColDef<UserRow>[] {
  const readOnly = (
    field: keyof UserRow,
    headerName: string,
    width = 130,
  ): GridColDef<UserRow> => ({
    field,
    headerName,
    width,
    sortable: false,
  });
  return [
    { field: 'id', headerName: 'Id', width: 70 },
    { field: 'nombre', headerName: 'Nombre', width: 100 },
    { field: 'apellidos', headerName: 'Apellidos', width: 120 },
    { field: 'email', headerName: 'Correo electrónico', flex: 1, minWidth: 160 },
    { field: 'telefono', headerName: 'Teléfono', width: 120, sortable: false },
    { field: 'dni', headerName: 'DNI', width: 110, sortable: false },
    {
      field: 'perfil',
      headerName: 'Perfil',
      width: 120,
      type: 'singleSelect',
      valueOptions: profiles.map((p) => ({ value: p.id, label: p.nombre })),
    },
    {
      field: 'cargos_id',
      headerName: 'Cargo',
      width: 150,
      sortable: false,
      type: 'singleSelect',
      valueOptions: cargos.map((c) => ({ value: c.id, label: c.nombre })),
    },
    {
      field: 'language_id',
      headerName: 'Idioma',
      width: 110,
      sortable: false,
      type: 'singleSelect',
      valueOptions: languages.map((l) => ({ value: l.code, label: l.name })),
    },
    {
      field: 'activo',
      headerName: 'Activo',
      width: 70,
      type: 'singleSelect',
      valueOptions: ACTIVE_OPTIONS,
    },
    {
      field: 'centros_id',
      headerName: 'Centro',
      flex: 1,
      minWidth: 130,
      sortable: false,
      renderCell: ({ row }) => row.centro ?? 'Sin centro',
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
    readOnly('cp', 'Código postal', 110),
    {
      field: 'created_at',
      headerName: 'Alta',
      width: 110,
      valueFormatter: (value: string) => formatDate(value),
    },
  ];
}
