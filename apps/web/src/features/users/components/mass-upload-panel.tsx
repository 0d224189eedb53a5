import { useState, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { massUploadResultSchema, type MassUploadRejected } from '@eval/contracts/users';
import { notify } from '../../../lib/notify';
import { errorMessage, useMassUploadMutation } from '../api';
import { parseUsersCsv, toUploadRows, type CsvPreview, type PreviewRow } from '../csv-upload';
import { massRegistrationDone, massRegistrationFailed, selectUsersArea } from '../slice';

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

const rejectedColumns: GridColDef<MassUploadRejected & { id: number }>[] = [
  { field: 'line', headerName: 'Línea', width: 80 },
  { field: 'email', headerName: 'Correo electrónico', width: 240 },
  {
    field: 'reasons',
    headerName: 'Motivo',
    flex: 1,
    valueGetter: (value: string[]) => value.join(' '),
  },
];

/** CSV mass upload (spec §2, §5): preview with the client's checks, then the server's result. */
export function MassUploadPanel() {
  const dispatch = useDispatch();
  const { massRegistration, massRegistrationError } = useSelector(selectUsersArea);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [fileName, setFileName] = useState('');
  const [massUpload, { isLoading }] = useMassUploadMutation();
  const result = massUploadResultSchema.safeParse(massRegistration);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setPreview(parseUsersCsv(await file.text()));
  };

  const send = async () => {
    if (!preview) return;
    try {
      const data = await massUpload(toUploadRows(preview.rows)).unwrap();
      dispatch(massRegistrationDone(data));
      notify(`Usuarios creados: ${data.created}. Filas rechazadas: ${data.rejected.length}.`);
      setPreview(null);
    } catch (error) {
      dispatch(massRegistrationFailed(errorMessage(error)));
      notify(errorMessage(error), { variant: 'error' });
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
            {fileName}: {preview.rows.length} filas, {withProblems} con problemas.
          </Typography>
          {preview.fileProblems.map((problem) => (
            <Alert key={problem} severity="error" sx={{ my: 1 }}>
              {problem}
            </Alert>
          ))}
          <DataGrid
            aria-label="Vista previa del CSV"
            rows={preview.rows}
            getRowId={(row) => row.line}
            columns={previewColumns}
            density="compact"
            pageSizeOptions={[10, 20, 50]}
            initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
            autoHeight
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button
              onClick={() => void send()}
              disabled={isLoading || preview.fileProblems.length > 0}
            >
              Enviar {preview.rows.length} filas
            </Button>
            <Button variant="text" onClick={() => setPreview(null)} disabled={isLoading}>
              Descartar
            </Button>
          </Box>
          {isLoading && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2">Enviando {preview.rows.length} filas…</Typography>
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
            Usuarios creados: {result.data.created}. Filas rechazadas: {result.data.rejected.length}
            .
          </Alert>
          {result.data.rejected.length > 0 && (
            <DataGrid
              aria-label="Filas rechazadas"
              rows={result.data.rejected.map((row) => ({ ...row, id: row.line }))}
              columns={rejectedColumns}
              density="compact"
              pageSizeOptions={[10, 20, 50]}
              initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
              autoHeight
              sx={{ mt: 1 }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
