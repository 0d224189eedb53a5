import { useState, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { countText, formatCount } from '@eval/contracts/count-text';
import { MASS_UPLOAD_COLUMN_LABELS } from '@eval/contracts/mass-upload';
import { ROW_OUTCOME_LABELS } from '@eval/contracts/row-outcomes';
import {
  massUploadResultSchema,
  type MassUploadPreview,
  type MassUploadPreviewRow,
  type MassUploadRejected,
  type MassUploadResult,
} from '@eval/contracts/users';
import { notify } from '../../../lib/notify';
import { useMassUploadMutation, usePreviewMassUploadMutation } from '../api';
import {
  parseUsersCsv,
  readCsvFile,
  toUploadRows,
  type CsvPreview,
  type PreviewRow,
} from '../csv-upload';
import { massRegistrationDone, massRegistrationFailed, selectUsersArea } from '../slice';
import { errorMessage, GENERIC_FAILURE } from '../../../lib/api-errors';

const previewColumns: GridColDef<PreviewRow>[] = [
  { field: 'line', headerName: 'Línea', width: 70 },
  { field: 'nombre', headerName: 'Nombre', width: 130 },
  { field: 'apellidos', headerName: 'Apellidos', width: 150 },
  { field: 'email', headerName: 'Correo electrónico', width: 220 },
  { field: 'tipo', headerName: 'Tipo', width: 110 },
  { field: 'codigocentro', headerName: 'Código centro', width: 120 },
  { field: 'grupo', headerName: 'Grupo', width: 90 },
  {
    field: 'problems',
    headerName: 'Problemas',
    flex: 1,
    minWidth: 220,
    valueGetter: (value: string[]) => (value.length ? value.join(' ') : 'Correcta'),
  },
];

/** A changed field as the preview table heads its column ("Tipo", not `tipo`). */
const labelOf = (field: string): string =>
  (MASS_UPLOAD_COLUMN_LABELS as Readonly<Record<string, string>>)[field] ?? field;

/** The first columns of a server's answer about the file: each row's line and address. */
const lineAndEmailColumns = <R extends { line: number; email: string }>(
  lineWidth: number,
): GridColDef<R>[] => [
  { field: 'line', headerName: 'Línea', width: lineWidth },
  { field: 'email', headerName: 'Correo electrónico', width: 240 },
];

const rejectedColumns: GridColDef<MassUploadRejected>[] = [
  ...lineAndEmailColumns<MassUploadRejected>(80),
  {
    field: 'reasons',
    headerName: 'Motivo',
    flex: 1,
    valueGetter: (value: string[]) => value.join(' '),
  },
];

const outcomeColumns: GridColDef<MassUploadPreviewRow>[] = [
  ...lineAndEmailColumns<MassUploadPreviewRow>(70),
  {
    field: 'outcome',
    headerName: 'Resultado',
    width: 120,
    valueGetter: (value: MassUploadPreviewRow['outcome']) => ROW_OUTCOME_LABELS[value],
  },
  {
    field: 'detail',
    headerName: 'Detalle',
    flex: 1,
    minWidth: 240,
    valueGetter: (_value, row) =>
      row.outcome === 'error'
        ? row.reasons.join(' ')
        : row.changes.map((c) => `${labelOf(c.field)}: «${c.before}» → «${c.after}»`).join('; '),
  },
];

/** A compact, paged grid of file rows, each known by its line in the file. */
function LineRowsGrid<R extends { line: number }>(props: {
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  sx?: SxProps<Theme>;
}) {
  return (
    <DataGrid
      aria-label={props.label}
      rows={props.rows}
      getRowId={(row) => row.line}
      columns={props.columns}
      density="compact"
      pageSizeOptions={[10, 20, 50]}
      initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      autoHeight
      sx={props.sx}
    />
  );
}

/** What the server answered, in one sentence (the updated count only when updating). */
const resultText = (data: MassUploadResult) =>
  `Usuarios creados: ${formatCount(data.created)}. ` +
  (data.updated !== undefined ? `Usuarios actualizados: ${formatCount(data.updated)}. ` : '') +
  `Filas rechazadas: ${formatCount(data.rejected.length)}.`;

/** The server's preview: counts of the whole file and the rows that are not unchanged. */
function ServerPreview({ preview }: { preview: MassUploadPreview }) {
  const { counts } = preview;
  return (
    <Box sx={{ mt: 2 }} aria-label="Comprobación del servidor">
      <Typography role="status">
        {`Comprobación del servidor: ${countText(counts.total, 'fila', 'filas')}: ` +
          `${countText(counts.new, 'nueva', 'nuevas')}, ${formatCount(counts.changed)} con cambios, ` +
          `${formatCount(counts.unchanged)} sin cambios, ${formatCount(counts.error)} con errores.`}
      </Typography>
      {preview.truncated && (
        <Typography variant="body2">
          Se muestran las primeras filas de cada resultado; los totales cuentan todo el fichero.
        </Typography>
      )}
      {preview.rows.length > 0 && (
        <LineRowsGrid
          label="Resultado previsto por fila"
          rows={preview.rows}
          columns={outcomeColumns}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}

/**
 * CSV mass upload (spec §2, §5): preview with the client's checks, the server's preview of each
 * row's outcome on demand, an option to update existing users (matched by e-mail) instead of
 * refusing them, then the server's result (docs/users.md).
 */
export function MassUploadPanel() {
  const dispatch = useDispatch();
  const { massRegistration, massRegistrationError } = useSelector(selectUsersArea);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [fileName, setFileName] = useState('');
  const [update, setUpdate] = useState(false);
  const [serverPreview, setServerPreview] = useState<MassUploadPreview | null>(null);
  const [massUpload, { isLoading: sending }] = useMassUploadMutation();
  const [previewUpload, { isLoading: checking }] = usePreviewMassUploadMutation();
  const isLoading = sending || checking;
  const result = massUploadResultSchema.safeParse(massRegistration);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setServerPreview(null);
    setPreview(parseUsersCsv(await readCsvFile(file)));
  };

  const check = async (withUpdate: boolean) => {
    if (!preview) return;
    try {
      setServerPreview(
        await previewUpload({ rows: toUploadRows(preview.rows), update: withUpdate }).unwrap(),
      );
    } catch (error) {
      setServerPreview(null);
      notify(errorMessage(error), { variant: 'error' });
    }
  };

  const send = async () => {
    if (!preview) return;
    try {
      const data = await massUpload({ rows: toUploadRows(preview.rows), update }).unwrap();
      dispatch(massRegistrationDone(data));
      notify(resultText(data));
      setPreview(null);
      setServerPreview(null);
    } catch (error) {
      dispatch(
        massRegistrationFailed(errorMessage(error, GENERIC_FAILURE, { firstProblem: true })),
      );
      notify(errorMessage(error, GENERIC_FAILURE, { firstProblem: true }), { variant: 'error' });
    }
  };

  const withProblems = preview?.rows.filter((row) => row.problems.length > 0).length ?? 0;
  return (
    <Box component="section" aria-label="Carga masiva de usuarios">
      <Typography component="h2" variant="h6" gutterBottom>
        Carga masiva de usuarios (CSV)
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Columnas: nombre, apellidos, email, tipo, codigocentro, grupo. La primera fila es la
        cabecera.
      </Typography>
      <Button component="label">
        Elegir fichero CSV
        <input
          hidden
          type="file"
          accept=".csv,text/csv"
          aria-label="Fichero CSV"
          onChange={(e) => void choose(e)}
        />
      </Button>
      {preview && (
        <Box sx={{ mt: 2 }}>
          <Typography role="status">
            {`${fileName}: ${countText(preview.rows.length, 'fila', 'filas')}, ` +
              `${formatCount(withProblems)} con problemas.`}
          </Typography>
          {preview.fileProblems.map((problem) => (
            <Alert key={problem} severity="error" sx={{ my: 1 }}>
              {problem}
            </Alert>
          ))}
          <LineRowsGrid label="Vista previa del CSV" rows={preview.rows} columns={previewColumns} />
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={update}
                disabled={isLoading}
                onChange={(event) => {
                  setUpdate(event.target.checked);
                  // A preview made with the other option no longer says what will happen.
                  if (serverPreview) void check(event.target.checked);
                }}
              />
            }
            label="Actualizar los usuarios que ya existen (se identifican por el correo electrónico) en lugar de rechazarlos"
          />
          {serverPreview && <ServerPreview preview={serverPreview} />}
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button
              variant="outlined"
              onClick={() => void check(update)}
              disabled={isLoading || preview.fileProblems.length > 0}
            >
              Comprobar con el servidor
            </Button>
            <Button
              onClick={() => void send()}
              disabled={isLoading || preview.fileProblems.length > 0}
            >
              {`Enviar ${countText(preview.rows.length, 'fila', 'filas')}`}
            </Button>
            <Button
              variant="text"
              onClick={() => {
                setPreview(null);
                setServerPreview(null);
              }}
              disabled={isLoading}
            >
              Descartar
            </Button>
          </Box>
          {isLoading && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2">
                {`${checking ? 'Comprobando' : 'Enviando'} ${countText(preview.rows.length, 'fila', 'filas')}…`}
              </Typography>
              <LinearProgress aria-label="Enviando el fichero" />
            </Box>
          )}
        </Box>
      )}
      {massRegistrationError && !preview && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {massRegistrationError}
        </Alert>
      )}
      {result.success && !preview && (
        <Box sx={{ mt: 2 }} aria-label="Resultado de la carga">
          <Alert severity={result.data.rejected.length ? 'warning' : 'success'}>
            {resultText(result.data)}
          </Alert>
          {result.data.rejected.length > 0 && (
            <LineRowsGrid
              label="Filas rechazadas"
              rows={result.data.rejected}
              columns={rejectedColumns}
              sx={{ mt: 1 }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
