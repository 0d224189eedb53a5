import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CENTRE_IMPORT_COLUMNS,
  CENTRE_IMPORT_OUTCOME_LABELS,
  type CentreImportPreview,
  type CentreImportResult,
  type CentreImportRow,
} from '@eval/contracts/centre-import';
import { CENTRE_MESSAGES } from '@eval/contracts/centres';
import { countText, formatCount } from '@eval/contracts/count-text';
import { FIELD_LABELS } from '@eval/contracts/history';
import { saveUrl } from '../../../lib/download-file';
import { errorMessage } from '../../../lib/api-errors';
import { UploadProgress } from '../../../components/upload-progress';
import { useCentreImportCalls } from '../import-api';

/** The template: the header row, ';'-separated, with a BOM so Excel reads it as UTF-8. */
function downloadTemplate() {
  const blob = new Blob([`\ufeff${CENTRE_IMPORT_COLUMNS.join(';')}\r\n`], {
    type: 'text/csv;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  saveUrl(url, 'plantilla-centros.csv');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const detailOf = (row: CentreImportRow) =>
  row.outcome === 'error'
    ? row.reasons.join(' ')
    : row.changes
        // The field's label, as the centre form names it ("Código postal", not `cp`).
        .map((c) => `${FIELD_LABELS[c.field] ?? c.field}: «${c.before}» → «${c.after}»`)
        .join('; ');

function PreviewTable({ preview }: { preview: CentreImportPreview }) {
  const { counts } = preview;
  return (
    <>
      <Typography role="status" sx={{ mb: 1 }}>
        {`${countText(counts.total, 'fila', 'filas')}: ${countText(counts.new, 'nueva', 'nuevas')}, ` +
          `${formatCount(counts.changed)} con cambios, ${formatCount(counts.unchanged)} sin cambios, ` +
          `${formatCount(counts.error)} con errores.`}
      </Typography>
      {preview.truncated && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Se muestran las primeras filas de cada resultado; los totales cuentan todo el fichero.
        </Typography>
      )}
      {preview.rows.length > 0 && (
        <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} aria-label="Filas del fichero">
          <Table size="small" stickyHeader aria-label="Vista previa de la importación">
            <TableHead>
              <TableRow>
                <TableCell>Línea</TableCell>
                <TableCell>Código</TableCell>
                <TableCell>Nombre</TableCell>
                <TableCell>Resultado</TableCell>
                <TableCell>Detalle</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{row.codigo}</TableCell>
                  <TableCell>{row.nombre}</TableCell>
                  <TableCell>{CENTRE_IMPORT_OUTCOME_LABELS[row.outcome]}</TableCell>
                  <TableCell>{detailOf(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

interface CentreImportDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * "Importar centros": template, file, preview of every row's outcome, then the all-or-nothing
 * import of the same file (docs/centres.md).
 */
export function CentreImportDialog({ open, onClose }: CentreImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CentreImportPreview | null>(null);
  const [result, setResult] = useState<CentreImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<'preview' | 'commit'>('preview');
  const calls = useCentreImportCalls();
  const busy = calls.progress !== null;

  const choose = async (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setPreview(null);
    setResult(null);
    setFailure(null);
    if (!chosen) return;
    try {
      setPhase('preview');
      setPreview(await calls.preview(chosen));
    } catch (error) {
      setFailure(errorMessage(error, CENTRE_MESSAGES.serverProblem));
    }
  };

  const commit = async () => {
    if (!file) return;
    setFailure(null);
    try {
      setPhase('commit');
      setResult(await calls.commit(file));
      setPreview(null);
    } catch (error) {
      setFailure(errorMessage(error, CENTRE_MESSAGES.serverProblem));
    }
  };

  const toWrite = preview ? preview.counts.new + preview.counts.changed : 0;
  const canCommit = preview !== null && preview.counts.error === 0 && toWrite > 0 && !busy;

  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">Importar centros</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Suba un CSV separado por «;» o un Excel (.xlsx) con una fila de cabecera. Cada centro se
          identifica por su código: si existe se actualiza, si no se crea. Comunidad, provincia y
          municipio admiten el código INE o el nombre. No se guarda nada hasta confirmar, y la
          importación se hace entera o no se hace.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Button variant="outlined" onClick={downloadTemplate}>
            Descargar plantilla
          </Button>
          <Button variant="contained" component="label" disabled={busy}>
            Elegir fichero
            <input
              hidden
              type="file"
              accept=".csv,.xlsx,text/csv"
              aria-label="Fichero de centros"
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {file && <Typography variant="body2">{file.name}</Typography>}
        </Box>
        {calls.progress !== null && (
          <UploadProgress
            label={phase === 'preview' ? 'Analizando el fichero' : 'Importando los centros'}
            progress={calls.progress}
          />
        )}
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {result && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {`Importación completada: ${countText(result.created, 'centro creado', 'centros creados')}, ` +
              `${countText(result.updated, 'actualizado', 'actualizados')} y ` +
              `${formatCount(result.unchanged)} sin cambios.`}
          </Alert>
        )}
        {preview && preview.counts.error > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Corrija las filas con errores y vuelva a elegir el fichero: no se importará nada
            mientras haya errores.
          </Alert>
        )}
        {preview && <PreviewTable preview={preview} />}
      </DialogContent>
      <DialogActions>
        {/* Before the import the button leaves without acting; after it, it closes the result. */}
        <Button variant="text" onClick={onClose}>
          {result ? 'Cerrar' : 'Cancelar'}
        </Button>
        <Button variant="contained" disabled={!canCommit} onClick={() => void commit()}>
          {`Importar ${countText(toWrite, 'centro', 'centros')}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The button of BBDD Centros that opens the import dialog. */
export function CentreImportButton() {
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(0);
  return (
    <>
      <Button
        variant="outlined"
        sx={{ mb: 2 }}
        onClick={() => {
          setKey((k) => k + 1);
          setOpen(true);
        }}
      >
        Importar centros
      </Button>
      <CentreImportDialog key={key} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
