import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import type { GridColDef } from '@mui/x-data-grid';
import { OWNERSHIP_LABELS, type Ownership } from '@eval/contracts/centre-enums';
import type { ConsultationParticipation } from '@eval/contracts/consultations';
import {
  keyColumnField,
  keyProgressLabel,
  planSummaryLabel,
  type QuizKeyColumn,
  type QuizRow,
} from '@eval/contracts/quizzes';
import { formatDate } from '../../../lib/dates';
import { canReset, consultationsLabel, keyPercentage, quizStatusText } from '../row-labels';

interface ColumnOptions {
  keys: readonly QuizKeyColumn[];
  activePeriodId: number | null;
  onOpenKey(row: QuizRow, key: QuizKeyColumn): void;
  /** Opens the row's plan of improvement, read-only. */
  onOpenPlan(row: QuizRow): void;
  /** Absent: no reset offered (a read-only administrator). */
  onReset?: ((row: QuizRow) => void) | undefined;
  /** The page's consultations by centre id; null (or absent) until they are loaded. */
  consultations?: ReadonlyMap<number, ConsultationParticipation> | null;
}

/** A key's column: its colour on the header and on each progress chip (spec §2). */
function keyColumn(key: QuizKeyColumn, onOpenKey: ColumnOptions['onOpenKey']): GridColDef<QuizRow> {
  return {
    field: keyColumnField(key.id),
    headerName: `Clave ${key.orden}`,
    description: key.titulo,
    sortable: false,
    width: 130,
    valueGetter: (_value, row) => keyPercentage(row, key.id),
    renderHeader: () => (
      <Box
        component="span"
        sx={{ borderBottom: `4px solid ${key.color}`, fontWeight: 500, lineHeight: 1.6 }}
      >
        {`Clave ${key.orden}`}
      </Box>
    ),
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={keyProgressLabel(keyPercentage(row, key.id))}
        aria-label={`${key.titulo}: ${keyProgressLabel(keyPercentage(row, key.id))}. Ver respuestas de ${row.nombre}`}
        onClick={() => onOpenKey(row, key)}
        sx={{ bgcolor: key.color, color: key.texto, '&:hover': { bgcolor: key.color } }}
      />
    ),
  };
}

/**
 * "Plan de mejora": the plan's summary ("3 acciones · 1 hecha"); a centre with actions opens
 * them, read-only. Not sortable: the API orders by none of it.
 */
function planColumn(onOpenPlan: ColumnOptions['onOpenPlan']): GridColDef<QuizRow> {
  return {
    field: 'plan',
    headerName: 'Plan de mejora',
    sortable: false,
    width: 190,
    valueGetter: (_value, row) => planSummaryLabel(row.plan),
    renderCell: ({ row }) =>
      row.plan.acciones === 0 ? (
        planSummaryLabel(row.plan)
      ) : (
        <Chip
          size="small"
          variant="outlined"
          color={row.plan.vencidas > 0 ? 'warning' : 'default'}
          label={planSummaryLabel(row.plan)}
          aria-label={`Plan de mejora de ${row.nombre}: ${planSummaryLabel(row.plan)}. Ver acciones`}
          onClick={() => onOpenPlan(row)}
        />
      ),
  };
}

/**
 * "Consultas": each group's responses in the active period, as text a screen reader reads as
 * it is shown. Empty while the page's figures load, so "—" always means "none". Not sortable:
 * the list's own call knows nothing of the consultations.
 */
function consultationsColumn(consultations: ColumnOptions['consultations']): GridColDef<QuizRow> {
  return {
    field: 'consultas',
    headerName: 'Consultas',
    description: 'Respuestas de cada grupo a las consultas del periodo activo',
    sortable: false,
    width: 230,
    valueGetter: (_value, row) =>
      consultations ? consultationsLabel(consultations.get(row.id)) : '',
  };
}

/** The columns of the follow-up table, its actions first; fields match the API's order fields. */
export function quizColumns({
  keys,
  activePeriodId,
  onOpenKey,
  onOpenPlan,
  onReset,
  consultations,
}: ColumnOptions): GridColDef<QuizRow>[] {
  return [
    // First: after a dozen columns and the keys', it sat 2,000 px off-screen.
    {
      field: 'actions',
      headerName: 'Acciones',
      width: 100,
      sortable: false,
      hideable: false,
      renderCell: ({ row }) =>
        onReset && canReset(row, activePeriodId) ? (
          <Tooltip title="Reiniciar evaluación">
            <IconButton
              aria-label={`Reiniciar la evaluación de ${row.nombre}`}
              onClick={() => onReset(row)}
            >
              <RestartAltIcon />
            </IconButton>
          </Tooltip>
        ) : null,
    },
    { field: 'nombre', headerName: 'Centro', flex: 1, minWidth: 220 },
    { field: 'codigo', headerName: 'Código', width: 110 },
    { field: 'ccaa', headerName: 'Comunidad', width: 160 },
    { field: 'municipality', headerName: 'Municipio', width: 160 },
    { field: 'groupby', headerName: 'Grupo', width: 100 },
    {
      field: 'ownership',
      headerName: 'Titularidad',
      width: 120,
      valueFormatter: (value: Ownership | null) => (value ? OWNERSHIP_LABELS[value] : ''),
    },
    { field: 'quiz', headerName: 'Periodo', width: 110, sortable: false },
    {
      field: 'status',
      headerName: 'Estado',
      width: 200,
      valueGetter: (_value, row) => quizStatusText(row),
    },
    {
      field: 'send',
      headerName: 'Fecha de envío',
      width: 130,
      valueFormatter: (value: string | null) => formatDate(value),
    },
    {
      field: 'lastAnswer',
      headerName: 'Última respuesta',
      width: 140,
      valueFormatter: (value: string | null) => formatDate(value),
    },
    ...keys.map((key) => keyColumn(key, onOpenKey)),
    planColumn(onOpenPlan),
    consultationsColumn(consultations),
  ];
}
